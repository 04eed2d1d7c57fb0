import { menuLocale } from '../locales/menu';
import type { Language } from '../locales';

const routeTitles = (language: Language): Record<string, string> => menuLocale[language].route;
const groupTitles = (language: Language): Record<string, string> => menuLocale[language].group;

/** The translated title of a route pattern ('/goods/edit/:id'), else the served title, else the path. */
export const routeTitleOf = (path: string, language: Language, served?: string): string =>
  routeTitles(language)[path] ?? served ?? path;

/** The translated title of a menu group, else the served one. */
export const groupTitleOf = (key: string, language: Language, served?: string): string =>
  groupTitles(language)[key] ?? served ?? key;

/** Spec section 2: `<route title> - <platform name>`. */
export const documentTitleOf = (routeTitle: string | undefined, platformName: string): string =>
  routeTitle ? `${routeTitle} - ${platformName}` : platformName;
