import { Button, Flex } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ORDER_LIST_PATH, maySeeOrderTodos, todoLinkOf } from '../todo-kinds';
import { useOvertimeReminder } from '../use-overtime-reminder';
import { useServedPaths } from '../use-todo';
import { notification } from '../../../shared/feedback';

const NOTIFICATION_KEY = 'overtime-order-reminder';

/**
 * The overtime-order reminder of spec section 4, mounted once by the shell for users whose menu
 * serves the order routes: a notification with the count of orders past their confirmation limit,
 * 'Later' (asked again after partnerOrderConfirmNoticeTimes hours) and 'Process now' (the orders
 * awaiting confirmation).
 */
export const OvertimeReminder = () => {
  const { t } = useTranslation('todo');
  const navigate = useNavigate();
  const served = useServedPaths();
  const { stats, later, processNow } = useOvertimeReminder(maySeeOrderTodos(served));
  const target = todoLinkOf('confirm', served) ?? `${ORDER_LIST_PATH}?state=2`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the answers act on the running reminder
  useEffect(() => {
    if (!stats) {
      void notification.destroy(NOTIFICATION_KEY);
      return;
    }
    void notification.open({
      key: NOTIFICATION_KEY,
      type: 'warning',
      className: 'overtime-reminder',
      placement: 'bottomRight',
      duration: false,
      closable: false,
      title: t('reminder.title'),
      description: t('reminder.description', { count: stats.count }),
      actions: (
        <Flex gap={8}>
          <Button size="small" onClick={later}>
            {t('reminder.later')}
          </Button>
          <Button
            size="small"
            type="primary"
            onClick={() => {
              processNow();
              void navigate(target);
            }}
          >
            {t('reminder.processNow')}
          </Button>
        </Flex>
      ),
    });
  }, [stats, t, target]);

  useEffect(() => () => void notification.destroy(NOTIFICATION_KEY), []);

  return null;
};
