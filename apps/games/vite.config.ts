import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// One HTML page per game plus the verify page; each pulls only its own game's code (shared chunks
// for the frame). Output: dist/web/*.html and dist/assets/*, served by src/provider/pages.ts.
const pages = ['kente-gold', 'dice', 'mines', 'plinko', 'wheel', 'limbo', 'verify'];

export default defineConfig({
  root: __dirname,
  base: '/',
  build: {
    outDir: resolve(__dirname, 'dist'),
    emptyOutDir: true,
    target: 'es2020',
    assetsInlineLimit: 0,
    rollupOptions: {
      input: Object.fromEntries(pages.map((page) => [page, resolve(__dirname, `web/${page}.html`)])),
    },
  },
});
