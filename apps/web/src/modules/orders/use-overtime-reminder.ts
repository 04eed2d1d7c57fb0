import type { UnconfirmedStats } from '@portal/shared/contracts/orders';
import { todo } from '@portal/shared/contracts/orders.endpoints';
import { useEffect, useRef, useState } from 'react';
import { useCloseOnDialogReset } from '../../app/stores/dialogs.store';
import { api } from '../../shared/http';
import { createOvertimeReminder, type OvertimeReminder } from './overtime-reminder';

/**
 * Runs the overtime-order reminder (spec section 4) while `active`: the stats to show (null when
 * hidden) and the two answers. The flag lives in sessionStorage, as long as the tab's session. The
 * partner's setting 'unconfirmed order reminder' is applied by the server (count 0 when it is off).
 */
export const useOvertimeReminder = (
  active: boolean,
): { stats: UnconfirmedStats | null; later: () => void; processNow: () => void } => {
  const [stats, setStats] = useState<UnconfirmedStats | null>(null);
  const reminder = useRef<OvertimeReminder | null>(null);
  useCloseOnDialogReset(() => setStats(null));

  useEffect(() => {
    if (!active) return;
    const current = createOvertimeReminder({
      fetchStats: () => api(todo.unconfirmedStats, {}, { silent: true }).catch(() => null),
      show: setStats,
      hide: () => setStats(null),
      storage: sessionStorage,
    });
    reminder.current = current;
    current.start();
    return () => {
      current.dispose();
      reminder.current = null;
      setStats(null);
    };
  }, [active]);

  return {
    stats,
    later: () => reminder.current?.later(),
    processNow: () => reminder.current?.processNow(),
  };
};
