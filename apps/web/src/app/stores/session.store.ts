import { create } from 'zustand';
import { SIGN_IN_SESSION_KEYS, StorageKey } from '@portal/shared/constants';
import { type MenuGroup, type Profile, sessionMenus, sessionProfile } from '../../modules/auth/use-auth';
import { type CurrentUser, readStoredUser, useSessionAuthorities } from '../../shared/stored-user';
import { clearToken, getToken, setToken } from '../../shared/token';
import { useTabsStore } from './tabs.store';

export const currentUserOf = (profile: Profile): CurrentUser => ({
  ...profile,
  roles: (profile.roleList ?? []).map((role) => role.roleName),
  authorities: (profile.authorityList ?? []).map((authority) => authority.authorityMark),
});

const writeStoredUser = (user: CurrentUser | null): void => {
  if (user) localStorage.setItem(StorageKey.user, JSON.stringify(user));
  else localStorage.removeItem(StorageKey.user);
};

export type SessionStatus = 'idle' | 'loading' | 'ready' | 'error';

type SessionState = {
  token: string | null;
  user: CurrentUser | null;
  menus: MenuGroup[];
  status: SessionStatus;
  /** Why the profile or menu call failed (shown with a retry). */
  error: string | null;
  /** Logged out on purpose (not expired): the login page gets no `from`. */
  signedOut: boolean;
  /**
   * Fetches the profile and the menus (spec section 2: token -> menus -> dynamic routes). Called
   * again on a ready session (e.g. after the partner's state changed) it refreshes in place.
   */
  load: () => Promise<void>;
  /** Keeps a fresh token (after login) and loads the session. */
  signIn: (token: string, remember: boolean) => Promise<void>;
  /**
   * Forgets token and user locally (the server call is the caller's business). `expired`: the
   * session ended by itself, so the login page keeps `from` to come back.
   */
  signOut: (options?: { expired?: boolean }) => void;
  /** Replaces the user (after a profile edit); localStorage `user` follows. */
  setUser: (user: CurrentUser) => void;
};

let loading: Promise<void> | null = null;

/**
 * The session: token, user and menus. localStorage `user` is written whenever `user` changes, so
 * the spec's permission check (which reads the stored user) and this store always agree.
 */
export const useSessionStore = create<SessionState>((set, get) => ({
  token: getToken(),
  user: getToken() ? readStoredUser() : null,
  menus: [],
  status: 'idle',
  error: null,
  signedOut: false,
  load: () => {
    if (loading) return loading;
    const refreshing = get().status === 'ready';
    if (!refreshing) set({ status: 'loading', error: null });
    loading = Promise.all([sessionProfile(), sessionMenus()])
      .then(([profile, menus]) => {
        const user = currentUserOf(profile);
        writeStoredUser(user);
        set({ user, menus, status: 'ready', error: null });
      })
      .catch((error: unknown) => {
        // The presenter has already logged out on 0001/1111 of the menu call; a failed refresh
        // keeps the session as it was (the presenter showed why).
        if (!getToken() || refreshing) return;
        set({ status: 'error', error: error instanceof Error ? error.message : String(error) });
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  },
  signIn: async (token, remember) => {
    setToken(token, remember);
    set({ token, status: 'idle', menus: [], user: null, signedOut: false });
    await get().load();
  },
  signOut: (options) => {
    clearToken();
    for (const key of SIGN_IN_SESSION_KEYS) sessionStorage.removeItem(key);
    writeStoredUser(null);
    useTabsStore.getState().reset();
    set({
      token: null,
      user: null,
      menus: [],
      status: 'idle',
      error: null,
      signedOut: !options?.expired,
    });
  },
  setUser: (user) => {
    writeStoredUser(user);
    set({ user });
  },
}));

// usePermission (shared/) follows the user's authorities through useSessionAuthorities.
const shareAuthorities = ({ user }: SessionState): void =>
  useSessionAuthorities.setState({ authorities: user?.authorities });
shareAuthorities(useSessionStore.getState());
useSessionStore.subscribe(shareAuthorities);

/** The current user outside React (null when logged out). */
export const currentUser = (): CurrentUser | null => useSessionStore.getState().user;
