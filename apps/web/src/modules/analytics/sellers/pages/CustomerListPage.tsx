import { PlusOutlined } from '@ant-design/icons';
import { CustomerSource, SellerState } from '@portal/shared/analytics-states';
import type { CustomerRow } from '@portal/shared/contracts/sellers';
import type { TableColumnsType } from 'antd';
import { Button, Card, Flex, Form, Input, Popconfirm, Select, Tag, Tooltip } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Authorized } from '../../../../shared/Authorized';
import { CountedTabs, useAddressTabs } from '../../../../shared/CountedTabs';
import { DayRangeItem } from '../../../../shared/DateRangeField';
import { EMPTY_VALUE, formatAmount, formatDate } from '../../../../shared/format';
import { PageTable, type PageTableHandle } from '../../../../shared/PageTable';
import { filtersWithDays } from '../../../../shared/search-filters';
import { SellerSelect } from '../../../../shared/selectors/SellerSelect';
import { Text, TextLink } from '../../../../shared/Text';
import { usePermission } from '../../../../shared/use-permission';
import { ExportButton } from '../../../communal/components/ExportButton';
import { AssignDialog } from '../components/AssignDialog';
import { AssignmentHistoryDrawer } from '../components/AssignmentHistoryDrawer';
import { CustomerFormDialog, type CustomerFormTarget } from '../components/CustomerFormDialog';
import {
  type CustomerFilterValues,
  customerExport,
  customerList,
  useCustomerCounts,
  useDeleteCustomer,
  useUnassignCustomers,
} from '../use-sellers';

const TABS = ['assigned', 'unassigned'] as const;
const toFilters = filtersWithDays<CustomerFilterValues>({ period: ['dateFrom', 'dateTo'] });

const CustomerSearchFields = () => {
  const { t } = useTranslation('sellers');
  return (
    <>
      <Form.Item name="name" label={t('customer.keyword')}>
        <Input
          allowClear
          maxLength={100}
          style={{ width: 220 }}
          placeholder={t('customer.keywordPlaceholder')}
        />
      </Form.Item>
      <Form.Item name="sellerId" label={t('customer.seller')}>
        <SellerSelect withNone style={{ width: 180 }} placeholder={t('customer.anySeller')} />
      </Form.Item>
      <Form.Item name="source" label={t('customer.source')}>
        <Select
          allowClear
          style={{ width: 140 }}
          placeholder={t('customer.anySource')}
          options={[CustomerSource.fromOrders, CustomerSource.byHand].map((source) => ({
            value: source,
            label: t(`customer.source_${source}`),
          }))}
        />
      </Form.Item>
      <DayRangeItem name="period" label={t('customer.period')} />
    </>
  );
};

/**
 * /seller/customer: the partner's customers (from orders or added by hand), assigned or not, searched
 * by name, seller, source, with their orders and amount over a chosen period (this month unless
 * chosen; read from the rollups); added and edited in a dialog, assigned or re-assigned one or many
 * at a time (past orders stay credited to the old seller), unassigned, their history in a drawer,
 * hand-added ones without orders deleted, exported.
 */
const CustomerListPage = () => {
  const { t } = useTranslation('sellers');
  const [tab, tabs] = useAddressTabs({
    keys: TABS,
    param: 'tab',
    labels: { all: t('common.all'), of: (key) => t(`customer.tab_${key}`) },
  });
  const counts = useCustomerCounts();
  const table = useRef<PageTableHandle<CustomerFilterValues>>(null);
  const [editing, setEditing] = useState<CustomerFormTarget | null>(null);
  const [assigning, setAssigning] = useState<{ ids: number[]; current?: number | null } | null>(null);
  const [historyOf, setHistoryOf] = useState<CustomerRow | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const unassign = useUnassignCustomers();
  const removal = useDeleteCustomer();
  const canEdit = usePermission().hasAll('seller:edit');
  const quietly = (promise: Promise<unknown>) => promise.catch(() => undefined);
  const [searchParams] = useSearchParams();
  const sellerParam = Number(searchParams.get('sellerId'));
  const initialValues = useMemo(
    () => (Number.isInteger(sellerParam) && sellerParam > 0 ? { sellerId: sellerParam } : undefined),
    [sellerParam],
  );
  const params = useMemo(
    () => ({ assigned: tab === 'assigned' ? true : tab === 'unassigned' ? false : undefined }),
    [tab],
  );

  const columns: TableColumnsType<CustomerRow> = [
    {
      title: t('customer.name'),
      key: 'name',
      width: 240,
      sorter: true,
      render: (_value, row) => (
        <Flex vertical gap={2} align="flex-start">
          <span>{row.name}</span>
          <Flex gap={6} align="center">
            <Tag color={row.source === CustomerSource.byHand ? 'purple' : 'blue'} bordered={false}>
              {t(`customer.source_${row.source}`)}
            </Tag>
            {row.regionName && (
              <Text type="secondary" style={{ fontSize: 12 }}>
                {row.regionName}
              </Text>
            )}
          </Flex>
        </Flex>
      ),
    },
    {
      title: t('customer.seller'),
      key: 'seller',
      width: 120,
      render: (_value, row) =>
        row.sellerId === null ? (
          <Text type="secondary">{t('customer.unassigned')}</Text>
        ) : row.sellerState === SellerState.left ? (
          <Text type="warning">{t('customer.leftSeller', { name: row.sellerName })}</Text>
        ) : (
          row.sellerName
        ),
    },
    {
      title: t('customer.contact'),
      key: 'contact',
      width: 120,
      render: (_value, row) =>
        row.contactName || row.contactPhone ? (
          <Flex vertical gap={2}>
            <span>{row.contactName ?? EMPTY_VALUE}</span>
            <Text type="secondary" style={{ fontSize: 12 }}>
              {row.contactPhone ?? EMPTY_VALUE}
            </Text>
          </Flex>
        ) : (
          EMPTY_VALUE
        ),
    },
    {
      title: t('customer.orders'),
      dataIndex: 'orderCount',
      key: 'orderCount',
      width: 70,
      align: 'right',
    },
    {
      title: t('customer.amount'),
      key: 'orderAmount',
      width: 120,
      align: 'right',
      render: (_value, row) => (
        <Tooltip title={t('customer.ordersOf', { from: row.dateFrom, to: row.dateTo })}>
          <span>¥{formatAmount(row.orderAmount)}</span>
        </Tooltip>
      ),
    },
    {
      title: t('customer.assignedTime'),
      dataIndex: 'assignedTime',
      key: 'assignedTime',
      width: 105,
      render: (value: string | null) => (value ? formatDate(value) : EMPTY_VALUE),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 270,
      fixed: 'right',
      render: (_value, row) => (
        <Flex gap={10}>
          {canEdit && <TextLink onClick={() => setEditing({ customer: row })}>{t('common.edit')}</TextLink>}
          {canEdit && (
            <TextLink onClick={() => setAssigning({ ids: [row.id], current: row.sellerId })}>
              {row.sellerId === null ? t('customer.assign') : t('customer.reassign')}
            </TextLink>
          )}
          {canEdit && row.sellerId !== null && (
            <Popconfirm
              title={t('customer.unassignOneTitle')}
              onConfirm={() => quietly(unassign.mutateAsync({ customerIds: [row.id] }))}
            >
              <TextLink>{t('customer.unassign')}</TextLink>
            </Popconfirm>
          )}
          <TextLink onClick={() => setHistoryOf(row)}>{t('customer.history')}</TextLink>
          {/* Only customers added by hand may go (the server also refuses those orders name). */}
          {canEdit && row.source === CustomerSource.byHand && (
            <Popconfirm
              title={t('customer.deleteTitle')}
              description={t('customer.deleteHint')}
              onConfirm={() => quietly(removal.mutateAsync({ id: row.id }))}
            >
              <TextLink danger>{t('common.delete')}</TextLink>
            </Popconfirm>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <CountedTabs {...tabs} counts={counts} allOf={TABS} />
      <PageTable<CustomerRow, CustomerFilterValues>
        ref={table}
        {...customerList}
        params={params}
        toFilters={toFilters}
        searchInitialValues={initialValues}
        rowKey="id"
        columns={columns}
        tableProps={{
          scroll: { x: 1080 },
          locale: { emptyText: t('customer.emptyList') },
          rowSelection: canEdit
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys as number[]),
                preserveSelectedRowKeys: true,
              }
            : undefined,
        }}
        search={<CustomerSearchFields />}
        toolbar={
          <>
            {selected.length > 0 && (
              <>
                <Text type="secondary">{t('customer.selected', { count: selected.length })}</Text>
                <Button onClick={() => setAssigning({ ids: selected })}>
                  {t('customer.assignSelected')}
                </Button>
                <Popconfirm
                  title={t('customer.unassignTitle', { count: selected.length })}
                  onConfirm={() =>
                    quietly(unassign.mutateAsync({ customerIds: selected }).then(() => setSelected([])))
                  }
                >
                  <Button>{t('customer.unassignSelected')}</Button>
                </Popconfirm>
              </>
            )}
            <Authorized code="seller:edit">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
                {t('customer.add')}
              </Button>
            </Authorized>
            <ExportButton endpoint={customerExport} filters={() => ({ ...table.current?.filters() })} />
          </>
        }
      />
      <CustomerFormDialog target={editing} onClose={() => setEditing(null)} />
      <AssignDialog
        customerIds={assigning?.ids ?? null}
        currentSellerId={assigning?.current}
        onClose={() => setAssigning(null)}
        onDone={() => setSelected([])}
      />
      <AssignmentHistoryDrawer customer={historyOf} onClose={() => setHistoryOf(null)} />
    </Card>
  );
};

export default CustomerListPage;
