import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The permission check reads the `user` kept in localStorage (spec section 6); node has none.
const data = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => data.get(key) ?? null,
  setItem: (key: string, value: string) => void data.set(key, value),
  removeItem: (key: string) => void data.delete(key),
  clear: () => data.clear(),
});
vi.stubGlobal('sessionStorage', {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
  clear: () => undefined,
});

let permission: typeof import('./use-permission');
beforeAll(async () => {
  permission = await import('./use-permission');
});

const storeUser = (authorities: string[] | undefined) =>
  data.set('user', JSON.stringify({ username: 'demo', authorities }));

beforeEach(() => data.clear());

describe('hasPermission / hasAnyPermission (spec section 6)', () => {
  it('needs a single code to be held', () => {
    storeUser(['usercenter:set']);
    expect(permission.hasPermission('usercenter:set')).toBe(true);
    expect(permission.hasPermission('index:notice')).toBe(false);
  });

  it('all-check: every code of the array', () => {
    storeUser(['a', 'b']);
    expect(permission.hasPermission(['a', 'b'])).toBe(true);
    expect(permission.hasPermission(['a', 'c'])).toBe(false);
  });

  it('any-check: at least one code', () => {
    storeUser(['a']);
    expect(permission.hasAnyPermission(['c', 'a'])).toBe(true);
    expect(permission.hasAnyPermission(['c', 'd'])).toBe(false);
  });

  it('passes an empty requirement, even without a user', () => {
    expect(permission.hasPermission([])).toBe(true);
    expect(permission.hasPermission(undefined)).toBe(true);
    expect(permission.hasAnyPermission([])).toBe(true);
  });

  it('fails when the authority list is missing', () => {
    expect(permission.hasPermission('a')).toBe(false);
    storeUser(undefined);
    expect(permission.hasPermission('a')).toBe(false);
    expect(permission.hasAnyPermission(['a'])).toBe(false);
  });

  it('fails on an unreadable stored user', () => {
    data.set('user', '{broken');
    expect(permission.hasPermission('a')).toBe(false);
  });
});
