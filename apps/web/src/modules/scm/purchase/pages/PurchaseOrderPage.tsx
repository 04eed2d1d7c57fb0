import type { PurchaseDetail, PurchaseRow } from '@portal/shared/contracts/purchase';
import { PURCHASE_STATES, PurchaseState } from '@portal/shared/scm-states';
import { Card, Flex, Form, Input } from 'antd';
import type { TableColumnsType } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountedTabs, useStateTabs } from '../../../../shared/CountedTabs';
import { DayRangeItem } from '../../../../shared/DateRangeField';
import { formatAmount } from '../../../../shared/format';
import { PageTable, type PageTableHandle } from '../../../../shared/PageTable';
import { filtersWithDays } from '../../../../shared/search-filters';
import { SupplierSelect } from '../../../../shared/selectors/SupplierSelect';
import { dateTimeColumn } from '../../../../shared/table-columns';
import { Text, TextLink } from '../../../../shared/Text';
import { useIdParams } from '../../../../shared/use-id-params';
import { ExportButton } from '../../../communal/components/ExportButton';
import { type CancelTarget, CancelPurchaseDialog } from '../components/CancelPurchaseDialog';
import { DraftEditDialog } from '../components/DraftEditDialog';
import { PurchaseDrawer } from '../components/PurchaseDrawer';
import { DocumentStateTag, PurchaseStateTag } from '../components/PurchaseTags';
import { SignCodeDialog, type SignCodeTarget } from '../components/SignCodeDialog';
import {
  type PurchaseFilterValues,
  purchaseExport,
  purchaseList,
  usePurchaseStateCounts,
} from '../use-purchase';

const toFilters = filtersWithDays<PurchaseFilterValues>({ created: ['dateFrom', 'dateTo'] });

/**
 * /purchase/order: the partner's purchase orders by state (the kept counts), searched by number,
 * supplier, channel order and creation day, exported; the detail drawer (`?id=`) edits, submits and
 * cancels drafts and receives deliveries with their sign codes.
 */
const PurchaseOrderPage = () => {
  const { t } = useTranslation('purchase');
  const [state, tabs] = useStateTabs(PURCHASE_STATES, {
    all: t('common.all'),
    of: (key) => t(`state_${key}`),
  });
  const counts = usePurchaseStateCounts();
  const table = useRef<PageTableHandle<PurchaseFilterValues>>(null);
  const [{ id: openId }, setIds] = useIdParams('id');
  const open = (id: number | undefined) => setIds({ id });
  const [editing, setEditing] = useState<PurchaseDetail | null>(null);
  const [cancelling, setCancelling] = useState<CancelTarget | null>(null);
  const [entering, setEntering] = useState<SignCodeTarget | null>(null);

  const columns: TableColumnsType<PurchaseRow> = [
    {
      title: t('common.purchaseNo'),
      key: 'purchaseNo',
      width: 180,
      render: (_value, row) => <TextLink onClick={() => open(row.id)}>{row.purchaseNo}</TextLink>,
    },
    {
      title: t('common.supplier'),
      dataIndex: 'supplierName',
      key: 'supplierName',
      width: 220,
      ellipsis: true,
    },
    {
      title: t('order.state'),
      key: 'state',
      width: 130,
      render: (_value, row) => <PurchaseStateTag state={row.state} />,
    },
    {
      title: t('order.totalAmount'),
      key: 'totalAmount',
      dataIndex: 'totalAmount',
      width: 130,
      align: 'right',
      sorter: true,
      render: (value: string) => `¥${formatAmount(value)}`,
    },
    { title: t('order.itemCount'), dataIndex: 'itemCount', key: 'itemCount', width: 90, align: 'center' },
    {
      title: t('order.receiver'),
      key: 'receiver',
      width: 150,
      render: (_value, row) => (
        <Flex vertical>
          <span>{row.receiverName}</span>
          <Text type="secondary" style={{ fontSize: 12 }}>
            {row.receiverPhone}
          </Text>
        </Flex>
      ),
    },
    {
      title: t('order.documents'),
      key: 'documents',
      width: 210,
      render: (_value, row) => (
        <Flex gap={4} wrap>
          <DocumentStateTag state={row.contractState} />
          <DocumentStateTag state={row.invoiceState} />
        </Flex>
      ),
    },
    {
      title: t('order.salesOrderNo'),
      key: 'salesOrderNo',
      width: 170,
      render: (_value, row) => row.salesOrderNo ?? '-',
    },
    dateTimeColumn<PurchaseRow>(t('common.createdTime'), 'createdTime', 170),
    {
      title: t('common.actions'),
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_value, row) => (
        <Flex gap={12} wrap>
          <TextLink onClick={() => open(row.id)}>
            {row.state === PurchaseState.draft
              ? t('order.edit')
              : row.state === PurchaseState.shipped
                ? t('order.enterCode')
                : t('common.detail')}
          </TextLink>
          {row.state === PurchaseState.draft || row.state === PurchaseState.submitted ? (
            <TextLink danger onClick={() => setCancelling(row)}>
              {t('common.cancel')}
            </TextLink>
          ) : null}
        </Flex>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <CountedTabs {...tabs} counts={counts} />
      <PageTable<PurchaseRow, PurchaseFilterValues>
        ref={table}
        {...purchaseList}
        params={{ state }}
        toFilters={toFilters}
        rowKey="id"
        columns={columns}
        tableProps={{ scroll: { x: 1560 }, locale: { emptyText: t('order.empty') } }}
        search={
          <>
            <Form.Item name="purchaseNo" label={t('common.purchaseNo')}>
              <Input allowClear maxLength={30} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="supplierId" label={t('common.supplier')}>
              <SupplierSelect style={{ width: 220 }} />
            </Form.Item>
            <Form.Item name="salesOrderNo" label={t('order.salesOrderNo')}>
              <Input allowClear maxLength={40} style={{ width: 200 }} />
            </Form.Item>
            <DayRangeItem name="created" label={t('common.createdRange')} />
          </>
        }
        toolbar={<ExportButton endpoint={purchaseExport} filters={() => ({ ...table.current?.filters() })} />}
      />
      <PurchaseDrawer
        id={openId}
        onClose={() => open(undefined)}
        onEdit={setEditing}
        onCancel={setCancelling}
        onEnterCode={setEntering}
      />
      {/* Mounted when opened, so that they open above the drawer they may be opened from. */}
      {editing ? <DraftEditDialog draft={editing} onClose={() => setEditing(null)} /> : null}
      {cancelling ? <CancelPurchaseDialog target={cancelling} onClose={() => setCancelling(null)} /> : null}
      {entering ? <SignCodeDialog target={entering} onClose={() => setEntering(null)} /> : null}
    </Card>
  );
};

export default PurchaseOrderPage;
