import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The back office: its own bundle, served by the API server under /admin (modules/admin serve-admin-app.ts),
 * so nothing of it reaches the player's app. Desktop first; no service worker (staff data is never cached).
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:8090' } },
  build: { target: 'es2022', assetsInlineLimit: 0 },
});
