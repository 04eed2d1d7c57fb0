import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { root } from './processes';

export type FloorResult = { jsKb: number; rawKb: number };

/**
 * The stack's floor: bench/web-floor (React, the router, i18next, react-query and antd's layout,
 * menu, tabs, dropdown, form, input, select and table, nothing else) built as the web app is built
 * and compressed as its build compresses (brotli, highest quality). No page of the portal that shows
 * these widgets can send less JS.
 */
export const measureFloor = async (): Promise<FloorResult> => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'portal-floor-'));
  try {
    await build({
      root: path.join(root, 'bench/web-floor'),
      configFile: false,
      logLevel: 'silent',
      plugins: [react()],
      build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
    });
    let js = 0;
    let raw = 0;
    const assets = path.join(outDir, 'assets');
    for (const name of readdirSync(assets).filter((file) => file.endsWith('.js'))) {
      const bytes = readFileSync(path.join(assets, name));
      raw += bytes.length;
      js += brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }).length;
    }
    const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
    return { jsKb: kb(js), rawKb: kb(raw) };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
};
