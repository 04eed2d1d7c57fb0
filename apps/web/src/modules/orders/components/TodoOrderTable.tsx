import type { DocumentKind, OrderRow } from '@portal/shared/contracts/orders';
import { Flex, Form, Input } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { PageTable } from '../../../shared/PageTable';
import type { TodoKind } from '../todo-kinds';
import type { OrderFilterValues } from '../use-orders';
import { todoOrderList, useServedPaths } from '../use-todo';
import { ORDER_DETAIL_PATH, todoColumnsOf } from './todo-columns';
import { BlockerTags, DocumentStateTag, OrderStateTag } from './OrderTags';
import { OverdueText } from './OverdueText';

const stateOfDocument = (row: OrderRow, kind: DocumentKind) =>
  kind === 'sign' ? row.signState : kind === 'contract' ? row.contractState : row.invoiceState;

/**
 * The orders behind one to-do (one segment of it), oldest first; each row opens the order's detail,
 * where the to-do is done.
 */
export const TodoOrderTable = ({ kind, filter }: { kind: TodoKind; filter: OrderFilterValues }) => {
  const { t } = useTranslation('orders');
  const canOpenDetail = useServedPaths().has(ORDER_DETAIL_PATH);

  const columns = useMemo<TableColumnsType<OrderRow>>(() => {
    const c = todoColumnsOf(t, canOpenDetail);
    const documentKind = filter.documentKind;
    // The state the to-do is about, and the order's other steps that wait on the partner.
    const state: TableColumnsType<OrderRow>[number] = {
      title: documentKind ? t(`todo.documentState_${documentKind}`) : t('todo.state'),
      key: 'state',
      width: 190,
      render: (_value, row) => (
        <Flex vertical gap={4} align="flex-start">
          {documentKind ? (
            <DocumentStateTag state={stateOfDocument(row, documentKind)} />
          ) : (
            <OrderStateTag state={row.state} />
          )}
          <BlockerTags blockers={row.blockers.filter((step) => step !== kind)} />
        </Flex>
      ),
    };
    const deadline: TableColumnsType<OrderRow>[number] = {
      title: t('todo.confirmDeadline'),
      dataIndex: 'confirmDeadline',
      key: 'confirmDeadline',
      width: 180,
      render: (value: string | null, row) => (
        <>
          <div>{formatDateTime(value)}</div>
          {row.overtime ? <OverdueText deadline={value} /> : null}
        </>
      ),
    };
    return [
      c.orderNo,
      c.customer,
      c.amount,
      c.orderTime,
      ...(kind === 'confirm' ? [deadline] : []),
      state,
      c.open,
    ];
  }, [t, canOpenDetail, filter.documentKind, kind]);

  return (
    <PageTable<OrderRow, OrderFilterValues>
      {...todoOrderList}
      params={filter}
      rowKey="id"
      columns={columns}
      tableProps={{ scroll: { x: 1200 }, locale: { emptyText: t('todo.empty') } }}
      search={
        <>
          <Form.Item name="orderNo" label={t('todo.orderNo')}>
            <Input allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="customerName" label={t('todo.customerName')}>
            <Input allowClear style={{ width: 200 }} />
          </Form.Item>
        </>
      }
    />
  );
};
