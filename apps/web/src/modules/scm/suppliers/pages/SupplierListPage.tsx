import { PlusOutlined } from '@ant-design/icons';
import type { SupplierRow } from '@portal/shared/contracts/suppliers';
import { SupplierState } from '@portal/shared/scm-states';
import type { TableColumnsType } from 'antd';
import { Button, Card, Flex, Form, Input, Popconfirm, Tooltip } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountedTabs, useStateTabs } from '../../../../shared/CountedTabs';
import { DateRangeField } from '../../../../shared/DateRangeField';
import { Authorized } from '../../../../shared/Authorized';
import { dateRangeOf, EMPTY_VALUE, formatDate } from '../../../../shared/format';
import { PageTable, type PageTableHandle, type SearchValues } from '../../../../shared/PageTable';
import { LabelSelect } from '../../../../shared/selectors/LabelSelect';
import { ReferrerSelect } from '../../../../shared/selectors/ReferrerSelect';
import { RegionCascader } from '../../../../shared/selectors/RegionCascader';
import { Text, TextLink } from '../../../../shared/Text';
import { useIdParams } from '../../../../shared/use-id-params';
import { usePermission } from '../../../../shared/use-permission';
import { ExportButton } from '../../../communal/components/ExportButton';
import { LabelTags } from '../components/LabelTags';
import { SupplierDrawer } from '../components/SupplierDrawer';
import { SupplierFormDialog, type SupplierFormTarget } from '../components/SupplierFormDialog';
import { SupplierStateTag } from '../components/SupplierStateTag';
import {
  type SupplierFilterValues,
  supplierExport,
  supplierList,
  useDeleteSupplier,
  useDisableSupplier,
  useEnableSupplier,
  useSupplierStateCounts,
} from '../use-suppliers';

const STATES = [SupplierState.active, SupplierState.disabled] as const;

/** The search form as filters: the keyword trimmed, the label and region as one id/code, the period as its bounds. */
const toFilters = ({
  supplierName,
  labelIds,
  region,
  createdTime,
  referrerId,
}: SearchValues): SupplierFilterValues => {
  const { start, end } = dateRangeOf(createdTime as Parameters<typeof dateRangeOf>[0]);
  const codes = region as number[] | undefined;
  return {
    supplierName: (supplierName as string | undefined)?.trim() || undefined,
    labelId: (labelIds as number[] | undefined)?.[0],
    referrerId: (referrerId as number | undefined) ?? undefined,
    regionCode: codes?.length ? String(codes[codes.length - 1]) : undefined,
    createdTimeStart: start,
    createdTimeEnd: end,
  };
};

const SupplierSearchFields = () => {
  const { t } = useTranslation('suppliers');
  return (
    <>
      <Form.Item name="supplierName" label={t('supplier.keyword')}>
        <Input
          allowClear
          maxLength={100}
          style={{ width: 220 }}
          placeholder={t('supplier.keywordPlaceholder')}
        />
      </Form.Item>
      <Form.Item name="labelIds" label={t('supplier.labels')}>
        <LabelSelect maxCount={1} style={{ width: 180 }} placeholder={t('supplier.anyLabel')} />
      </Form.Item>
      <Form.Item name="referrerId" label={t('supplier.referrer')}>
        <ReferrerSelect style={{ width: 180 }} placeholder={t('supplier.anyReferrer')} />
      </Form.Item>
      <Form.Item name="region" label={t('supplier.region')}>
        <RegionCascader level={2} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="createdTime" label={t('supplier.createdTime')}>
        <DateRangeField />
      </Form.Item>
    </>
  );
};

/**
 * /scm/supplier: the partner's suppliers by state, searched by keyword, label, referrer, region and
 * creation date, exported; added and edited in a dialog, disabled and enabled, deleted while no SCM
 * goods or purchase order refers to them; each with its details in a drawer.
 */
const SupplierListPage = () => {
  const { t } = useTranslation('suppliers');
  const [state, tabs] = useStateTabs(STATES, {
    all: t('supplier.all'),
    of: (key) => t(`supplier.state_${key}`),
  });
  const counts = useSupplierStateCounts();
  const table = useRef<PageTableHandle<SupplierFilterValues>>(null);
  const [editing, setEditing] = useState<SupplierFormTarget | null>(null);
  const disable = useDisableSupplier();
  const enable = useEnableSupplier();
  const removal = useDeleteSupplier();
  const canEdit = usePermission().hasAll('scm:edit');
  const [{ id: openId }, setIds] = useIdParams('id');
  const open = (id: number | undefined) => setIds({ id });
  const quietly = (promise: Promise<unknown>) => promise.catch(() => undefined);

  const columns: TableColumnsType<SupplierRow> = [
    {
      title: t('supplier.name'),
      key: 'name',
      width: 210,
      sorter: true,
      render: (_value, row) => (
        <Flex vertical gap={2} align="flex-start">
          <TextLink style={{ textAlign: 'start' }} onClick={() => open(row.id)}>
            {row.name}
          </TextLink>
          <Text type="secondary" style={{ fontSize: 12 }}>
            {row.creditCode ?? EMPTY_VALUE}
          </Text>
        </Flex>
      ),
    },
    {
      title: t('supplier.contact'),
      key: 'contact',
      width: 105,
      render: (_value, row) => (
        <Flex vertical gap={2}>
          <span>{row.contactName}</span>
          <Text type="secondary" style={{ fontSize: 12 }}>
            {row.contactPhone}
          </Text>
        </Flex>
      ),
    },
    {
      title: t('supplier.region'),
      dataIndex: 'regionName',
      key: 'regionName',
      width: 160,
      render: (value: string | null) => value ?? EMPTY_VALUE,
    },
    {
      title: t('supplier.referrer'),
      dataIndex: 'referrerName',
      key: 'referrerName',
      width: 75,
      render: (value: string | null) => value ?? EMPTY_VALUE,
    },
    {
      title: t('supplier.labels'),
      key: 'labels',
      width: 140,
      render: (_value, row) => <LabelTags labels={row.labels} />,
    },
    {
      title: t('supplier.counts'),
      key: 'counts',
      width: 100,
      align: 'center',
      render: (_value, row) => `${row.goodsCount} / ${row.purchaseCount}`,
    },
    {
      title: t('supplier.state'),
      key: 'state',
      width: 70,
      render: (_value, row) => <SupplierStateTag state={row.state} />,
    },
    {
      title: t('supplier.createdTime'),
      dataIndex: 'createdTime',
      key: 'createdTime',
      width: 110,
      sorter: true,
      render: (value: string) => formatDate(value),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_value, row) => {
        if (!canEdit) return <TextLink onClick={() => open(row.id)}>{t('common.detail')}</TextLink>;
        const inUse = row.goodsCount > 0 || row.purchaseCount > 0;
        return (
          <Flex gap={10}>
            <TextLink onClick={() => setEditing({ supplier: row })}>{t('common.edit')}</TextLink>
            {row.state === SupplierState.active ? (
              <Popconfirm
                title={t('supplier.disableTitle')}
                description={t('supplier.disableIntro')}
                onConfirm={() => quietly(disable.mutateAsync({ id: row.id }))}
              >
                <TextLink danger>{t('supplier.disable')}</TextLink>
              </Popconfirm>
            ) : (
              <Popconfirm
                title={t('supplier.enableTitle')}
                onConfirm={() => quietly(enable.mutateAsync({ id: row.id }))}
              >
                <TextLink>{t('supplier.enable')}</TextLink>
              </Popconfirm>
            )}
            {inUse ? (
              <Tooltip title={t('supplier.inUseHint')}>
                <TextLink disabled>{t('common.delete')}</TextLink>
              </Tooltip>
            ) : (
              <Popconfirm
                title={t('supplier.deleteTitle')}
                description={t('supplier.deleteIntro')}
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
      <PageTable<SupplierRow, SupplierFilterValues>
        ref={table}
        {...supplierList}
        params={{ state }}
        toFilters={toFilters}
        rowKey="id"
        columns={columns}
        tableProps={{ scroll: { x: 1140 }, locale: { emptyText: t('supplier.emptyList') } }}
        search={<SupplierSearchFields />}
        toolbar={
          <>
            <Authorized code="scm:edit">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
                {t('supplier.add')}
              </Button>
            </Authorized>
            <ExportButton endpoint={supplierExport} filters={() => ({ ...table.current?.filters() })} />
          </>
        }
      />
      <SupplierFormDialog target={editing} onClose={() => setEditing(null)} />
      <SupplierDrawer id={openId} onClose={() => open(undefined)} />
    </Card>
  );
};

export default SupplierListPage;
