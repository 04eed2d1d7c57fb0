import { StorageKey } from '@portal/shared/constants';
import type { UnconfirmedStats } from '@portal/shared/contracts/orders';

/** Spec section 4: the session flag `type`: 0 or missing shows the reminder, 1 after 'Later'. */
export const REMINDER_FLAG_KEY = StorageKey.overtimeReminder;
/** When the countdown after 'Later' ends (epoch ms), so a reload of the tab resumes it. */
export const REMINDER_DUE_KEY = StorageKey.overtimeReminderDue;
/** Spec section 4: 'Later' starts the countdown after 1 s. */
export const LATER_DELAY_MS = 1000;
/** setTimeout's longest delay; longer waits are chained. */
const MAX_TIMEOUT_MS = 2_147_483_647;

/** Spec section 9: the countdown is partnerOrderConfirmNoticeTimes × 3600 s. */
export const countdownMsOf = (hours: number): number => hours * 3600 * 1000;

/** Spec section 4: shown when count > 0 and the flag is 0 or missing. */
export const shouldRemind = (stats: UnconfirmedStats | null, flag: string | null): boolean =>
  stats !== null && stats.count > 0 && (flag === null || flag === '0');

export type ReminderStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type OvertimeReminderDeps = {
  /** Requests the unconfirmed stats; null when the call failed. */
  fetchStats: () => Promise<UnconfirmedStats | null>;
  show: (stats: UnconfirmedStats) => void;
  hide: () => void;
  /** sessionStorage in the browser. */
  storage: ReminderStorage;
  now?: () => number;
};

export type OvertimeReminder = {
  /** After login: requests the stats (or resumes a countdown left running before a reload). */
  start: () => void;
  /** 'Later': flag 1, hidden, and after 1 s a countdown of the stats' hours; then flag 0 and ask again. */
  later: () => void;
  /** 'Process now': hidden (the caller opens the order list); the flag stays as it is. */
  processNow: () => void;
  /** Stops every timer (logout, unmount). */
  dispose: () => void;
};

/**
 * The overtime-order reminder of spec section 4, without UI: when to show, hide and ask again.
 * The flag lives in `storage` under `type`, so it lasts as long as the browser tab's session.
 */
export const createOvertimeReminder = (deps: OvertimeReminderDeps): OvertimeReminder => {
  const now = deps.now ?? Date.now;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;
  let latest: UnconfirmedStats | null = null;

  const schedule = (ms: number, run: () => void) => {
    clearTimeout(timer);
    timer = setTimeout(run, Math.min(Math.max(ms, 0), MAX_TIMEOUT_MS));
  };

  const check = async () => {
    const stats = await deps.fetchStats();
    if (disposed) return;
    latest = stats;
    if (shouldRemind(stats, deps.storage.getItem(REMINDER_FLAG_KEY)) && stats) deps.show(stats);
  };

  const expire = () => {
    deps.storage.setItem(REMINDER_FLAG_KEY, '0');
    deps.storage.removeItem(REMINDER_DUE_KEY);
    void check();
  };

  const waitUntil = (due: number) => {
    const remaining = due - now();
    if (remaining <= 0) expire();
    else schedule(remaining, () => waitUntil(due));
  };

  return {
    start: () => {
      const due = Number(deps.storage.getItem(REMINDER_DUE_KEY));
      if (deps.storage.getItem(REMINDER_FLAG_KEY) === '1' && Number.isFinite(due) && due > 0) waitUntil(due);
      else void check();
    },
    later: () => {
      deps.storage.setItem(REMINDER_FLAG_KEY, '1');
      deps.hide();
      const countdown = countdownMsOf(latest?.partnerOrderConfirmNoticeTimes ?? 0);
      schedule(LATER_DELAY_MS, () => {
        const due = now() + countdown;
        deps.storage.setItem(REMINDER_DUE_KEY, String(due));
        waitUntil(due);
      });
    },
    processNow: () => deps.hide(),
    dispose: () => {
      disposed = true;
      clearTimeout(timer);
    },
  };
};
