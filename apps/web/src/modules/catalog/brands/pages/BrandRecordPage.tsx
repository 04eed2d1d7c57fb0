import { BRAND_RECORD_ACTIONS, type BrandRecord } from '@portal/shared/contracts/brand';
import { Card, Flex, Form, Input, Select, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeField } from '../../../../shared/DateRangeField';
import { dateRangeOf, EMPTY_VALUE, formatDateTime } from '../../../../shared/format';
import { PageTable, type PageTableHandle, type SearchValues } from '../../../../shared/PageTable';
import { ExportButton } from '../../../communal/components/ExportButton';
import { type BrandRecordFilter, brandRecordApi } from '../brand.api';
import { BRAND_QUERY_KEY } from '../use-brands';

const toFilters = (values: SearchValues): BrandRecordFilter => {
  const { start, end } = dateRangeOf(values.createdTime as Parameters<typeof dateRangeOf>[0]);
  const brandName = typeof values.brandName === 'string' ? values.brandName.trim() : '';
  return {
    brandName: brandName || undefined,
    action: (values.action as BrandRecordFilter['action']) ?? undefined,
    createdTimeStart: start,
    createdTimeEnd: end,
  };
};

const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? EMPTY_VALUE : String(value);

/** /brand/record: every change of the partner's brands and authorizations, with who made it. */
const BrandRecordPage = () => {
  const { t } = useTranslation('catalog');
  const table = useRef<PageTableHandle<BrandRecordFilter>>(null);

  const columns: TableColumnsType<BrandRecord> = [
    {
      title: t('record.time'),
      dataIndex: 'createdTime',
      key: 'createdTime',
      width: 180,
      sorter: true,
      render: (value: string) => formatDateTime(value),
    },
    { title: t('record.brand'), dataIndex: 'brandName' },
    {
      title: t('record.action'),
      dataIndex: 'action',
      render: (action: string) => t(`record.action_${action}`),
    },
    {
      title: t('record.state'),
      key: 'state',
      render: (_value, row) =>
        row.stateTo === null ? (
          EMPTY_VALUE
        ) : (
          <Flex gap={4} align="center">
            {row.stateFrom === null ? null : (
              <>
                <Tag>{t(`authorization.state_${row.stateFrom}`)}</Tag>→
              </>
            )}
            <Tag color="blue">{t(`authorization.state_${row.stateTo}`)}</Tag>
          </Flex>
        ),
    },
    {
      title: t('record.changes'),
      key: 'changes',
      render: (_value, row) =>
        row.changes ? (
          <Flex vertical>
            {Object.entries(row.changes).map(([field, [before, after]]) => (
              <Typography.Text key={field}>
                {t(`record.field_${field}`)}: {shown(before)} → {shown(after)}
              </Typography.Text>
            ))}
          </Flex>
        ) : (
          EMPTY_VALUE
        ),
    },
    { title: t('record.reason'), dataIndex: 'reason', render: (value) => value || EMPTY_VALUE },
    { title: t('record.operator'), dataIndex: 'operator', render: (value) => value || t('record.platform') },
  ];

  return (
    <Card variant="borderless">
      <PageTable<BrandRecord, BrandRecordFilter>
        ref={table}
        queryKey={[...BRAND_QUERY_KEY, 'records']}
        request={brandRecordApi.page}
        rowKey="id"
        indexColumn
        columns={columns}
        toFilters={toFilters}
        search={
          <>
            <Form.Item name="brandName" label={t('record.brand')}>
              <Input allowClear style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name="action" label={t('record.action')}>
              <Select
                allowClear
                style={{ width: 170 }}
                options={BRAND_RECORD_ACTIONS.map((action) => ({
                  value: action,
                  label: t(`record.action_${action}`),
                }))}
              />
            </Form.Item>
            <Form.Item name="createdTime" label={t('record.createdTime')}>
              <DateRangeField />
            </Form.Item>
          </>
        }
        toolbar={<ExportButton request={() => brandRecordApi.export(table.current?.filters() ?? {})} />}
      />
    </Card>
  );
};

export default BrandRecordPage;
