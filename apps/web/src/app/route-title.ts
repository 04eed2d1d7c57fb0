import { i18n, type Language } from '../locales';

type MenuTexts = { group?: Record<string, string>; route?: Record<string, string> };

/**
 * The language's `menu` namespace as loaded: a core namespace, there before the first render and
 * before a language switch (locales/index.ts), so only the languages in use are downloaded.
 */
const menuOf = (language: Language): MenuTexts =>
  (i18n.getResourceBundle(language, 'menu') as MenuTexts | undefined) ?? {};

/** The translated title of a route pattern ('/goods/edit/:id'), else the served title, else the path. */
export const routeTitleOf = (path: string, language: Language, served?: string): string =>
  menuOf(language).route?.[path] ?? served ?? path;

/** The translated title of a menu group, else the served one. */
export const groupTitleOf = (key: string, language: Language, served?: string): string =>
  menuOf(language).group?.[key] ?? served ?? key;

/** Spec section 2: `<route title> - <platform name>`. */
export const documentTitleOf = (routeTitle: string | undefined, platformName: string): string =>
  routeTitle ? `${routeTitle} - ${platformName}` : platformName;
