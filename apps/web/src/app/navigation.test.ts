import { describe, expect, it } from 'vitest';
import { afterLoginPath, decideNavigation, landingPathOf, type NavigationInput } from './navigation';

const visit = (path: string, over: Partial<NavigationInput> = {}) =>
  decideNavigation({
    path,
    search: '',
    hasToken: true,
    sessionReady: true,
    partnerState: 1,
    homePath: '/index',
    ...over,
  });

describe('decideNavigation without a token', () => {
  const anonymous = { hasToken: false, sessionReady: false, partnerState: null };

  it('allows the whitelist and /register', () => {
    for (const path of ['/login', '/forget', '/medium', '/register', '/login/result']) {
      expect(visit(path, anonymous)).toEqual({ kind: 'allow' });
    }
  });

  it('sends anything else to /login with the origin path and query in from', () => {
    expect(visit('/order/index', { ...anonymous, search: '?state=2' })).toEqual({
      kind: 'redirect',
      to: '/login?from=%2Forder%2Findex%3Fstate%3D2',
    });
    expect(visit('/404', anonymous)).toEqual({ kind: 'redirect', to: '/login?from=%2F404' });
  });

  it('does not add from after a deliberate logout', () => {
    expect(visit('/order/index', { ...anonymous, signedOut: true })).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('does not add from when the origin is /', () => {
    expect(visit('/', anonymous)).toEqual({ kind: 'redirect', to: '/login' });
  });
});

describe('decideNavigation with a token', () => {
  it('logs out when /login is visited', () => {
    expect(visit('/login')).toEqual({ kind: 'logout' });
  });

  it('loads profile and menus before deciding a private route', () => {
    expect(visit('/index', { sessionReady: false })).toEqual({ kind: 'load' });
    expect(visit('/', { sessionReady: false })).toEqual({ kind: 'load' });
  });

  it('still shows the public pages while the session loads', () => {
    expect(visit('/register', { sessionReady: false })).toEqual({ kind: 'allow' });
  });

  it('redirects / to the home path', () => {
    expect(visit('/')).toEqual({ kind: 'redirect', to: '/index' });
    expect(visit('/', { homePath: '/ucenter/profile' })).toEqual({
      kind: 'redirect',
      to: '/ucenter/profile',
    });
  });

  it('allows the menu routes and leaves unknown paths to the 404 route', () => {
    expect(visit('/ucenter/profile')).toEqual({ kind: 'allow' });
    expect(visit('/no/such/page')).toEqual({ kind: 'allow' });
  });

  it('forces a partner in state 4 to /ucenter/detail', () => {
    expect(visit('/index', { partnerState: 4 })).toEqual({ kind: 'redirect', to: '/ucenter/detail' });
    expect(visit('/', { partnerState: 4 })).toEqual({ kind: 'redirect', to: '/ucenter/detail' });
    expect(visit('/ucenter/detail', { partnerState: 4 })).toEqual({ kind: 'allow' });
  });

  it('sends any other state away from /ucenter/detail to /', () => {
    for (const partnerState of [1, 2, 3]) {
      expect(visit('/ucenter/detail', { partnerState })).toEqual({ kind: 'redirect', to: '/' });
    }
  });
});

describe('afterLoginPath', () => {
  it('goes back to from when it is a path of this site', () => {
    expect(afterLoginPath('/order/index?state=2')).toBe('/order/index?state=2');
  });

  it('goes home without from, or when from points elsewhere or to a public page', () => {
    expect(afterLoginPath(null)).toBe('/');
    expect(afterLoginPath('')).toBe('/');
    expect(afterLoginPath('https://evil.example/')).toBe('/');
    expect(afterLoginPath('//evil.example/')).toBe('/');
    expect(afterLoginPath('/\\evil.example')).toBe('/');
    expect(afterLoginPath('/login?from=/x')).toBe('/');
  });

  it('goes to the given home path instead of the root', () => {
    expect(afterLoginPath(null, '/index')).toBe('/index');
    expect(afterLoginPath('/', '/index')).toBe('/index');
    expect(afterLoginPath('/goods/index', '/index')).toBe('/goods/index');
  });
});

describe('landingPathOf', () => {
  it('lands on the home path, or on the details page in state 4', () => {
    expect(landingPathOf('/index', 1)).toBe('/index');
    expect(landingPathOf('/index', 3)).toBe('/index');
    expect(landingPathOf('/404', 4)).toBe('/ucenter/detail');
  });
});
