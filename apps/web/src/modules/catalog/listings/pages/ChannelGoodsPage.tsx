import { PlusOutlined } from '@ant-design/icons';
import { type ListingRow, ListingState } from '@portal/shared/contracts/listing';
import { Button, Card, Empty, Flex, Form, Input, Popconfirm, Select, Tabs, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Authorized } from '../../../../shared/Authorized';
import { EMPTY_VALUE, formatAmount } from '../../../../shared/format';
import { PageTable, type PageTableHandle } from '../../../../shared/PageTable';
import { ExportButton } from '../../../communal/components/ExportButton';
import { dateTimeColumn } from '../../../../shared/table-columns';
import { usePermission } from '../../../../shared/use-permission';
import { GoodsPickerDialog } from '../../goods/components/GoodsPickerDialog';
import { ListingStateTag } from '../components/ListingStateTag';
import {
  type ListingFilterValues,
  listingExport,
  listingList,
  useJoinedChannels,
  useSubmitListing,
  useTakeOffListing,
} from '../use-listings';
import { offeredGoodsColumn } from '../../components/GoodsSummary';
import { StateWithReason } from '../../components/StateWithReason';

const STATES = [
  ListingState.notSubmitted,
  ListingState.pending,
  ListingState.onShelf,
  ListingState.offShelf,
  ListingState.rejected,
];
const EDITABLE: number[] = [ListingState.notSubmitted, ListingState.offShelf, ListingState.rejected];

const priceOf = (row: ListingRow) =>
  row.minPrice === null
    ? EMPTY_VALUE
    : row.minPrice === row.maxPrice
      ? formatAmount(row.minPrice)
      : `${formatAmount(row.minPrice)} ~ ${formatAmount(row.maxPrice)}`;

/** One channel's listings: filters, actions per state, and listing new goods. */
const ChannelListings = ({ channelId }: { channelId: number }) => {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const submission = useSubmitListing();
  const takingOff = useTakeOffListing();
  const { hasAll } = usePermission();
  const [picking, setPicking] = useState(false);
  const table = useRef<PageTableHandle<ListingFilterValues>>(null);
  const mayPrice = hasAll('goods:price');
  const mayChannel = hasAll('goods:channel');

  const submit = (row: ListingRow) => submission.mutateAsync({ id: row.id }).catch(() => undefined);
  const takeOff = (row: ListingRow) => takingOff.mutateAsync({ id: row.id }).catch(() => undefined);

  const columns: TableColumnsType<ListingRow> = [
    offeredGoodsColumn<ListingRow>(t('listing.goods'), 320),
    {
      title: t('listing.channelCategory'),
      dataIndex: 'channelCategoryName',
      render: (value: string | null) => value ?? EMPTY_VALUE,
    },
    { title: t('listing.price'), key: 'price', align: 'right', render: (_value, row) => priceOf(row) },
    {
      title: t('listing.state'),
      key: 'state',
      width: 220,
      render: (_value, row) => (
        <StateWithReason
          tag={<ListingStateTag state={row.state} />}
          reason={row.reason}
          rejected={row.state === ListingState.rejected}
          width={210}
        />
      ),
    },
    dateTimeColumn(t('listing.updatedTime'), 'updatedTime', 170),
    {
      title: t('listing.actions'),
      key: 'actions',
      width: 220,
      render: (_value, row) => (
        <Flex gap={10} wrap>
          {mayPrice && EDITABLE.includes(row.state) ? (
            <Typography.Link onClick={() => navigate(`/goods/channel/${channelId}/edit/${row.id}`)}>
              {t('listing.edit')}
            </Typography.Link>
          ) : null}
          {mayPrice && row.state !== ListingState.pending ? (
            <Typography.Link onClick={() => navigate(`/goods/channel/${channelId}/price/${row.id}`)}>
              {t('listing.changePrice')}
            </Typography.Link>
          ) : null}
          {mayChannel && EDITABLE.includes(row.state) ? (
            <Typography.Link onClick={() => void submit(row)}>{t('listing.submit')}</Typography.Link>
          ) : null}
          {mayChannel && row.state === ListingState.onShelf ? (
            <Popconfirm title={t('listing.takeOffConfirm')} onConfirm={() => takeOff(row)}>
              <Typography.Link type="warning">{t('listing.takeOff')}</Typography.Link>
            </Popconfirm>
          ) : null}
        </Flex>
      ),
    },
  ];

  return (
    <>
      <PageTable<ListingRow, ListingFilterValues>
        ref={table}
        {...listingList(channelId)}
        params={{ channelId }}
        rowKey="id"
        columns={columns}
        tableProps={{ scroll: { x: 1300 } }}
        search={
          <>
            <Form.Item name="goodsName" label={t('listing.goodsName')}>
              <Input allowClear style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="state" label={t('listing.state')}>
              <Select
                allowClear
                placeholder={t('listing.all')}
                style={{ width: 150 }}
                options={STATES.map((state) => ({ value: state, label: t(`listing.state_${state}`) }))}
              />
            </Form.Item>
          </>
        }
        toolbar={
          <Flex gap={8}>
            <Authorized code="goods:price">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setPicking(true)}>
                {t('listing.add')}
              </Button>
            </Authorized>
            <ExportButton
              endpoint={listingExport}
              filters={() => ({ ...table.current?.filters(), channelId })}
            />
          </Flex>
        }
      />
      <GoodsPickerDialog
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(goods) => {
          setPicking(false);
          navigate(`/goods/channel/${channelId}/add/${goods.id}`);
        }}
      />
    </>
  );
};

/** /goods/channel: the partner's listings per joined channel (one tab each). */
const ChannelGoodsPage = () => {
  const { t } = useTranslation('catalog');
  const channels = useJoinedChannels();
  // Back from a listing form, the channel it was about is open (`?channel=<id>`).
  const [searchParams] = useSearchParams();
  const [active, setActive] = useState<string | undefined>(searchParams.get('channel') ?? undefined);
  const joined = channels.data ?? [];
  const current = active ?? (joined[0] ? String(joined[0].channelId) : undefined);
  return (
    <Card variant="borderless" loading={channels.isLoading}>
      {joined.length === 0 ? (
        <Empty description={t('listing.noChannels')} />
      ) : (
        <Tabs
          activeKey={current}
          onChange={setActive}
          destroyOnHidden
          items={joined.map((channel) => ({
            key: String(channel.channelId),
            label: channel.channelName,
            children: <ChannelListings channelId={channel.channelId} />,
          }))}
        />
      )}
    </Card>
  );
};

export default ChannelGoodsPage;
