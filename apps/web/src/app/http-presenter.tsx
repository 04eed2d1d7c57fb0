import { ResultCode } from '@portal/shared/codes';
import { acceptLanguageOf, currentLanguage, i18n } from '../locales';
import { session } from '@portal/shared/contracts/auth.endpoints';
import { configureFeedbackWith, message, modal } from '../shared/feedback';
import { type ApiError, setHttpPresenter } from '../shared/http';
import { closeAllDialogs } from './stores/dialogs.store';
import { useSessionStore } from './stores/session.store';

/**
 * Spec section 8, "the menu call": the menu list, and the profile while the session is loading with
 * it (a later profile call, e.g. from the profile page, gets the dialog like any other call).
 */
// Exact paths (a query string aside): /api/auth/account/profile/update is not the profile call.
const pathOf = (url: string): string => url.split('?')[0];
const isSessionCall = (url: string): boolean =>
  pathOf(url) === session.menus.path ||
  (pathOf(url) === session.profile.path && useSessionStore.getState().status === 'loading');

const t = (key: string): string => i18n.t(key, { ns: 'shell' });

/** antd's Modal and message on first need (shared/feedback): the login page loads without them. */
const toast = (kind: 'error' | 'success', text: string): void => {
  void message[kind](text);
};

/** One expiry dialog and one blocking notice at a time, however many calls fail together. */
let expiredOpen = false;
let blockedOpen = false;

const logOutLocally = (): void => useSessionStore.getState().signOut({ expired: true });

/** 'reload login': forget the session and load /login afresh. */
const reloadLogin = (): void => {
  logOutLocally();
  window.location.assign('/login');
};

const showExpired = (): void => {
  if (expiredOpen) return;
  expiredOpen = true;
  closeAllDialogs();
  void modal.destroyAll();
  void modal.warning({
    title: t('http.prompt'),
    content: t('http.expired'),
    okText: t('http.reloadLogin'),
    closable: false,
    keyboard: false,
    mask: { closable: false },
    onOk: reloadLogin,
  });
};

const showBlocked = (msg: string): void => {
  if (blockedOpen) return;
  blockedOpen = true;
  closeAllDialogs();
  void modal.destroyAll();
  void modal.warning({
    title: t('http.prompt'),
    content: msg,
    footer: null,
    closable: false,
    keyboard: false,
    mask: { closable: false },
  });
};

/**
 * The error catalogue of spec section 8:
 * - 0001: the menu (session) call logs out at once; any other call closes the dialogs and asks to
 *   reload the login page;
 * - 0002: '暂无权限!请联系管理员';
 * - 0008: closes the dialogs and shows the server's message in a warning without any way out;
 * - 1111 and the rest: the server's message as an error (the session call also logs out);
 * - a success message when the caller asked for it.
 */
export const presentHttpError = (error: ApiError, url: string): void => {
  switch (error.code) {
    case ResultCode.notLoggedIn:
      if (isSessionCall(url)) logOutLocally();
      else showExpired();
      return;
    case ResultCode.noPermission:
      toast('error', t('http.noPermission'));
      return;
    case ResultCode.blocked:
      showBlocked(error.message);
      return;
    case ResultCode.failure:
      toast('error', error.message || t('http.failed'));
      if (isSessionCall(url)) logOutLocally();
      return;
    default:
      toast('error', error.message || t('http.failed'));
  }
};

/** Installed once at start (main.tsx), before the first call. */
export const installHttpPresenter = (): void => {
  configureFeedbackWith(() => import('./antd-static'));
  setHttpPresenter({
    onError: presentHttpError,
    onSuccessMessage: (msg) => toast('success', msg),
    language: () => acceptLanguageOf(currentLanguage()),
  });
};
