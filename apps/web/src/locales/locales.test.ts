import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { i18n, LANGUAGES, loadLanguage, loadNamespaces } from './index';

type LocaleTree = { [key: string]: string | LocaleTree };

/** i18next's plural forms: a language adds the ones its grammar needs to the base key. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

const textsOf = (tree: LocaleTree, prefix = ''): Array<[key: string, text: string]> =>
  Object.entries(tree).flatMap(
    ([key, value]): Array<[string, string]> =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : textsOf(value, `${prefix}${key}.`),
  );
const keysOf = (tree: LocaleTree): string[] => textsOf(tree).map(([key]) => key);

const modulesDir = path.join(import.meta.dirname, '../modules');
/** The core namespaces beside this file, and each module's in `modules/<m>/locales/`. */
const namespaceFiles = [
  ...readdirSync(import.meta.dirname)
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts' && !file.endsWith('.test.ts'))
    .map((file) => `./${file}`),
  ...readdirSync(modulesDir).flatMap((module) => {
    try {
      return readdirSync(path.join(modulesDir, module, 'locales'))
        .filter((file) => file.endsWith('.ts'))
        .map((file) => `../modules/${module}/locales/${file}`);
    } catch {
      return [];
    }
  }),
];

describe('the translations', () => {
  it.each(namespaceFiles)(
    '%s has every key in every language, and plural forms only beside their key',
    async (file) => {
      const module = (await import(/* @vite-ignore */ file)) as Record<string, Record<string, LocaleTree>>;
      const locale = module[`${path.basename(file, '.ts')}Locale`];
      expect(Object.keys(locale)).toEqual([...LANGUAGES]);
      const base = (language: string) => keysOf(locale[language]).filter((key) => !PLURAL_SUFFIX.test(key));
      for (const language of LANGUAGES) {
        expect(base(language).sort(), language).toEqual(base('zh_CN').sort());
        const keys = new Set(keysOf(locale[language]));
        for (const plural of [...keys].filter((key) => PLURAL_SUFFIX.test(key))) {
          expect(keys.has(plural.replace(PLURAL_SUFFIX, '')), `${language} ${plural}`).toBe(true);
        }
      }
      for (const language of LANGUAGES) {
        for (const [key, text] of textsOf(locale[language]))
          expect(text.trim(), `${language} ${key}`).not.toBe('');
      }
    },
  );

  it.each(namespaceFiles)('%s imported as `?language=<code>` is that language alone', async (file) => {
    const module = (await import(/* @vite-ignore */ file)) as Record<string, Record<string, LocaleTree>>;
    const locale = module[`${path.basename(file, '.ts')}Locale`];
    for (const language of LANGUAGES) {
      const single = (await import(/* @vite-ignore */ `${file}?language=${language}`)) as {
        default: LocaleTree;
      };
      expect(single.default, language).toEqual(locale[language]);
    }
  });

  it('loads every namespace in every language through i18next (bundled or from its chunk)', async () => {
    const namespaces = namespaceFiles.map((file) => path.basename(file, '.ts'));
    await loadNamespaces(namespaces);
    for (const language of LANGUAGES) {
      await loadLanguage(language);
      for (const [index, ns] of namespaces.entries()) {
        const module = (await import(/* @vite-ignore */ namespaceFiles[index])) as Record<
          string,
          Record<string, LocaleTree>
        >;
        expect(i18n.getResourceBundle(language, ns), `${language} ${ns}`).toEqual(
          module[`${ns}Locale`][language],
        );
      }
    }
  });
});
