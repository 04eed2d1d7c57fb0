// Bundles the server into dist/ with esbuild. npm packages stay external (resolved from node_modules
// at run time); the workspace package @portal/shared is TypeScript source and is bundled in.
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@portal/'));

rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });
const entries = { main: 'src/main.ts', ops: 'src/ops/cli.ts', seed: 'src/seed/cli.ts' };
const entryPoints = Object.fromEntries(
  Object.entries(entries).filter(([, file]) => existsSync(new URL(file, import.meta.url))),
);
await build({
  entryPoints,
  absWorkingDir: new URL('.', import.meta.url).pathname,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  splitting: true,
  // Bundled CommonJS dependencies of shared code may call require().
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});
// Migrations are read at start from next to the bundle (db/client.ts resolves ./migrations).
cpSync(new URL('./src/db/migrations', import.meta.url), new URL('./dist/migrations', import.meta.url), {
  recursive: true,
});
// The spreadsheet worker is started by URL from beside the bundle (platform/export/xlsx-writer.ts).
cpSync(
  new URL('./src/platform/export/xlsx-worker.mjs', import.meta.url),
  new URL('./dist/xlsx-worker.mjs', import.meta.url),
);
