import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { StorageKey } from '@portal/shared/constants';
import { authLocale } from './auth';
import { commonLocale } from './common';
import { menuLocale } from './menu';
import { shellLocale } from './shell';

export const LANGUAGES = ['zh_CN', 'zh_TW', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh_CN';

/** A namespace file: `export const <ns>Locale = { zh_CN: {...}, zh_TW: {...}, en: {...} }`. */
type LocaleTree = { [key: string]: string | LocaleTree };
type NamespaceLocale = Record<Language, LocaleTree>;

/**
 * The namespaces every screen needs, bundled with the entry (the login page among them).
 */
const coreNamespaces: Record<string, NamespaceLocale> = {
  common: commonLocale,
  shell: shellLocale,
  auth: authLocale,
  menu: menuLocale,
};

/**
 * Module namespaces, one line each, loaded with the first screen that asks for them
 * (`useTranslation('<ns>')` suspends until then, inside the layout's Suspense). To add one: create
 * `locales/<ns>.ts` exporting `<ns>Locale` and add `<ns>: () => import('./<ns>').then((m) => m.<ns>Locale),`.
 */
const lazyNamespaces: Record<string, () => Promise<NamespaceLocale>> = {
  partner: () => import('./partner').then((m) => m.partnerLocale),
  communal: () => import('./communal').then((m) => m.communalLocale),
  home: () => import('./home').then((m) => m.homeLocale),
  account: () => import('./account').then((m) => m.accountLocale),
  catalog: () => import('./catalog').then((m) => m.catalogLocale),
  selectors: () => import('./selectors').then((m) => m.selectorsLocale),
  quote: () => import('./quote').then((m) => m.quoteLocale),
  todo: () => import('./todo').then((m) => m.todoLocale),
  orders: () => import('./orders').then((m) => m.ordersLocale),
};

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

const resources = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    Object.fromEntries(Object.entries(coreNamespaces).map(([ns, locale]) => [ns, locale[language]])),
  ]),
);

/** An i18next backend that imports a module namespace's file on first use. */
const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    const load = lazyNamespaces[namespace];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (locale) => callback(null, isLanguage(language) ? locale[language] : {}),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

void i18next
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    resources,
    // Core namespaces come bundled; the others through lazyBackend.
    partialBundledLanguages: true,
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // Codes like zh_CN are used as they are (spec section 1); no language-part fallback.
    load: 'currentOnly',
    ns: Object.keys(coreNamespaces),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });

/** Loads module namespaces ahead of use (e.g. before rendering text outside React). */
export const loadNamespaces = (namespaces: string[]): Promise<void> => i18next.loadNamespaces(namespaces);

export const i18n = i18next;

export const currentLanguage = (): Language =>
  isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;

/** Switches the language and persists it under `language`. */
export const changeLanguage = async (language: Language): Promise<void> => {
  localStorage.setItem(StorageKey.language, language);
  // Load the module namespaces in use first, so no screen suspends while the language switches.
  await i18next.loadLanguages(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = acceptLanguageOf(language);
};
