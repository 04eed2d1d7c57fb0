import { StorageKey } from '@portal/shared/constants';

/**
 * The bearer token lives under `access_token`: in localStorage when the user chose "remember me",
 * otherwise in sessionStorage (spec section 6).
 */
export const getToken = (): string | null =>
  localStorage.getItem(StorageKey.token) ?? sessionStorage.getItem(StorageKey.token);

export const setToken = (token: string, remember: boolean): void => {
  clearToken();
  (remember ? localStorage : sessionStorage).setItem(StorageKey.token, token);
};

/** Replaces the token where it is kept (a renewal keeps the user's remember choice). */
export const replaceToken = (token: string): void => {
  if (localStorage.getItem(StorageKey.token) !== null) localStorage.setItem(StorageKey.token, token);
  else sessionStorage.setItem(StorageKey.token, token);
};

export const clearToken = (): void => {
  localStorage.removeItem(StorageKey.token);
  sessionStorage.removeItem(StorageKey.token);
};
