import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './build/chunk-groups';
import { endpointSchemas } from './build/endpoint-schemas';
import { localeLanguages } from './build/locale-languages';
import { precompress } from './build/precompress';

// The build id is compared with the stored `appVersion` at start (spec section 2, Startup).
const appVersion = process.env.APP_VERSION ?? new Date().toISOString();

// The login page in one chunk (what the signed-in shell shares with it comes from there: one file
// instead of a dozen of about 1 KB each, measured smaller for every page), the signed-in shell in
// another, the list pages' table and search form in a third; the entry keeps what it uses
// (build/chunk-groups.ts).
const groups = chunkGroups(
  [
    { name: 'login', root: 'src/modules/auth/pages/LoginPage.tsx' },
    { name: 'shell', root: 'src/app/layout/BasicLayout.tsx' },
    { name: 'page-table', root: 'src/shared/PageTable.tsx' },
  ],
  { entry: 'src/main.tsx', excluded: [], entryGroup: 'app' },
);

export default defineConfig({
  plugins: [endpointSchemas(), localeLanguages(), react(), groups.plugin, precompress()],
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  // `vite` / `vite preview` send /api to a running server (API_TARGET, default the portal's 8080).
  server: { port: 5173, proxy: { '/api': process.env.API_TARGET ?? 'http://localhost:8080' } },
  preview: { port: 4173, proxy: { '/api': process.env.API_TARGET ?? 'http://localhost:8080' } },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: groups.groups } } },
  },
});
