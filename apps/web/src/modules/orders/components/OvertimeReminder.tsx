import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { ORDER_LIST_PATH, maySeeOrderTodos, todoLinkOf } from '../todo-kinds';
import { useOvertimeReminder } from '../use-overtime-reminder';
import { useServedPaths } from '../use-todo';

// The notification (antd's notification, the to-do texts) loads when there are orders to remind of.
const OvertimeNotice = lazy(() => import('./OvertimeNotice').then((m) => ({ default: m.OvertimeNotice })));

/**
 * The overtime-order reminder of spec section 4, mounted once by the shell for users whose menu
 * serves the order routes: a notification with the count of orders past their confirmation limit,
 * 'Later' (asked again after partnerOrderConfirmNoticeTimes hours) and 'Process now' (the orders
 * awaiting confirmation). Asks for the count at start; the notification loads when it is to show.
 */
export const OvertimeReminder = () => {
  const navigate = useNavigate();
  const served = useServedPaths();
  const { stats, later, processNow } = useOvertimeReminder(maySeeOrderTodos(served));
  const target = todoLinkOf('confirm', served) ?? `${ORDER_LIST_PATH}?state=2`;
  if (!stats) return null;
  return (
    <Suspense fallback={null}>
      <OvertimeNotice
        stats={stats}
        onLater={later}
        onProcessNow={() => {
          processNow();
          void navigate(target);
        }}
      />
    </Suspense>
  );
};
