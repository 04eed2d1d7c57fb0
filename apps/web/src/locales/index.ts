import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { StorageKey } from '@portal/shared/constants';
import { authLocale } from './auth';
import { commonLocale } from './common';
import { menuLocale } from './menu';
import { shellLocale } from './shell';
import { partnerLocale } from './partner';
import { communalLocale } from './communal';
import { homeLocale } from './home';
import { accountLocale } from './account';

export const LANGUAGES = ['zh_CN', 'zh_TW', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh_CN';

/** A namespace file: `export const <ns>Locale = { zh_CN: {...}, zh_TW: {...}, en: {...} }`. */
type LocaleTree = { [key: string]: string | LocaleTree };
type NamespaceLocale = Record<Language, LocaleTree>;

/**
 * Every namespace of the web app, one line each. To add one: create `locales/<ns>.ts`, import it
 * above and add `<ns>: <ns>Locale` here; then `useTranslation('<ns>')` / `t('<ns>:key')`.
 */
const namespaces: Record<string, NamespaceLocale> = {
  common: commonLocale,
  shell: shellLocale,
  auth: authLocale,
  menu: menuLocale,
  partner: partnerLocale,
  communal: communalLocale,
  home: homeLocale,
  account: accountLocale,
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
    Object.fromEntries(Object.entries(namespaces).map(([ns, locale]) => [ns, locale[language]])),
  ]),
);

void i18next.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  // Codes like zh_CN are used as they are (spec section 1); no language-part fallback.
  load: 'currentOnly',
  ns: Object.keys(namespaces),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export const i18n = i18next;

export const currentLanguage = (): Language =>
  isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;

/** Switches the language and persists it under `language`. */
export const changeLanguage = async (language: Language): Promise<void> => {
  localStorage.setItem(StorageKey.language, language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = acceptLanguageOf(language);
};
