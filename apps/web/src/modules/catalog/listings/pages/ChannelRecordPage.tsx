import { LISTING_RECORD_ACTIONS, type ListingRecord } from '@portal/shared/contracts/listing';
import { Card, Flex, Form, Input, Select, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeField } from '../../../../shared/DateRangeField';
import { dateRangeOf, EMPTY_VALUE, formatDateTime } from '../../../../shared/format';
import { PageTable, type PageTableHandle, type SearchValues } from '../../../../shared/PageTable';
import { ChannelSelect } from '../../../../shared/selectors/ChannelSelect';
import { ExportButton } from '../../../communal/components/ExportButton';
import { type ListingRecordFilter, listingRecordApi } from '../listing.api';
import { ListingStateTag } from '../components/ListingStateTag';
import { LISTING_QUERY_KEY } from '../use-listings';

const toFilters = (values: SearchValues): ListingRecordFilter => {
  const { start, end } = dateRangeOf(values.createdTime as Parameters<typeof dateRangeOf>[0]);
  const goodsName = typeof values.goodsName === 'string' ? values.goodsName.trim() : '';
  return {
    channelId: (values.channelId as number | undefined) ?? undefined,
    goodsName: goodsName || undefined,
    action: (values.action as ListingRecordFilter['action']) ?? undefined,
    createdTimeStart: start,
    createdTimeEnd: end,
  };
};

/** /goods/channel_record: every price and state change of the partner's listings, and who made it. */
const ChannelRecordPage = () => {
  const { t } = useTranslation('catalog');
  const table = useRef<PageTableHandle<ListingRecordFilter>>(null);
  const columns: TableColumnsType<ListingRecord> = [
    {
      title: t('listing.time'),
      dataIndex: 'createdTime',
      key: 'createdTime',
      width: 170,
      sorter: true,
      render: (value: string) => formatDateTime(value),
    },
    { title: t('listing.channel'), dataIndex: 'channelName', width: 100 },
    { title: t('listing.goods'), dataIndex: 'goodsName', ellipsis: true },
    {
      title: t('listing.action'),
      dataIndex: 'action',
      render: (action: string) => t(`listing.action_${action}`),
    },
    {
      title: t('listing.stateChange'),
      key: 'state',
      render: (_value, row) =>
        row.stateTo === null ? (
          EMPTY_VALUE
        ) : (
          <Flex gap={4} align="center">
            {row.stateFrom === null ? null : (
              <>
                <ListingStateTag state={row.stateFrom} />→
              </>
            )}
            <ListingStateTag state={row.stateTo} />
          </Flex>
        ),
    },
    {
      title: t('listing.priceChange'),
      key: 'prices',
      render: (_value, row) =>
        row.prices ? (
          <Flex vertical>
            {Object.entries(row.prices).map(([spec, [before, after]]) => (
              <Typography.Text key={spec}>
                {spec}: {before ?? EMPTY_VALUE} → {after ?? EMPTY_VALUE}
              </Typography.Text>
            ))}
          </Flex>
        ) : (
          EMPTY_VALUE
        ),
    },
    { title: t('listing.reason'), dataIndex: 'reason', render: (value) => value || EMPTY_VALUE },
    {
      title: t('listing.operator'),
      dataIndex: 'operator',
      width: 110,
      render: (value) => value || <Tag>{t('listing.system')}</Tag>,
    },
  ];
  return (
    <Card variant="borderless">
      <PageTable<ListingRecord, ListingRecordFilter>
        ref={table}
        queryKey={[...LISTING_QUERY_KEY, 'records']}
        request={listingRecordApi.page}
        rowKey="id"
        indexColumn
        columns={columns}
        toFilters={toFilters}
        search={
          <>
            <Form.Item name="channelId" label={t('listing.channel')}>
              <ChannelSelect style={{ width: 150 }} />
            </Form.Item>
            <Form.Item name="goodsName" label={t('listing.goodsName')}>
              <Input allowClear style={{ width: 180 }} />
            </Form.Item>
            <Form.Item name="action" label={t('listing.action')}>
              <Select
                allowClear
                style={{ width: 170 }}
                options={LISTING_RECORD_ACTIONS.map((action) => ({
                  value: action,
                  label: t(`listing.action_${action}`),
                }))}
              />
            </Form.Item>
            <Form.Item name="createdTime" label={t('listing.createdTime')}>
              <DateRangeField />
            </Form.Item>
          </>
        }
        toolbar={<ExportButton request={() => listingRecordApi.export(table.current?.filters() ?? {})} />}
      />
    </Card>
  );
};

export default ChannelRecordPage;
