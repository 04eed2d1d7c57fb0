import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isLanguage, type Language } from '../../locales';
import { homePathOf, matchMenuRoute, type MenuRoute, routesOfMenus } from '../menu-routes';
import { useSessionStore } from '../stores/session.store';

export const useLanguage = (): Language => {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'zh_CN';
};

/** The served menu as routes, the home path and the route of the current location. */
export const useShellRoutes = (): {
  routes: MenuRoute[];
  homePath: string;
  current: MenuRoute | undefined;
} => {
  const menus = useSessionStore((state) => state.menus);
  const { pathname } = useLocation();
  const routes = useMemo(() => routesOfMenus(menus), [menus]);
  const homePath = useMemo(() => homePathOf(menus), [menus]);
  const current = useMemo(() => matchMenuRoute(pathname, routes), [pathname, routes]);
  return { routes, homePath, current };
};
