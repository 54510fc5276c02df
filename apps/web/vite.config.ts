import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bundleReport } from './vite/bundle-report.ts';
import { firstScreen, TEMPLATE } from './vite/first-screen.ts';
import { localeSections } from './vite/locale-sections.ts';
import { precompress } from './vite/precompress.ts';
import { shellChunk } from './vite/shell-chunk.ts';

/** The libraries every screen needs: one long-lived chunk that survives app releases in the browser cache. */
const VENDOR =
  /node_modules\/(react|react-dom|scheduler|@tanstack\/(react-)?query-core|@tanstack\/react-query|use-sync-external-store)\//;
/**
 * TanStack Query's mutations and infinite lists, which no first screen uses: left out of vendor, they go to a
 * chunk of their own that the pages using them load (0.7 KB gzip less before home's first screen).
 */
const NOT_FIRST_SCREEN =
  /@tanstack\/(query-core\/build\/modern\/(mutationObserver|infiniteQueryObserver)|react-query\/build\/modern\/(useMutation|useInfiniteQuery|infiniteQueryOptions))\.js$/;
const isVendor = (id: string) => VENDOR.test(id) && !NOT_FIRST_SCREEN.test(id);
/**
 * The web app's own modules and the build's virtual ones. The shared packages stay out of the shell chunk:
 * their barrels import far more than the shell uses, which the bundler would otherwise capture with it.
 */
const isAppModule = (id: string) => id.startsWith('\0') || /\/apps\/web\/src\//.test(id);

const report = bundleReport();
const shell = shellChunk();

export default defineConfig({
  plugins: [
    shell,
    localeSections(),
    react(),
    report,
    firstScreen(),
    VitePWA({
      registerType: 'autoUpdate',
      // A separate registerSW.js: the server's CSP allows no inline script.
      injectRegister: 'script-defer',
      manifest: {
        name: 'Sika',
        short_name: 'Sika',
        description: 'Play, win and withdraw to mobile money.',
        lang: 'en',
        start_url: '/home',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#06261c',
        theme_color: '#0b3d2e',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        // Precache the shell only (the initial JS and CSS, index.html, icons): data is expensive, so route
        // pages and languages are cached as the player opens them, not all at install.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.filter((entry) => {
              const url = entry.url.replace(/^\//, '');
              // The server's template for home's first screen (vite/first-screen.ts): never served as is.
              if (url === TEMPLATE) return false;
              return (
                !url.startsWith('assets/') ||
                report.initialFiles.has(url) ||
                url.endsWith('.css') ||
                // index.html's boot script (vite/first-screen.ts), which is not a chunk of the app.
                url.startsWith('assets/boot-')
              );
            }),
            warnings: [],
          }),
        ],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/(api|wallet-api|hooks|admin-api)(\/|$)/],
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'sika-assets',
              expiration: { maxEntries: 120, maxAgeSeconds: 30 * 86_400 },
            },
          },
        ],
        cleanupOutdatedCaches: true,
      },
    }),
    precompress(),
  ],
  build: {
    target: 'es2020',
    cssCodeSplit: true,
    assetsInlineLimit: 2048,
    // Every browser the app supports follows <link rel=modulepreload>; the polyfill cost 0.5 KB before paint.
    modulePreload: { polyfill: false },
    reportCompressedSize: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: isVendor, priority: 2 },
            {
              name: 'shell',
              test: (id) => shell.has(id) && isAppModule(id),
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8090' },
  },
});
