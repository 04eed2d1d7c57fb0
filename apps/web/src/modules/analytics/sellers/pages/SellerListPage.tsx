import { PlusOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { SellerState } from '@portal/shared/analytics-states';
import type { SellerRow } from '@portal/shared/contracts/sellers';
import type { TableColumnsType } from 'antd';
import { Button, Card, Flex, Form, Input, Popconfirm, Tooltip } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Authorized } from '../../../../shared/Authorized';
import { CountedTabs, useStateTabs } from '../../../../shared/CountedTabs';
import { EMPTY_VALUE, formatAmount } from '../../../../shared/format';
import { PageTable, type PageTableHandle } from '../../../../shared/PageTable';
import { Text, TextLink } from '../../../../shared/Text';
import { usePermission } from '../../../../shared/use-permission';
import { ExportButton } from '../../../communal/components/ExportButton';
import { SellerFormDialog, type SellerFormTarget } from '../components/SellerFormDialog';
import { SellerStateTag } from '../components/SellerStateTag';
import {
  type SellerFilterValues,
  sellerExport,
  sellerList,
  useDeleteSeller,
  useMarkSellerLeft,
  useReactivateSeller,
  useSellerStateCounts,
} from '../use-sellers';

const STATES = [SellerState.active, SellerState.left] as const;

const SellerSearchFields = () => {
  const { t } = useTranslation('sellers');
  return (
    <Form.Item name="name" label={t('seller.keyword')}>
      <Input allowClear maxLength={30} style={{ width: 220 }} placeholder={t('seller.keywordPlaceholder')} />
    </Form.Item>
  );
};

/** A count over its amount, both exact (the month's orders and sales). */
const CountAndAmount = ({ count, amount }: { count: number; amount: string }) => (
  <Flex vertical gap={2} align="flex-end">
    <span>{count}</span>
    <Text type="secondary" style={{ fontSize: 12 }}>
      ¥{formatAmount(amount)}
    </Text>
  </Flex>
);

const withHint = (title: string, hint: string): ReactNode => (
  <Tooltip title={hint}>
    <span>
      {title} <QuestionCircleOutlined style={{ color: 'rgba(0,0,0,0.45)' }} />
    </span>
  </Tooltip>
);

/**
 * /seller/list: the partner's sales staff by state, with their customers and this month's orders
 * and sales credited to them (read from the rollups); added and edited in a dialog (with the account
 * they sign in as), marked left or active again, deleted while nothing is credited to them, exported.
 */
const SellerListPage = () => {
  const { t } = useTranslation('sellers');
  const [state, tabs] = useStateTabs(STATES, { all: t('common.all'), of: (key) => t(`seller.state_${key}`) });
  const counts = useSellerStateCounts();
  const table = useRef<PageTableHandle<SellerFilterValues>>(null);
  const [editing, setEditing] = useState<SellerFormTarget | null>(null);
  const leave = useMarkSellerLeft();
  const reactivate = useReactivateSeller();
  const removal = useDeleteSeller();
  const canEdit = usePermission().hasAll('seller:edit');
  const navigate = useNavigate();
  const quietly = (promise: Promise<unknown>) => promise.catch(() => undefined);

  const columns: TableColumnsType<SellerRow> = [
    {
      title: t('seller.name'),
      dataIndex: 'name',
      key: 'name',
      width: 110,
      sorter: true,
    },
    {
      title: t('seller.contact'),
      key: 'contact',
      width: 190,
      render: (_value, row) =>
        row.phone || row.email ? (
          <Flex vertical gap={2}>
            <span>{row.phone ?? EMPTY_VALUE}</span>
            <Text type="secondary" style={{ fontSize: 12 }}>
              {row.email ?? EMPTY_VALUE}
            </Text>
          </Flex>
        ) : (
          EMPTY_VALUE
        ),
    },
    {
      title: t('seller.account'),
      dataIndex: 'accountName',
      key: 'accountName',
      width: 110,
      render: (value: string | null) => value ?? EMPTY_VALUE,
    },
    {
      title: t('seller.state'),
      key: 'state',
      width: 70,
      render: (_value, row) => <SellerStateTag state={row.state} />,
    },
    {
      title: t('seller.customers'),
      key: 'customerCount',
      width: 80,
      align: 'right',
      render: (_value, row) => (
        <TextLink onClick={() => navigate(`/seller/customer?sellerId=${row.id}`)}>
          {row.customerCount}
        </TextLink>
      ),
    },
    {
      title: withHint(t('seller.monthOrders'), t('seller.monthOrdersHint')),
      key: 'monthOrders',
      width: 120,
      align: 'right',
      render: (_value, row) => <CountAndAmount count={row.monthOrderCount} amount={row.monthOrderAmount} />,
    },
    {
      title: withHint(t('seller.monthSales'), t('seller.monthSalesHint')),
      key: 'monthSales',
      width: 120,
      align: 'right',
      render: (_value, row) => <CountAndAmount count={row.monthDoneCount} amount={row.monthDoneAmount} />,
    },
    {
      title: t('seller.remark'),
      dataIndex: 'remark',
      key: 'remark',
      width: 140,
      ellipsis: true,
      render: (value: string | null) => value ?? EMPTY_VALUE,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 160,
      fixed: 'right',
      render: (_value, row) => {
        if (!canEdit) return EMPTY_VALUE;
        return (
          <Flex gap={10}>
            <TextLink onClick={() => setEditing({ seller: row })}>{t('common.edit')}</TextLink>
            {row.state === SellerState.active ? (
              <Popconfirm
                title={t('seller.leaveTitle')}
                description={<div style={{ maxWidth: 300 }}>{t('seller.leaveIntro')}</div>}
                onConfirm={() => quietly(leave.mutateAsync({ id: row.id }))}
              >
                <TextLink danger>{t('seller.leave')}</TextLink>
              </Popconfirm>
            ) : (
              <Popconfirm
                title={t('seller.reactivateTitle')}
                onConfirm={() => quietly(reactivate.mutateAsync({ id: row.id }))}
              >
                <TextLink>{t('seller.reactivate')}</TextLink>
              </Popconfirm>
            )}
            {row.customerCount > 0 ? (
              <Tooltip title={t('seller.inUseHint')}>
                <TextLink disabled>{t('common.delete')}</TextLink>
              </Tooltip>
            ) : (
              <Popconfirm
                title={t('seller.deleteTitle')}
                description={t('seller.deleteIntro')}
                onConfirm={() => quietly(removal.mutateAsync({ id: row.id }))}
              >
                <TextLink danger>{t('common.delete')}</TextLink>
              </Popconfirm>
            )}
          </Flex>
        );
      },
    },
  ];

  return (
    <Card variant="borderless">
      <CountedTabs {...tabs} counts={counts} />
      <PageTable<SellerRow, SellerFilterValues>
        ref={table}
        {...sellerList}
        params={{ state }}
        rowKey="id"
        columns={columns}
        tableProps={{ scroll: { x: 1100 }, locale: { emptyText: t('seller.emptyList') } }}
        search={<SellerSearchFields />}
        toolbar={
          <>
            <Authorized code="seller:edit">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
                {t('seller.add')}
              </Button>
            </Authorized>
            <ExportButton endpoint={sellerExport} filters={() => ({ ...table.current?.filters() })} />
          </>
        }
      />
      <SellerFormDialog target={editing} onClose={() => setEditing(null)} />
    </Card>
  );
};

export default SellerListPage;
