import { formatQuantity } from '../../../orders/order-quantity';
import {
  TRANSACTION_KINDS,
  type TransactionFilter,
  type TransactionGrouping,
  type TransactionGroupRow,
  type TransactionRow,
} from '@portal/shared/contracts/scm-transactions';
import { Alert, Button, Card, Flex, Form, Input, Select, Statistic, Tabs, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DayRangeItem } from '../../../../shared/DateRangeField';
import { EMPTY_VALUE, formatAmount, formatDateTime } from '../../../../shared/format';
import { PageTable } from '../../../../shared/PageTable';
import { SupplierSelect } from '../../../../shared/selectors/SupplierSelect';
import { filtersWithDays } from '../../../../shared/search-filters';
import { Text } from '../../../../shared/Text';
import { ExportButton } from '../../../communal/components/ExportButton';
import { MarginText, rateText } from '../components/MarginText';
import {
  transactionExport,
  transactionGroupExport,
  transactionGroupList,
  transactionList,
  useTransactionSums,
} from '../use-transactions';

type View = 'detail' | TransactionGrouping;
const VIEWS: readonly View[] = ['detail', 'supplier', 'goods', 'month'];
const toFilters = filtersWithDays<TransactionFilter>({ period: ['dateFrom', 'dateTo'] });

/** An amount with its unit price under it ('-' on a purchase not sold). */
const AmountWithPrice = ({ amount, price }: { amount: string | null; price: string | null }) =>
  amount === null ? (
    <>{EMPTY_VALUE}</>
  ) : (
    <Flex vertical gap={2} align="flex-end">
      <span>{formatAmount(amount)}</span>
      <Text type="secondary" style={{ fontSize: 12 }}>
        @ {formatAmount(price)}
      </Text>
    </Flex>
  );

/** The search form above both views: kind, supplier, goods, order or purchase number, local days. */
const TransactionSearch = ({ onSearch }: { onSearch: (filter: Partial<TransactionFilter>) => void }) => {
  const { t } = useTranslation('scmTransactions');
  const [form] = Form.useForm();
  return (
    <Form
      form={form}
      layout="inline"
      style={{ rowGap: 12 }}
      onFinish={(values) => onSearch(toFilters(values))}
      onReset={() => onSearch({})}
    >
      <Form.Item name="kind" label={t('filter.kind')}>
        <Select
          allowClear
          style={{ width: 120 }}
          placeholder={t('kind.all')}
          options={TRANSACTION_KINDS.map((kind) => ({ value: kind, label: t(`kind.kind_${kind}`) }))}
        />
      </Form.Item>
      <Form.Item name="supplierId" label={t('filter.supplier')}>
        <SupplierSelect style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="goods" label={t('filter.goods')}>
        <Input allowClear maxLength={50} style={{ width: 170 }} placeholder={t('filter.goodsPlaceholder')} />
      </Form.Item>
      <Form.Item name="documentNo" label={t('filter.documentNo')}>
        <Input
          allowClear
          maxLength={40}
          style={{ width: 180 }}
          placeholder={t('filter.documentNoPlaceholder')}
        />
      </Form.Item>
      <DayRangeItem name="period" label={t('filter.period')} />
      <Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit">
            {t('filter.search')}
          </Button>
          <Button htmlType="reset">{t('filter.reset')}</Button>
        </Flex>
      </Form.Item>
    </Form>
  );
};

/** The exact sums of what the filter selects. */
const TransactionSumsBar = ({ filter }: { filter: Partial<TransactionFilter> }) => {
  const { t } = useTranslation('scmTransactions');
  const { data } = useTransactionSums(filter);
  const amount = (value: string | undefined) => (value === undefined ? EMPTY_VALUE : formatAmount(value));
  return (
    <Flex vertical gap={8}>
      <Flex gap={40} wrap>
        <Statistic title={t('sums.count')} value={data?.count ?? EMPTY_VALUE} />
        <Statistic title={t('sums.costAmount')} value={amount(data?.costAmount)} prefix="¥" />
        <Statistic title={t('sums.saleAmount')} value={amount(data?.saleAmount)} prefix="¥" />
        <Statistic
          title={t('sums.margin')}
          value={amount(data?.margin)}
          prefix="¥"
          styles={{
            content: { fontWeight: 600, color: data?.margin.startsWith('-') ? '#cf1322' : '#389e0d' },
          }}
        />
        <Statistic title={t('sums.marginRate')} value={data ? rateText(data.marginRate) : EMPTY_VALUE} />
      </Flex>
      {filter.kind ? null : <Alert type="info" showIcon message={t('sums.hint')} />}
    </Flex>
  );
};

const useDetailColumns = (): TableColumnsType<TransactionRow> => {
  const { t } = useTranslation('scmTransactions');
  return [
    {
      title: t('column.occurredTime'),
      dataIndex: 'occurredTime',
      key: 'occurredTime',
      width: 150,
      render: (value: string) => formatDateTime(value),
    },
    {
      title: t('column.kind'),
      key: 'kind',
      width: 70,
      render: (_value, row) => (
        <Tag color={row.kind === 2 ? 'green' : 'blue'}>{t(`kind.kind_${row.kind}`)}</Tag>
      ),
    },
    {
      title: t('column.goods'),
      key: 'goods',
      width: 170,
      render: (_value, row) => (
        <Flex vertical gap={2}>
          <Text ellipsis>{row.goodsName}</Text>
          <Text type="secondary" style={{ fontSize: 12 }}>
            {row.spec}
          </Text>
        </Flex>
      ),
    },
    {
      title: t('column.supplier'),
      dataIndex: 'supplierName',
      key: 'supplier',
      width: 140,
      ellipsis: { showTitle: true },
    },
    {
      title: t('column.quantity'),
      dataIndex: 'quantity',
      key: 'quantity',
      width: 80,
      align: 'right',
      render: (value: string) => formatQuantity(value),
    },
    {
      title: t('column.costAmount'),
      key: 'costAmount',
      width: 110,
      align: 'right',
      render: (_value, row) => <AmountWithPrice amount={row.costAmount} price={row.costPrice} />,
    },
    {
      title: t('column.saleAmount'),
      key: 'saleAmount',
      width: 110,
      align: 'right',
      render: (_value, row) => <AmountWithPrice amount={row.saleAmount} price={row.salePrice} />,
    },
    {
      title: t('column.marginWithRate'),
      key: 'margin',
      width: 110,
      align: 'right',
      render: (_value, row) =>
        row.margin === null ? (
          <MarginText value={null} />
        ) : (
          <Flex vertical gap={2} align="flex-end">
            <MarginText value={row.margin} />
            <Text type="secondary" style={{ fontSize: 12 }}>
              {rateText(row.marginRate)}
            </Text>
          </Flex>
        ),
    },
    {
      title: t('column.documents'),
      key: 'documents',
      width: 180,
      render: (_value, row) => (
        <Flex vertical gap={2} align="flex-start">
          {row.salesOrderId ? <Link to={`/order/detail/${row.salesOrderId}`}>{row.salesOrderNo}</Link> : null}
          {row.purchaseOrderId ? (
            <Link to={`/purchase/order?id=${row.purchaseOrderId}`}>{row.purchaseNo}</Link>
          ) : null}
        </Flex>
      ),
    },
  ];
};

const useGroupColumns = (view: TransactionGrouping): TableColumnsType<TransactionGroupRow> => {
  const { t } = useTranslation('scmTransactions');
  const sum = (key: 'costAmount' | 'saleAmount', title: string) => ({
    title,
    dataIndex: key,
    key,
    width: 140,
    align: 'right' as const,
    sorter: true,
    render: (value: string) => formatAmount(value),
  });
  return [
    {
      title: t(`column.group_${view}`),
      key: 'key',
      sorter: view === 'month',
      ellipsis: { showTitle: true },
      render: (_value, row) => row.name,
    },
    { title: t('column.count'), dataIndex: 'count', key: 'count', width: 90, align: 'right' },
    {
      title: t('column.quantity'),
      dataIndex: 'quantity',
      key: 'quantity',
      width: 110,
      align: 'right',
      render: (value: string) => formatQuantity(value),
    },
    sum('costAmount', t('column.costAmount')),
    sum('saleAmount', t('column.saleAmount')),
    {
      title: t('column.margin'),
      key: 'margin',
      width: 140,
      align: 'right',
      sorter: true,
      render: (_value, row) => <MarginText value={row.margin} strong />,
    },
    {
      title: t('column.marginRate'),
      key: 'marginRate',
      width: 100,
      align: 'right',
      render: (_value, row) => rateText(row.marginRate),
    },
  ];
};

const GroupTable = ({ view, filter }: { view: TransactionGrouping; filter: Partial<TransactionFilter> }) => {
  const { t } = useTranslation('scmTransactions');
  const columns = useGroupColumns(view);
  return (
    <PageTable<TransactionGroupRow, Partial<TransactionFilter> & { groupBy: TransactionGrouping }>
      {...transactionGroupList}
      params={{ ...filter, groupBy: view }}
      rowKey="key"
      columns={columns}
      tableProps={{ locale: { emptyText: t('empty') } }}
      toolbar={
        <ExportButton endpoint={transactionGroupExport} filters={() => ({ ...filter, groupBy: view })} />
      }
    />
  );
};

/**
 * /scm/transaction (交易记录): every purchase and sale of SCM goods with cost, price and exact margin,
 * searched by kind, supplier, goods, number and local days, with the sums of what is selected; the
 * same summed per supplier, goods or month; both exportable.
 */
const TransactionListPage = () => {
  const { t } = useTranslation('scmTransactions');
  const [filter, setFilter] = useState<Partial<TransactionFilter>>({});
  const [view, setView] = useState<View>('detail');
  const columns = useDetailColumns();
  return (
    <Card variant="borderless">
      <Flex vertical gap={16}>
        <TransactionSearch onSearch={setFilter} />
        <TransactionSumsBar filter={filter} />
        <Tabs
          activeKey={view}
          onChange={(key) => setView(key as View)}
          items={VIEWS.map((key) => ({ key, label: t(`view.${key}`) }))}
        />
        {view === 'detail' ? (
          <PageTable<TransactionRow, Partial<TransactionFilter>>
            {...transactionList}
            params={filter}
            rowKey="id"
            columns={columns}
            tableProps={{ scroll: { x: 1120 }, locale: { emptyText: t('empty') } }}
            toolbar={<ExportButton endpoint={transactionExport} filters={() => filter} />}
          />
        ) : (
          <GroupTable key={view} view={view} filter={filter} />
        )}
      </Flex>
    </Card>
  );
};

export default TransactionListPage;
