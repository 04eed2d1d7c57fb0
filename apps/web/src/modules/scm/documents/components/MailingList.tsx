import type { MailingRow } from '@portal/shared/contracts/purchase-documents';
import { MailState } from '@portal/shared/scm-states';
import { Alert, Button, Flex, Form, Input, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountedTabs, useStateTabs } from '../../../../shared/CountedTabs';
import { DateRangeField } from '../../../../shared/DateRangeField';
import { formatDateTime } from '../../../../shared/format';
import { PageTable, type PageTableHandle } from '../../../../shared/PageTable';
import { filtersWithDays } from '../../../../shared/search-filters';
import { SupplierSelect } from '../../../../shared/selectors/SupplierSelect';
import { Text, TextLink } from '../../../../shared/Text';
import { ExportButton } from '../../../communal/components/ExportButton';
import { ParcelLogisticsDrawer } from '../../../orders/components/LogisticsDrawer';
import {
  type MailingFilterValues,
  mailingExport,
  mailingList,
  useMailingCounts,
  useMailingLogistics,
} from '../use-purchase-documents';
import { MailingDialog } from './MailingDialog';

const STATES = [MailState.mailed, MailState.delivered] as const;

const toFilters = filtersWithDays<MailingFilterValues>({ mailed: ['mailedFrom', 'mailedTo'] });

/** A mailing's parcel in the orders' logistics drawer. */
const MailingTracking = ({ id, onClose }: { id: number | undefined; onClose: () => void }) => {
  const logistics = useMailingLogistics(id);
  return (
    <ParcelLogisticsDrawer
      open={id !== undefined}
      loading={logistics.isPending}
      trace={logistics.data}
      onClose={onClose}
    />
  );
};

/**
 * The invoice mailings by state (mailed, delivered) with counts, searched by tracking number,
 * purchase number, supplier and day, exported; a new mailing, and each one's tracking.
 */
export const MailingList = () => {
  const { t } = useTranslation('purchaseDocuments');
  const [state, tabs] = useStateTabs(STATES, { all: t('all'), of: (key) => t(`mail.state_${key}`) });
  const counts = useMailingCounts();
  const [creating, setCreating] = useState(false);
  const [tracking, setTracking] = useState<number | undefined>(undefined);
  const table = useRef<PageTableHandle<MailingFilterValues>>(null);

  const columns: TableColumnsType<MailingRow> = [
    {
      title: t('mail.trackingNo'),
      key: 'trackingNo',
      width: 180,
      render: (_value, row) => (
        <Flex vertical gap={2} align="flex-start">
          <Text>{row.trackingNo}</Text>
          <Text type="secondary">{row.expressName}</Text>
        </Flex>
      ),
    },
    {
      title: t('mail.purchaseOrders'),
      key: 'purchaseOrders',
      width: 220,
      render: (_value, row) => (
        <Flex vertical gap={2}>
          <Text ellipsis={{ tooltip: row.supplierName }} style={{ maxWidth: 210 }}>
            {row.supplierName}
          </Text>
          {row.purchaseOrders.map((order) => (
            <Text key={order.id} type="secondary">
              {order.purchaseNo}
            </Text>
          ))}
        </Flex>
      ),
    },
    {
      title: t('mail.receiver'),
      key: 'receiver',
      width: 240,
      render: (_value, row) => (
        <Flex vertical gap={2}>
          <Text>
            {row.receiverName} {row.receiverPhone}
          </Text>
          <Text type="secondary" ellipsis={{ tooltip: row.address }} style={{ maxWidth: 230 }}>
            {row.address}
          </Text>
        </Flex>
      ),
    },
    { title: t('mail.sender'), dataIndex: 'senderName', key: 'senderName', width: 100 },
    {
      title: t('mail.state'),
      key: 'state',
      width: 90,
      render: (_value, row) => (
        <Tag
          color={row.state === MailState.delivered ? 'success' : 'processing'}
          style={{ marginInlineEnd: 0 }}
        >
          {t(`mail.state_${row.state}`)}
        </Tag>
      ),
    },
    {
      title: t('mail.mailedTime'),
      dataIndex: 'mailedTime',
      key: 'mailedTime',
      width: 170,
      sorter: true,
      render: (_value, row) => (
        <Flex vertical gap={2}>
          <span>{formatDateTime(row.mailedTime)}</span>
          {row.deliveredTime ? (
            <Text type="secondary">
              {t('mail.deliveredTime')} {formatDateTime(row.deliveredTime)}
            </Text>
          ) : null}
        </Flex>
      ),
    },
    {
      title: t('actions'),
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_value, row) => (
        <TextLink onClick={() => setTracking(row.id)} aria-label={`${t('mail.track')} ${row.trackingNo}`}>
          {t('mail.track')}
        </TextLink>
      ),
    },
  ];

  return (
    <>
      <Alert type="info" showIcon title={t('mail.intro')} style={{ marginBottom: 8 }} />
      <CountedTabs {...tabs} counts={counts} />
      <PageTable<MailingRow, MailingFilterValues>
        ref={table}
        {...mailingList}
        params={state === undefined ? {} : { state }}
        toFilters={toFilters}
        rowKey="id"
        columns={columns}
        tableProps={{ scroll: { x: 1090 }, locale: { emptyText: t('mail.empty') } }}
        search={
          <>
            <Form.Item name="trackingNo" label={t('mail.trackingNo')}>
              <Input allowClear maxLength={40} style={{ width: 180 }} />
            </Form.Item>
            <Form.Item name="purchaseNo" label={t('purchaseNo')}>
              <Input allowClear maxLength={30} style={{ width: 180 }} />
            </Form.Item>
            <Form.Item name="supplierId" label={t('supplier')}>
              <SupplierSelect placeholder={t('supplierPlaceholder')} style={{ width: 220 }} />
            </Form.Item>
            <Form.Item name="mailed" label={t('mail.mailedRange')}>
              <DateRangeField style={{ width: 250 }} />
            </Form.Item>
          </>
        }
        toolbar={
          <Flex gap={8}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              {t('mail.create')}
            </Button>
            <ExportButton endpoint={mailingExport} filters={() => ({ ...table.current?.filters() })} />
          </Flex>
        }
      />
      <MailingDialog open={creating} onClose={() => setCreating(false)} />
      <MailingTracking id={tracking} onClose={() => setTracking(undefined)} />
    </>
  );
};
