import type { OrderEvent } from '@portal/shared/contracts/orders';
import { Flex, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';

/** Every change of the order, newest first: what happened, the state it moved to, who and when. */
export const OrderTimeline = ({ events }: { events: readonly OrderEvent[] }) => {
  const { t } = useTranslation('orders');
  const newestFirst = [...events].sort(
    (a, b) => Date.parse(b.createdTime) - Date.parse(a.createdTime) || b.id - a.id,
  );
  return (
    <Timeline
      items={newestFirst.map((event, index) => ({
        key: event.id,
        color: index === 0 ? 'blue' : 'gray',
        content: (
          <Flex vertical gap={2}>
            <Flex gap={8} align="baseline" wrap>
              <Typography.Text strong>
                {t(`detail.action_${event.action}`, { defaultValue: event.action })}
              </Typography.Text>
              {event.stateTo !== null ? (
                <Typography.Text type="secondary">
                  {event.stateFrom !== null ? `${t(`state.order_${event.stateFrom}`)} → ` : ''}
                  {t(`state.order_${event.stateTo}`)}
                </Typography.Text>
              ) : null}
            </Flex>
            {event.detail ? <Typography.Text>{event.detail}</Typography.Text> : null}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatDateTime(event.createdTime)} · {event.operator ?? t('detail.system')}
            </Typography.Text>
          </Flex>
        ),
      }))}
    />
  );
};
