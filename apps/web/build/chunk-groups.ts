import path from 'node:path';
import type { Plugin } from 'vite';

/** A chunk made of what one module needs statically, minus what other screens share with it. */
export type ChunkGroupSpec = {
  /** The chunk's name. */
  name: string;
  /** The module (relative to the web app's root) whose static imports make the group. */
  root: string;
};

type ModuleGraph = {
  getModuleInfo: (id: string) => { code: string | null; importedIds: readonly string[] } | null;
};

/**
 * Index modules that re-export a whole library (antd, its icons). Following them would put every
 * component in the group; instead an importer's named imports lead to the modules that export them.
 */
const BARRELS: Record<string, RegExp> = {
  antd: /[\\/]node_modules[\\/]antd[\\/]es[\\/]index\.js$/,
  '@ant-design/icons': /[\\/]node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/](icons[\\/])?index\.js$/,
};
const isBarrel = (id: string) => Object.values(BARRELS).some((pattern) => pattern.test(id));

/** `export { default as Button } from './button'` lines of a barrel (and of barrels it re-exports). */
const exportsOf = (graph: ModuleGraph, barrel: string, into = new Map<string, string>()) => {
  const info = graph.getModuleInfo(barrel);
  const byPath = new Map(
    (info?.importedIds ?? []).map((id) => [id.replace(/([\\/]index)?\.js$/, ''), id] as const),
  );
  const target = (spec: string) => byPath.get(path.resolve(path.dirname(barrel), spec));
  for (const [, names, spec] of (info?.code ?? '').matchAll(
    /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g,
  )) {
    const id = target(spec);
    if (!id) continue;
    for (const name of names.split(',')) {
      const exported = name
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (exported) into.set(exported, id);
    }
  }
  for (const [, spec] of (info?.code ?? '').matchAll(/export\s*\*\s*from\s*["']([^"']+)["']/g)) {
    const id = target(spec);
    if (id && isBarrel(id)) exportsOf(graph, id, into);
  }
  return into;
};

const closureOf = (graph: ModuleGraph, start: string, barrels: Map<string, Map<string, string>>) => {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    for (const imported of info?.importedIds ?? []) {
      if (!isBarrel(imported)) stack.push(imported);
    }
    // Named imports from a barrel: `import { Button, Form as F } from 'antd'`.
    for (const [library, pattern] of Object.entries(BARRELS)) {
      const barrel = info?.importedIds.find((imported) => pattern.test(imported));
      if (!barrel) continue;
      if (!barrels.has(barrel)) barrels.set(barrel, exportsOf(graph, barrel));
      const quoted = library.replace('/', '\\/');
      const imports = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${quoted}["']`, 'g');
      for (const [, names] of (info?.code ?? '').matchAll(imports)) {
        for (const name of names.split(',')) {
          const imported = barrels.get(barrel)?.get(name.trim().split(/\s+as\s+/)[0]);
          if (imported) stack.push(imported);
        }
      }
    }
  }
  return seen;
};

/**
 * Chunk groups for the bundler's code splitting, one per spec: every module `root` imports
 * statically (to any depth), except what the entry or the login page need (they load without it)
 * and what an earlier group took. Left alone, the bundler splits the shell and the list pages into
 * ~100 chunks of a few KB shared in every combination (each a request with its own headers, and a
 * round trip when one imports the next); grouped, a signed-in page loads the shell in one file and
 * a list page its table and search form in another. The plugin reads the module graph when the
 * build has loaded every module, before chunking; `groups` go to `build.rolldownOptions`.
 */
export const chunkGroups = (
  specs: ChunkGroupSpec[],
  options: {
    entry: string;
    excluded: string[];
    /**
     * The chunk that holds what the entry imports statically. Left alone, the bundler moves every
     * module the entry shares with a lazy page into a chunk of its own (the router, i18next, the
     * http client, constants: eight files of 1 to 15 KB that the login page and every other page
     * load anyway); grouped, they come in one file.
     */
    entryGroup: string;
  },
) => {
  const members = new Map<string, string>();
  let webRoot = process.cwd();
  const plugin: Plugin = {
    name: 'portal-chunk-groups',
    apply: 'build',
    configResolved: (config) => {
      webRoot = config.root;
    },
    buildEnd() {
      members.clear();
      const resolve = (file: string) => path.resolve(webRoot, file);
      const ids = new Set(this.getModuleIds());
      const known = (file: string) => {
        const id = resolve(file);
        if (!ids.has(id)) throw new Error(`chunk groups: ${file} is not part of the build`);
        return id;
      };
      const barrels = new Map<string, Map<string, string>>();
      const taken = new Set<string>();
      for (const id of closureOf(this, known(options.entry), barrels)) {
        taken.add(id);
        members.set(id, options.entryGroup);
      }
      for (const file of options.excluded) {
        for (const id of closureOf(this, known(file), barrels)) taken.add(id);
      }
      for (const spec of specs) {
        for (const id of closureOf(this, known(spec.root), barrels)) {
          if (taken.has(id)) continue;
          taken.add(id);
          members.set(id, spec.name);
        }
      }
    },
  };
  const groups = [options.entryGroup, ...specs.map((spec) => spec.name)].map((name) => ({
    name,
    test: (id: string) => members.get(id) === name,
    // Every static import of a member is a member or belongs to the entry or an excluded page,
    // which load first or on their own.
    includeDependenciesRecursively: false,
  }));
  return { plugin, groups };
};
