import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { StorageKey } from '@portal/shared/constants';

export const LANGUAGES = ['zh_CN', 'zh_TW', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh_CN';

type LocaleTree = { [key: string]: string | LocaleTree };
/** A language's namespace loaders, by namespace: `orders`. */
type Loaders = Record<string, () => Promise<LocaleTree>>;

/*
 * A namespace is one file, `<ns>.ts`, its languages side by side (locales.test.ts checks their
 * keys): `export const <ns>Locale = { zh_CN: {...}, zh_TW: {...}, en: {...} }`. The core ones (every
 * screen, the login page too) are here; a module's are in its own folder, `modules/<m>/locales/`.
 * The browser gets one language at a time: `./<ns>.ts?language=en` is that language's texts alone
 * (build/locale-languages.ts), a chunk per namespace and language, found by the globs below.
 *
 * To add a namespace: create `modules/<m>/locales/<ns>.ts`, nothing else; it loads with the first
 * screen that asks for it (`useTranslation('<ns>')` suspends until then, inside the layout's Suspense).
 * To make it core: put it here and add it to both `{common,shell,auth,menu}`.
 */

/** The core namespaces in zh_CN (most users) come with the entry: no request before the first render. */
const bundled = import.meta.glob<LocaleTree>('./{common,shell,auth,menu}.ts', {
  query: { language: 'zh_CN' },
  import: 'default',
  eager: true,
});

const namespaceOf = (file: string): string => file.replace(/^.*\/|\.ts$/g, '');

/** A language's loaders by namespace name (the globs give them by file). */
const byNamespace = (files: Record<string, () => Promise<LocaleTree>>): Loaders =>
  Object.fromEntries(Object.entries(files).map(([file, load]) => [namespaceOf(file), load]));

/** Every other namespace and language, loaded by lazyBackend when first needed. */
const loaders: Record<Language, Loaders> = {
  zh_CN: byNamespace(
    import.meta.glob<LocaleTree>(
      [
        './*.ts',
        '../modules/*/locales/*.ts',
        '!./{common,shell,auth,menu}.ts',
        '!./index.ts',
        '!./*.test.ts',
      ],
      { query: { language: 'zh_CN' }, import: 'default' },
    ),
  ),
  zh_TW: byNamespace(
    import.meta.glob<LocaleTree>(['./*.ts', '../modules/*/locales/*.ts', '!./index.ts', '!./*.test.ts'], {
      query: { language: 'zh_TW' },
      import: 'default',
    }),
  ),
  en: byNamespace(
    import.meta.glob<LocaleTree>(['./*.ts', '../modules/*/locales/*.ts', '!./index.ts', '!./*.test.ts'], {
      query: { language: 'en' },
      import: 'default',
    }),
  ),
};

const coreNamespaces = Object.keys(bundled).map(namespaceOf);

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The persisted language (`language` in localStorage), zh_CN when missing or unknown. */
export const storedLanguage = (): Language => {
  try {
    const value = localStorage.getItem(StorageKey.language);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
};

/** The `Accept-Language` value of a language: zh_CN -> zh-CN. */
export const acceptLanguageOf = (language: Language): string => language.replace('_', '-');

/** An i18next backend that imports one language of a namespace on first use. */
const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    const load = isLanguage(language) ? loaders[language][namespace] : undefined;
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Resolved when the core namespaces of the stored language are there, at once for zh_CN (bundled);
 * main.tsx renders after it, so no screen shows before its texts. Should they fail to load (a
 * deploy reloads the page: new-build-reload.ts), the bundled zh_CN shows rather than keys.
 */
export const translationsReady: Promise<unknown> = i18next
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    resources: {
      [DEFAULT_LANGUAGE]: Object.fromEntries(
        Object.entries(bundled).map(([file, texts]) => [namespaceOf(file), texts]),
      ),
    },
    // zh_CN's core namespaces come bundled; the rest through lazyBackend.
    partialBundledLanguages: true,
    lng: storedLanguage(),
    // Every language has every key (locales.test.ts): no other language is fetched to fall back on.
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    // Codes like zh_CN are used as they are (spec section 1); no language-part fallback.
    load: 'currentOnly',
    ns: coreNamespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  })
  .then(() =>
    coreNamespaces.every((ns) => i18next.hasResourceBundle(i18next.language, ns))
      ? undefined
      : i18next.changeLanguage(DEFAULT_LANGUAGE),
  );

/** Loads module namespaces ahead of use (e.g. before rendering text outside React). */
export const loadNamespaces = (namespaces: string[]): Promise<void> => i18next.loadNamespaces(namespaces);

/** Loads a language's namespaces in use (the core ones and those screens asked for so far). */
export const loadLanguage = async (language: Language): Promise<void> => {
  const inUse = [i18next.options.ns ?? []].flat().filter((ns) => !i18next.hasResourceBundle(language, ns));
  await Promise.all(
    inUse.map(async (ns) => {
      const load = loaders[language][ns];
      if (load) i18next.addResourceBundle(language, ns, await load());
    }),
  );
};

export const i18n = i18next;

export const currentLanguage = (): Language =>
  isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;

/** Switches the language and persists it under `language`. */
export const changeLanguage = async (language: Language): Promise<void> => {
  // Load the namespaces in use first, so no screen suspends or shows keys while the language switches.
  await loadLanguage(language);
  localStorage.setItem(StorageKey.language, language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = acceptLanguageOf(language);
};
