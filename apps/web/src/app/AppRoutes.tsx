import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { isLanguage } from '../locales';
import { logOut } from '../modules/auth/use-auth';
import { pages, publicPages } from '../routes';
import { getToken } from '../shared/token';
import { LoadError } from './components/LoadError';
import { PageErrorBoundary } from './components/PageErrorBoundary';
import { PageLoader } from './components/PageLoader';
import { PageProgress } from './components/PageProgress';
import { CHUNK_TIMEOUT_MS, withTimeout } from '../shared/lazy-page';
import { homePathOf, matchMenuRoute, type MenuRoute, routesOfMenus } from './menu-routes';
import { decideNavigation } from './navigation';
import { documentTitleOf, routeTitleOf } from './route-title';
import { useSessionStore } from './stores/session.store';
import { SessionError } from './components/SessionError';

// The shell is its own chunk: the login page never loads it (DESIGN.md section 5).
const BasicLayout = lazy(
  withTimeout(
    () => import('./layout/BasicLayout').then((m) => ({ default: m.BasicLayout })),
    CHUNK_TIMEOUT_MS,
  ),
);
const ExceptionPage = lazy(withTimeout(() => import('./pages/ExceptionPage'), CHUNK_TIMEOUT_MS));
const RedirectPage = lazy(withTimeout(() => import('./pages/RedirectPage'), CHUNK_TIMEOUT_MS));

const EXCEPTION_PATHS: Record<string, 403 | 404 | 500> = { '/403': 403, '/404': 404, '/500': 500 };

/** The route table: public pages, then the layout with one child per served menu leaf. */
const routeTableOf = (menuRoutes: readonly MenuRoute[]): RouteObject[] => [
  ...Object.entries(publicPages).map(([path, Page]) => ({ path, element: <Page /> })),
  {
    path: '/',
    element: <BasicLayout />,
    children: [
      ...menuRoutes.flatMap((route) => {
        const Page = pages[route.path];
        return Page ? [{ path: route.path, element: <Page /> }] : [];
      }),
      ...Object.entries(EXCEPTION_PATHS).map(([path, code]) => ({
        path,
        element: <ExceptionPage code={code} />,
      })),
      { path: '/redirect/*', element: <RedirectPage /> },
      { path: '*', element: <ExceptionPage code={404} /> },
    ],
  },
];

const useDocumentTitle = (pathname: string, menuRoutes: readonly MenuRoute[]): void => {
  const { t, i18n } = useTranslation('common');
  const language = isLanguage(i18n.language) ? i18n.language : 'zh_CN';
  useEffect(() => {
    if (pathname.startsWith('/redirect/')) return;
    const route = matchMenuRoute(pathname, menuRoutes);
    // A path that is neither served nor public shows the 404 page, and its title.
    const pattern =
      route?.path ??
      (pathname in publicPages || pathname in EXCEPTION_PATHS ? pathname : menuRoutes.length ? '/404' : null);
    const title = pattern ? routeTitleOf(pattern, language, route?.title) : undefined;
    document.title = documentTitleOf(title, t('platformName'));
  }, [pathname, menuRoutes, language, t]);
};

/**
 * The navigation guard and the routes (spec section 2): every location passes decideNavigation;
 * with a token the profile and menus are loaded first, then the served menu becomes routes.
 */
export const AppRoutes = () => {
  const location = useLocation();
  const token = useSessionStore((state) => state.token);
  const status = useSessionStore((state) => state.status);
  const menus = useSessionStore((state) => state.menus);
  const partnerState = useSessionStore((state) => state.user?.partnerState);
  const load = useSessionStore((state) => state.load);
  const signedOut = useSessionStore((state) => state.signedOut);

  const menuRoutes = useMemo(() => routesOfMenus(menus), [menus]);
  const homePath = useMemo(() => homePathOf(menus), [menus]);
  const table = useMemo(() => routeTableOf(menuRoutes), [menuRoutes]);
  const element = useRoutes(table, location);

  const decision = decideNavigation({
    path: location.pathname,
    search: location.search,
    hasToken: Boolean(token),
    signedOut,
    sessionReady: status === 'ready',
    partnerState,
    homePath,
  });

  useEffect(() => {
    if (decision.kind === 'load' && status === 'idle') void load();
  }, [decision.kind, status, load]);

  // Arriving at /login with a token clears it (once per navigation, so signing in on the login
  // page itself is not undone before it navigates away).
  const lastLoginVisit = useRef<string | null>(null);
  useEffect(() => {
    if (location.pathname !== '/login' || lastLoginVisit.current === location.key) return;
    lastLoginVisit.current = location.key;
    if (!getToken()) return;
    void logOut().catch(() => undefined);
    useSessionStore.getState().signOut();
  }, [location.pathname, location.key]);

  useDocumentTitle(location.pathname, menuRoutes);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'load') return status === 'error' ? <SessionError /> : <PageLoader full />;

  return (
    <>
      <PageProgress routeKey={location.pathname} />
      <PageErrorBoundary
        resetKey={location.pathname}
        renderError={(error, retry) => <LoadError error={error} onRetry={retry} />}
      >
        <Suspense fallback={<PageLoader full />}>{element}</Suspense>
      </PageErrorBoundary>
    </>
  );
};
