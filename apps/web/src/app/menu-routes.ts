import { matchPath } from 'react-router';
import { PARTNER_STATE_BLOCKED } from '@portal/shared/constants';
import type { MenuGroup, MenuLeaf } from '../modules/auth/use-auth';
import { PARTNER_DETAIL_PATH } from './navigation';

/** A route made from a served menu leaf. */
export type MenuRoute = {
  /** The path pattern as served, e.g. '/goods/edit/:id'. */
  path: string;
  /** The served (zh_CN) title; the shell shows the translated one from locales/menu. */
  title: string;
  groupKey: string;
  hidden: boolean;
  hideSider: boolean;
};

/** Spec section 2: pages shown without the footer. */
export const FOOTERLESS_PATHS: readonly string[] = [
  '/system/dictionary',
  '/system/organization',
  '/form/advanced',
  '/example/choose',
];
/** Spec section 2: pages shown without the sidebar. */
export const SIDERLESS_PATHS: readonly string[] = [PARTNER_DETAIL_PATH];
/** Spec section 2: pages that may be open in several tabs at once (one tab per query). */
export const MULTI_TAB_PATHS: readonly string[] = ['/system/user/info'];
/** Preferred home when the menu serves it. */
export const DEFAULT_HOME_PATH = '/index';

const leavesOf = (menus: readonly MenuGroup[]): Array<MenuLeaf & { groupKey: string }> =>
  menus.flatMap((group) => (group.children ?? []).map((leaf) => ({ ...leaf, groupKey: group.key })));

/** Every served leaf becomes a route (hidden ones too: they are reached from lists). */
export const routesOfMenus = (menus: readonly MenuGroup[]): MenuRoute[] => {
  const seen = new Set<string>();
  const routes: MenuRoute[] = [];
  for (const leaf of leavesOf(menus)) {
    if (!leaf.path?.startsWith('/') || seen.has(leaf.path)) continue;
    seen.add(leaf.path);
    routes.push({
      path: leaf.path,
      title: leaf.title,
      groupKey: leaf.groupKey,
      hidden: Boolean(leaf.hidden),
      hideSider: Boolean(leaf.hideSider) || SIDERLESS_PATHS.includes(leaf.path),
    });
  }
  return routes;
};

const isParamPath = (path: string): boolean => path.includes('/:');

/**
 * The home path (spec section 2: no configured home, so the first menu home): '/index' when served,
 * otherwise the first visible leaf without params, otherwise the 404 page.
 */
export const homePathOf = (menus: readonly MenuGroup[]): string => {
  const leaves = leavesOf(menus).filter(
    (leaf) => !isParamPath(leaf.path) && leaf.path !== PARTNER_DETAIL_PATH,
  );
  if (leaves.some((leaf) => leaf.path === DEFAULT_HOME_PATH)) return DEFAULT_HOME_PATH;
  return leaves.find((leaf) => !leaf.hidden)?.path ?? leaves[0]?.path ?? '/404';
};

/**
 * The sider's tree: visible leaves only, empty groups dropped. A partner in state 4 sees nothing
 * but the detail page (spec section 4); any other state never sees that forced page.
 */
export const siderMenusOf = (menus: readonly MenuGroup[], partnerState?: number | null): MenuGroup[] => {
  const blocked = partnerState === PARTNER_STATE_BLOCKED;
  return menus
    .map((group) => ({
      ...group,
      children: (group.children ?? []).filter(
        (leaf) =>
          !leaf.hidden && (blocked ? leaf.path === PARTNER_DETAIL_PATH : leaf.path !== PARTNER_DETAIL_PATH),
      ),
    }))
    .filter((group) => group.children.length > 0);
};

/** The served route a location belongs to (params matched), if any. */
export const matchMenuRoute = (pathname: string, routes: readonly MenuRoute[]): MenuRoute | undefined =>
  routes.find((route) => route.path === pathname) ??
  routes.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);

/** A tab per path; the multi-tab pages get one tab per query string. */
export const tabKeyOf = (pathname: string, search: string): string =>
  MULTI_TAB_PATHS.includes(pathname) ? pathname + search : pathname;
