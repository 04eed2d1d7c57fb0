import { PARTNER_STATE_BLOCKED } from '@portal/shared/constants';

/** Spec section 2: the routes that need no login per settings. */
export const WHITELIST: readonly string[] = ['/login', '/forget', '/medium'];
/** Also reachable without a token: registration and its result page. */
export const OPEN_PATHS: readonly string[] = [...WHITELIST, '/register', '/login/result'];
/** The forced page of a partner in state 4 (spec section 4). */
export const PARTNER_DETAIL_PATH = '/ucenter/detail';

export type NavigationInput = {
  /** location.pathname */
  path: string;
  /** location.search, with its '?' (or '') */
  search: string;
  hasToken: boolean;
  /** The user has just logged out: back to /login without `from`. */
  signedOut?: boolean;
  /** Whether profile and menus have been loaded for the token. */
  sessionReady: boolean;
  partnerState?: number | null;
  /** The first menu leaf ('/index' when served). */
  homePath: string;
};

export type NavigationDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** Visiting /login with a token: clear the token, then show the login page. */
  | { kind: 'logout' }
  /** A token but no profile/menus yet: load them first. */
  | { kind: 'load' };

const isOpen = (path: string): boolean => OPEN_PATHS.includes(path);

/**
 * The navigation rules of spec sections 2 and 4, as one pure function of where the user goes and
 * what the session knows.
 */
export const decideNavigation = (input: NavigationInput): NavigationDecision => {
  const { path, search, hasToken } = input;
  if (!hasToken) {
    if (isOpen(path)) return { kind: 'allow' };
    if (path === '/' || input.signedOut) return { kind: 'redirect', to: '/login' };
    return { kind: 'redirect', to: `/login?from=${encodeURIComponent(path + search)}` };
  }
  if (path === '/login') return { kind: 'logout' };
  if (isOpen(path)) return { kind: 'allow' };
  if (!input.sessionReady) return { kind: 'load' };
  if (input.partnerState === PARTNER_STATE_BLOCKED) {
    return path === PARTNER_DETAIL_PATH ? { kind: 'allow' } : { kind: 'redirect', to: PARTNER_DETAIL_PATH };
  }
  if (path === PARTNER_DETAIL_PATH) return { kind: 'redirect', to: '/' };
  if (path === '/') return { kind: 'redirect', to: input.homePath };
  return { kind: 'allow' };
};

/**
 * Where to go after login: the `from` query when it is a path of this site (never another origin,
 * never back to the public pages), else the home path.
 */
export const afterLoginPath = (from: string | null | undefined, homePath = '/'): string => {
  if (!from?.startsWith('/') || from.startsWith('//') || from.includes('\\')) return homePath;
  const path = from.split(/[?#]/)[0];
  if (isOpen(path) || path === '/') return homePath;
  return from;
};

/**
 * The home a signed-in user lands on (spec sections 2 and 4): the details page for a partner in
 * state 4, else the menu's home path. Signing in goes there directly, so the address never shows
 * the root on the way.
 */
export const landingPathOf = (homePath: string, partnerState?: number | null): string =>
  partnerState === PARTNER_STATE_BLOCKED ? PARTNER_DETAIL_PATH : homePath;
