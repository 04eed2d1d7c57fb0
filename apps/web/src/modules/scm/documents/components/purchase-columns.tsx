import type { TableColumnsType } from 'antd';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime } from '../../../../shared/format';
import { CopyButton, Text, TextLink } from '../../../../shared/Text';
import { PurchaseStateTag } from './PurchaseTags';

type Row = {
  id: number;
  purchaseNo: string;
  supplierName: string;
  totalAmount: string;
  itemCount: number;
  state: number;
  createdTime: string;
};
type Column<T> = TableColumnsType<T>[number];

/** The columns the contract, invoice and mailing screens share for a purchase order. */
export const usePurchaseColumns = <T extends Row>(open?: (row: T) => void) => {
  const { t } = useTranslation('purchaseDocuments');
  const order: Column<T> = {
    title: t('purchaseNo'),
    key: 'purchaseNo',
    width: 230,
    render: (_value, row) => (
      <Flex vertical gap={2} align="flex-start">
        <Flex gap={4} align="center">
          {open ? (
            <TextLink onClick={() => open(row)} aria-label={`${t('view')} ${row.purchaseNo}`}>
              {row.purchaseNo}
            </TextLink>
          ) : (
            <Text>{row.purchaseNo}</Text>
          )}
          <CopyButton text={row.purchaseNo} />
        </Flex>
        <Text type="secondary" ellipsis={{ tooltip: row.supplierName }} style={{ maxWidth: 210 }}>
          {row.supplierName}
        </Text>
      </Flex>
    ),
  };
  const amount: Column<T> = {
    title: t('totalAmount'),
    dataIndex: 'totalAmount',
    key: 'totalAmount',
    width: 130,
    align: 'right',
    sorter: true,
    render: (_value, row) => (
      <Flex vertical gap={2} align="flex-end">
        <span>{formatAmount(row.totalAmount)}</span>
        <Text type="secondary">{t('itemCount', { count: row.itemCount })}</Text>
      </Flex>
    ),
  };
  const state: Column<T> = {
    title: t('purchaseState'),
    key: 'state',
    width: 110,
    render: (_value, row) => <PurchaseStateTag state={row.state} />,
  };
  const createdTime: Column<T> = {
    title: t('createdTime'),
    dataIndex: 'createdTime',
    key: 'createdTime',
    width: 170,
    sorter: true,
    render: (value: string) => formatDateTime(value),
  };
  return { order, amount, state, createdTime };
};
