import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Plugin, transformWithOxc } from 'vite';

/** `locales/orders.ts?language=en`: the namespace file and the language asked for. */
const LANGUAGE_QUERY = /^([^?]+\.ts)\?(?:.*&)?language=([A-Za-z_]+)(?:&|$)/;

type Texts = Record<string, unknown>;

/** A namespace file's languages, by the file's source (a changed file is read afresh). */
const evaluated = new Map<string, { source: string; languages: Promise<Record<string, Texts>> }>();

/**
 * Runs a namespace file: plain data (no imports), `export const <ns>Locale = { zh_CN, zh_TW, en }`.
 * Its TypeScript is stripped and the result imported as a data URL (no loader hooks to register).
 */
const languagesOf = async (file: string): Promise<Record<string, Texts>> => {
  const source = await readFile(file, 'utf8');
  const cached = evaluated.get(file);
  if (cached?.source === source) return cached.languages;
  const languages = (async () => {
    const { code } = await transformWithOxc(source, file, { lang: 'ts' });
    const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
    const exports = (await import(url)) as Record<string, unknown>;
    const name = `${path.basename(file, '.ts')}Locale`;
    const locale = exports[name];
    if (!locale || typeof locale !== 'object') throw new Error(`${file} does not export ${name}`);
    return locale as Record<string, Texts>;
  })();
  evaluated.set(file, { source, languages });
  return languages;
};

/**
 * One language of a translations file. A namespace file (`locales/<ns>.ts`) keeps its languages
 * side by side, `export const <ns>Locale = { zh_CN: {...}, zh_TW: {...}, en: {...} }`, so their keys
 * are checked together (locales.test.ts); imported as `./<ns>.ts?language=en` it is a module whose
 * default export is that language's texts alone, as plain data. The browser then downloads one
 * language per namespace (a chunk each when imported lazily). Works in `vite build`, `vite` dev and
 * vitest (a changed file is read afresh).
 */
export const localeLanguages = (): Plugin => ({
  name: 'portal-locale-languages',
  enforce: 'pre',
  load: {
    filter: { id: /[?&]language=/ },
    async handler(id) {
      const match = LANGUAGE_QUERY.exec(id);
      if (!match) return null;
      const [, file, language] = match;
      this.addWatchFile(file);
      const languages = await languagesOf(file);
      if (!Object.hasOwn(languages, language))
        this.error(`${path.basename(file)} has no language ${language}`);
      return { code: `export default ${JSON.stringify(languages[language])};\n`, moduleSideEffects: false };
    },
  },
  // A language's chunk says which: orders.en-<hash>.js beside orders.zh_TW-<hash>.js.
  outputOptions(options) {
    const names = options.chunkFileNames ?? '[name]-[hash].js';
    return {
      ...options,
      chunkFileNames: (chunk) => {
        const pattern = typeof names === 'function' ? names(chunk) : names;
        const language = LANGUAGE_QUERY.exec(chunk.facadeModuleId ?? '')?.[2];
        return language ? pattern.replace('[name]', `[name].${language}`) : pattern;
      },
    };
  },
});
