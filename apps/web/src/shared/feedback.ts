import type { ModalFuncProps, NotificationArgsProps } from 'antd';
import type { Key, ReactNode } from 'react';

/**
 * antd's message, notification and confirm dialogs, for the whole app: its static methods, loaded
 * with the first call (the pages' first load carries none of them), with the current theme and
 * locale (the shell hands over how to configure them: `configureFeedbackWith`, app/antd-static.tsx).
 * Calls made while a module loads run in order, once it is there.
 * The static dialogs are the ones Modal.destroyAll closes (the 0001/0008 presenter, spec section 8).
 */

/** Loads what gives antd's static methods the app's theme and locale; set by the shell at start. */
let configure: () => Promise<unknown> = () => Promise.resolve();

export const configureFeedbackWith = (load: () => Promise<unknown>): void => {
  configure = load;
};

/** A module's default export with the static methods configured, requested once (again after a failure). */
const loader = <T>(load: () => Promise<{ default: T }>) => {
  let loading: Promise<T> | undefined;
  const get = (): Promise<T> => {
    loading ??= Promise.all([load(), configure()]).then(
      ([module]) => module.default,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  /** Whether a call asked for the module already (nothing of it is on screen otherwise). */
  const requested = () => loading !== undefined;
  return { get, requested };
};

const messages = loader(() => import('antd/es/message'));
const notifications = loader(() => import('antd/es/notification'));
const modals = loader(() => import('antd/es/modal'));

type MessageKind = 'success' | 'error' | 'warning' | 'info';

const toast =
  (kind: MessageKind) =>
  (content: ReactNode, duration?: number): Promise<void> =>
    messages.get().then((message) => {
      void message[kind](content, duration);
    });

/** A short message at the top of the page; `duration` in seconds (antd's default 3). */
export const message = {
  success: toast('success'),
  error: toast('error'),
  warning: toast('warning'),
  info: toast('info'),
};

/** A notification in a corner; `key` identifies it for a later `destroy`. */
export const notification = {
  open: (config: NotificationArgsProps): Promise<void> => notifications.get().then((api) => api.open(config)),
  destroy: (key?: Key): Promise<void> =>
    notifications.requested() ? notifications.get().then((api) => api.destroy(key)) : Promise.resolve(),
};

/** Confirmation and warning dialogs; an `onOk` returning a promise keeps OK loading until it settles. */
export const modal = {
  confirm: (config: ModalFuncProps): Promise<void> =>
    modals.get().then((Modal) => {
      Modal.confirm(config);
    }),
  warning: (config: ModalFuncProps): Promise<void> =>
    modals.get().then((Modal) => {
      Modal.warning(config);
    }),
  /** Closes every dialog opened here (none to close when none was asked for). */
  destroyAll: (): Promise<void> =>
    modals.requested() ? modals.get().then((Modal) => Modal.destroyAll()) : Promise.resolve(),
};
