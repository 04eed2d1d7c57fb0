import type { WaitSettlementOrderRow } from '@portal/shared/contracts/orders';
import { Button, Flex, Input, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime } from '../../../shared/format';
import { PageTable } from '../../../shared/PageTable';
import { mergeSelection, orderNoFilterOf } from '../order-select';
import { type WaitSettlementOrderFilter, waitSettlementOrderList } from '../use-todo';

export type OrderSelectMode = 'single' | 'multiple';

export type OrderSelectPanelProps = {
  mode: OrderSelectMode;
  /** The spec's filter; the server lists the caller's own partner's orders whatever is sent. */
  partnerId?: number;
  /** Multi-select: the orders chosen so far (kept across pages and searches). */
  selected?: readonly WaitSettlementOrderRow[];
  onSelectedChange?: (rows: WaitSettlementOrderRow[]) => void;
  /** Single-select: the order whose Select link was clicked. */
  onPick?: (row: WaitSettlementOrderRow) => void;
};

/**
 * The body of the order selection dialog (spec section 2): search by order number (trimmed,
 * clearable) with a Query button, and the wait-settlement orders with order number, order time,
 * order amount and customer name; ticks in multi-select mode, a Select link per row in single mode.
 */
export const OrderSelectPanel = ({
  mode,
  partnerId,
  selected = [],
  onSelectedChange,
  onPick,
}: OrderSelectPanelProps) => {
  const { t } = useTranslation('orders');
  const [input, setInput] = useState('');
  const [orderNo, setOrderNo] = useState<string | undefined>();
  const pageRows = useRef<WaitSettlementOrderRow[]>([]);

  const query = (value: string) => {
    setInput(value);
    setOrderNo(orderNoFilterOf(value));
  };

  const columns = useMemo<TableColumnsType<WaitSettlementOrderRow>>(() => {
    const list: TableColumnsType<WaitSettlementOrderRow> = [
      { title: t('selection.orderNo'), dataIndex: 'orderNo', key: 'orderNo', width: 200 },
      {
        title: t('selection.orderTime'),
        dataIndex: 'orderTime',
        key: 'orderTime',
        width: 180,
        render: (value: string) => formatDateTime(value),
      },
      {
        title: t('selection.orderAmount'),
        dataIndex: 'orderAmount',
        key: 'orderAmount',
        width: 150,
        align: 'right',
        render: (value: string) => formatAmount(value),
      },
      {
        title: t('selection.outstandingAmount'),
        dataIndex: 'outstandingAmount',
        key: 'outstandingAmount',
        width: 150,
        align: 'right',
        render: (value: string) => <strong>{formatAmount(value)}</strong>,
      },
      { title: t('selection.companyName'), dataIndex: 'companyName', key: 'companyName', ellipsis: true },
    ];
    if (mode === 'single') {
      list.push({
        title: t('selection.actions'),
        key: 'actions',
        width: 80,
        align: 'center',
        render: (_value, row) => (
          <Typography.Link onClick={() => onPick?.(row)}>{t('selection.select')}</Typography.Link>
        ),
      });
    }
    return list;
  }, [mode, onPick, t]);

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} align="center" wrap>
        <Typography.Text>{t('selection.orderNo')}</Typography.Text>
        <Input
          value={input}
          allowClear
          placeholder={t('selection.orderNoPlaceholder')}
          style={{ width: 260 }}
          onChange={(event) => setInput(event.target.value)}
          // The clear icon empties the field: every order is listed again.
          onClear={() => query('')}
          onPressEnter={() => query(input)}
        />
        <Button type="primary" onClick={() => query(input)}>
          {t('selection.query')}
        </Button>
      </Flex>
      <PageTable<WaitSettlementOrderRow, WaitSettlementOrderFilter>
        queryKey={waitSettlementOrderList.queryKey}
        request={async (params, options) => {
          const page = await waitSettlementOrderList.request(params, options);
          pageRows.current = page.data;
          return page;
        }}
        params={{ orderNo, partnerId }}
        rowKey="id"
        columns={columns}
        tableProps={{
          size: 'small',
          scroll: { y: 420 },
          rowSelection:
            mode === 'multiple'
              ? {
                  selectedRowKeys: selected.map((row) => row.id),
                  preserveSelectedRowKeys: true,
                  onChange: (keys) => onSelectedChange?.(mergeSelection(selected, pageRows.current, keys)),
                }
              : undefined,
        }}
      />
    </Flex>
  );
};
