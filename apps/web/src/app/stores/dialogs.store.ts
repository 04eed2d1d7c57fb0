import { useEffect, useRef } from 'react';
import { create } from 'zustand';

/**
 * "Close all dialogs" of spec section 8 (0001, 0008): antd's static dialogs close through
 * Modal.destroyAll; dialogs kept open by React state close themselves when `epoch` moves, by
 * calling useCloseOnDialogReset(close).
 */
export const useDialogsStore = create<{ epoch: number }>(() => ({ epoch: 0 }));

export const closeAllDialogs = (): void => useDialogsStore.setState((state) => ({ epoch: state.epoch + 1 }));

/** Calls `close` whenever every dialog must close (session expired or blocked). */
export const useCloseOnDialogReset = (close: () => void): void => {
  const epoch = useDialogsStore((state) => state.epoch);
  const first = useRef(epoch);
  const latest = useRef(close);
  latest.current = close;
  useEffect(() => {
    if (epoch !== first.current) latest.current();
  }, [epoch]);
};
