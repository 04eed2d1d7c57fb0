import type { OrderRow } from '@portal/shared/contracts/orders';
import { Alert, Card, Form, Input } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { PageTable } from '../../../shared/PageTable';
import { ChannelSelect } from '../../../shared/selectors/ChannelSelect';
import { ORDER_DETAIL_PATH, todoColumnsOf } from '../components/todo-columns';
import { OverdueText } from '../components/OverdueText';
import type { OrderFilterValues } from '../use-orders';
import { overtimeOrderList, useServedPaths } from '../use-todo';

/** Past the channel's confirmation limit; the server lists the oldest deadline (longest overdue) first. */
const OVERTIME = { overtime: true } as const;

/**
 * /order/overtime: orders still awaiting confirmation after their channel's confirmation limit,
 * with how long they are overdue; each row opens the order to confirm or refuse it.
 */
const OvertimeOrderPage = () => {
  const { t } = useTranslation('orders');
  const canOpenDetail = useServedPaths().has(ORDER_DETAIL_PATH);

  const columns = useMemo<TableColumnsType<OrderRow>>(() => {
    const c = todoColumnsOf(t, canOpenDetail);
    return [
      c.orderNo,
      {
        title: t('overtime.overdue'),
        key: 'overdue',
        width: 190,
        render: (_value, row) => <OverdueText deadline={row.confirmDeadline} />,
      },
      {
        title: t('overtime.confirmDeadline'),
        dataIndex: 'confirmDeadline',
        key: 'confirmDeadline',
        width: 165,
        render: (value: string | null) => formatDateTime(value),
      },
      c.customer,
      c.amount,
      c.orderTime,
      c.open,
    ];
  }, [t, canOpenDetail]);

  return (
    <Card variant="borderless">
      <Alert type="warning" showIcon title={t('overtime.hint')} style={{ marginBottom: 16 }} />
      <PageTable<OrderRow, OrderFilterValues>
        {...overtimeOrderList}
        params={OVERTIME}
        rowKey="id"
        columns={columns}
        tableProps={{ scroll: { x: 1170 }, locale: { emptyText: t('overtime.empty') } }}
        search={
          <>
            <Form.Item name="orderNo" label={t('todo.orderNo')}>
              <Input allowClear style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="customerName" label={t('todo.customerName')}>
              <Input allowClear style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="channelId" label={t('todo.channel')}>
              <ChannelSelect style={{ width: 180 }} />
            </Form.Item>
          </>
        }
      />
    </Card>
  );
};

export default OvertimeOrderPage;
