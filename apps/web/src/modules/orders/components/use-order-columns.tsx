import type { OrderRow } from '@portal/shared/contracts/orders';
import { type ChecklistStep, OrderState } from '@portal/shared/order-states';
import { Flex } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EMPTY_VALUE, formatAmount, formatDateTime } from '../../../shared/format';
import { CopyButton, Text, TextLink } from '../../../shared/Text';
import { BlockerTags, OrderSourceTag, OrderStateTag, OvertimeTag } from './OrderTags';
import { orderDetailPathOf } from './todo-columns';

type Column = TableColumnsType<OrderRow>[number];

/** A to-do that only repeats the state's own tag (待确认 while awaiting confirmation, 待发货 ...). */
const restatesState = (row: OrderRow, step: ChecklistStep): boolean =>
  (step === 'confirm' && row.state === OrderState.awaitingConfirmation) ||
  (step === 'ship' && row.state === OrderState.awaitingShipment);

/**
 * The columns of the order list, delivery and document screens, by name, so each page picks and
 * orders its own: the order (number, channel, source), customer, receiver, amount, state (with
 * overtime and the partner's to-dos) and the order time. Order time and amount sort on the server.
 * `actions` makes the last column: the page's own links for a row, then the way to its detail.
 */
export const useOrderColumns = (): Record<
  'order' | 'customer' | 'receiver' | 'amount' | 'state' | 'orderTime',
  Column
> & { actions: (width: number, linksOf: (row: OrderRow) => ReactNode) => Column } => {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  return {
    order: {
      title: t('list.orderNo'),
      key: 'orderNo',
      width: 210,
      render: (_value, row) => (
        <Flex vertical gap={2} align="flex-start">
          <Flex gap={4} align="center">
            <Link to={orderDetailPathOf(row.id)}>{row.orderNo}</Link>
            <CopyButton text={row.orderNo} />
          </Flex>
          <Flex gap={4} align="center" wrap>
            <Text type="secondary">{row.channelName ?? t('list.noChannel')}</Text>
            <OrderSourceTag source={row.source} />
          </Flex>
        </Flex>
      ),
    },
    customer: {
      title: t('list.customer'),
      dataIndex: 'customerName',
      key: 'customerName',
      width: 140,
      ellipsis: { showTitle: true },
    },
    receiver: {
      title: t('list.receiver'),
      key: 'receiver',
      width: 170,
      render: (_value, row) => (
        <Flex vertical>
          <span>
            {row.receiverName} {row.receiverPhone}
          </span>
          <Text type="secondary" ellipsis={{ tooltip: row.regionName }} style={{ maxWidth: 150 }}>
            {row.regionName || EMPTY_VALUE}
          </Text>
        </Flex>
      ),
    },
    amount: {
      title: t('list.totalAmount'),
      dataIndex: 'totalAmount',
      key: 'totalAmount',
      align: 'right',
      sorter: true,
      width: 130,
      render: (_value, row) => (
        <Flex vertical align="flex-end">
          <Text strong>{formatAmount(row.totalAmount)}</Text>
          <Text type="secondary" style={{ fontSize: 12 }}>
            {t('list.itemCount', { count: row.itemCount })}
          </Text>
        </Flex>
      ),
    },
    state: {
      title: t('list.stateAndTodo'),
      key: 'state',
      width: 190,
      render: (_value, row) => (
        <Flex vertical gap={4} align="flex-start">
          <Flex gap={4} wrap>
            <OrderStateTag state={row.state} />
            {row.overtime ? <OvertimeTag /> : null}
          </Flex>
          <BlockerTags blockers={row.blockers.filter((step) => !restatesState(row, step))} />
          {row.reason ? (
            <Text type="danger" ellipsis={{ tooltip: row.reason }} style={{ maxWidth: 180 }}>
              {row.reason}
            </Text>
          ) : null}
        </Flex>
      ),
    },
    orderTime: {
      title: t('list.orderTime'),
      dataIndex: 'orderTime',
      key: 'orderTime',
      sorter: true,
      width: 165,
      render: (value: string) => formatDateTime(value),
    },
    actions: (width, linksOf) => ({
      title: t('list.actions'),
      key: 'actions',
      width,
      fixed: 'right',
      render: (_value, row) => (
        <Flex gap={10} wrap>
          {linksOf(row)}
          <TextLink onClick={() => navigate(orderDetailPathOf(row.id))}>{t('list.detail')}</TextLink>
        </Flex>
      ),
    }),
  };
};
