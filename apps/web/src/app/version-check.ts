import { StorageKey } from '@portal/shared/constants';

type VersionStorage = Pick<Storage, 'getItem' | 'setItem' | 'clear'>;

/**
 * Spec section 2, Startup: a build version different from the stored `appVersion` clears local
 * storage, stores the new version and reloads. Returns whether the page must reload. A first visit
 * (nothing stored) clears and stores without a reload: no older build's state is loaded. After the
 * reload the versions are equal, so this never loops; if storage refuses the write, no reload either.
 */
export const checkAppVersion = (storage: VersionStorage, version: string): 'reload' | 'continue' => {
  const stored = storage.getItem(StorageKey.appVersion);
  if (stored === version) return 'continue';
  storage.clear();
  storage.setItem(StorageKey.appVersion, version);
  if (storage.getItem(StorageKey.appVersion) !== version) return 'continue';
  return stored === null ? 'continue' : 'reload';
};

const runStartupCheck = (): boolean => {
  try {
    return checkAppVersion(localStorage, __APP_VERSION__) === 'reload';
  } catch {
    return false;
  }
};

/**
 * Evaluated when this module loads: main.tsx imports it first, so the check runs before any other
 * module (i18n, settings, session) reads local storage.
 */
export const mustReload: boolean = runStartupCheck();
