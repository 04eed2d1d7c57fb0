import type { OrderRow } from '@portal/shared/contracts/orders';
import type { TableColumnsType } from 'antd';
import { Flex } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { EMPTY_VALUE, formatAmount, formatDateTime } from '../../../shared/format';
import { Text } from '../../../shared/Text';
import { OvertimeTag } from './OrderTags';

type Column = TableColumnsType<OrderRow>[number];

/** The order detail route; rows link to it when the user's menu serves it. */
export const ORDER_DETAIL_PATH = '/order/detail/:id';
export const orderDetailPathOf = (id: number): string => ORDER_DETAIL_PATH.replace(':id', String(id));

/**
 * The columns the to-do and overtime lists share: order number (to the detail), customer with the
 * channel below it, amount, order time and the way to the detail. `t` is the orders namespace.
 */
export const todoColumnsOf = (t: TFunction, canOpenDetail: boolean) => {
  const orderNo: Column = {
    title: t('todo.orderNo'),
    dataIndex: 'orderNo',
    key: 'orderNo',
    width: 240,
    render: (_value, row) => (
      <Flex gap={6} align="center" wrap>
        {canOpenDetail ? <Link to={orderDetailPathOf(row.id)}>{row.orderNo}</Link> : row.orderNo}
        {row.overtime ? <OvertimeTag /> : null}
      </Flex>
    ),
  };
  const customer: Column = {
    title: t('todo.customerChannel'),
    dataIndex: 'customerName',
    key: 'customerName',
    width: 210,
    render: (_value, row) => (
      <Flex vertical>
        <Text ellipsis={{ tooltip: row.customerName }}>{row.customerName}</Text>
        <Text type="secondary" style={{ fontSize: 12 }}>
          {row.channelName ?? EMPTY_VALUE}
        </Text>
      </Flex>
    ),
  };
  const amount: Column = {
    title: t('todo.amount'),
    dataIndex: 'totalAmount',
    key: 'totalAmount',
    width: 120,
    align: 'right',
    render: (value: string) => formatAmount(value),
  };
  const orderTime: Column = {
    title: t('todo.orderTime'),
    dataIndex: 'orderTime',
    key: 'orderTime',
    width: 165,
    render: (value: string) => formatDateTime(value),
  };
  const open: Column = {
    title: t('todo.actions'),
    key: 'actions',
    width: 80,
    fixed: 'right',
    render: (_value, row) =>
      canOpenDetail ? (
        <Link to={orderDetailPathOf(row.id)}>{t('todo.handle')}</Link>
      ) : (
        <Text type="secondary">{EMPTY_VALUE}</Text>
      ),
  };
  return { orderNo, customer, amount, orderTime, open };
};
