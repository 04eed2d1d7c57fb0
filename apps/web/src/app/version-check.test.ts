import { describe, expect, it } from 'vitest';
import { checkAppVersion } from './version-check';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    clear: () => data.clear(),
  };
};

describe('checkAppVersion (spec section 2, Startup)', () => {
  it('continues when the stored version is the build version', () => {
    const storage = memoryStorage({ appVersion: 'b1', access_token: 't' });
    expect(checkAppVersion(storage, 'b1')).toBe('continue');
    expect(storage.data.get('access_token')).toBe('t');
  });

  it('clears the storage, stores the new version and reloads on a new build', () => {
    const storage = memoryStorage({ appVersion: 'b1', access_token: 't', theme: '{}' });
    expect(checkAppVersion(storage, 'b2')).toBe('reload');
    expect([...storage.data.entries()]).toEqual([['appVersion', 'b2']]);
  });

  it('does not loop: after the reload the versions agree', () => {
    const storage = memoryStorage({ appVersion: 'b1' });
    checkAppVersion(storage, 'b2');
    expect(checkAppVersion(storage, 'b2')).toBe('continue');
  });

  it('stores the version on a first visit without reloading', () => {
    const storage = memoryStorage({ language: 'en' });
    expect(checkAppVersion(storage, 'b1')).toBe('continue');
    expect(storage.data.get('appVersion')).toBe('b1');
  });

  it('does not reload when the storage refuses the write', () => {
    const storage = { getItem: () => 'old', setItem: () => undefined, clear: () => undefined };
    expect(checkAppVersion(storage, 'new')).toBe('continue');
  });
});
