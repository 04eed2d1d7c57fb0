import { StorageKey } from '@portal/shared/constants';
import type { Profile } from '@portal/shared/contracts/auth';
import { create } from 'zustand';

/** The logged-in user as stored under `user`: the profile plus the derived role and authority lists. */
export type CurrentUser = Profile & { roles: string[]; authorities: string[] };

/** The `user` kept in localStorage; null when missing or unreadable. */
export const readStoredUser = (): CurrentUser | null => {
  try {
    const raw = localStorage.getItem(StorageKey.user);
    if (!raw) return null;
    const user = JSON.parse(raw) as CurrentUser;
    return user && typeof user === 'object' ? user : null;
  } catch {
    return null;
  }
};

/**
 * The session user's authorities, for usePermission: the session store (app/stores/session.store.ts)
 * keeps this current, so shared/ reads the session without importing the app shell.
 */
export const useSessionAuthorities = create<{ authorities: string[] | undefined }>(() => ({
  authorities: undefined,
}));
