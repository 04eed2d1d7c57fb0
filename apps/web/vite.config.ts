import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

// The build id is compared with the stored `appVersion` at start (spec section 2, Startup).
const appVersion = process.env.APP_VERSION ?? new Date().toISOString();

export default defineConfig({
  plugins: [react(), precompress()],
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  // `vite` / `vite preview` send /api to a running server (API_TARGET, default the portal's 8080).
  server: { port: 5173, proxy: { '/api': process.env.API_TARGET ?? 'http://localhost:8080' } },
  preview: { port: 4173, proxy: { '/api': process.env.API_TARGET ?? 'http://localhost:8080' } },
  build: { outDir: 'dist', chunkSizeWarningLimit: 1500, manifest: true },
});
