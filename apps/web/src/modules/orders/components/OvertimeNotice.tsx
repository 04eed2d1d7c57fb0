import type { UnconfirmedStats } from '@portal/shared/contracts/orders';
import { Button, Flex } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notification } from '../../../shared/feedback';

const NOTIFICATION_KEY = 'overtime-order-reminder';

export type OvertimeNoticeProps = {
  stats: UnconfirmedStats;
  /** 'Later': asked again after partnerOrderConfirmNoticeTimes hours. */
  onLater: () => void;
  /** 'Process now': the orders awaiting confirmation. */
  onProcessNow: () => void;
};

/**
 * The overtime-order reminder's notification (spec section 4), loaded when there are orders to
 * remind of (OvertimeReminder): the count of orders past their confirmation limit, 'Later' and
 * 'Process now'; it goes when unmounted.
 */
export const OvertimeNotice = ({ stats, onLater, onProcessNow }: OvertimeNoticeProps) => {
  const { t } = useTranslation('todo');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the answers act on the running reminder
  useEffect(() => {
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
          <Button size="small" onClick={onLater}>
            {t('reminder.later')}
          </Button>
          <Button size="small" type="primary" onClick={onProcessNow}>
            {t('reminder.processNow')}
          </Button>
        </Flex>
      ),
    });
  }, [stats, t]);

  useEffect(() => () => void notification.destroy(NOTIFICATION_KEY), []);

  return null;
};
