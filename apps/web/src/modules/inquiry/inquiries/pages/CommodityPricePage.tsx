import { type CommodityPriceRow, PRICE_KINDS, type PricePointValue } from '@portal/shared/contracts/inquiry';
import { Alert, Card, Drawer, Flex, Form, Input, Statistic, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, formatAmount, formatDate, formatDateTime } from '../../../../shared/format';
import { PageTable, type PageTableHandle } from '../../../../shared/PageTable';
import { ChannelSelect } from '../../../../shared/selectors/ChannelSelect';
import { Text, TextLink } from '../../../../shared/Text';
import { ExportButton } from '../../../communal/components/ExportButton';
import { PriceChart, type PriceSeries } from '../../../../shared/PriceChart';
import { useIdParams } from '../../../../shared/use-id-params';
import {
  type CommodityPriceFilterValues,
  commodityPriceExport,
  commodityPriceList,
  usePriceHistory,
} from '../use-inquiries';

/** A price with the day it was seen in a tooltip, or '-'. */
const PointText = ({ point }: { point: PricePointValue | null }) =>
  point ? (
    <Tooltip title={formatDate(point.time)}>
      <span>{formatAmount(point.price)}</span>
    </Tooltip>
  ) : (
    <Text type="secondary">{EMPTY_VALUE}</Text>
  );

/** The lowest and the latest price of one kind, one above the other. */
const LowestLatest = ({
  lowest,
  latest,
}: {
  lowest: PricePointValue | null;
  latest: PricePointValue | null;
}) => {
  const { t } = useTranslation('inquiry');
  return (
    <Flex vertical gap={0}>
      <Flex justify="space-between" gap={8}>
        <Text type="secondary">{t('price.lowest')}</Text>
        <PointText point={lowest} />
      </Flex>
      <Flex justify="space-between" gap={8}>
        <Text type="secondary">{t('price.latest')}</Text>
        <PointText point={latest} />
      </Flex>
    </Flex>
  );
};

/** A SKU's prices in a channel over time: listing, quoted and won, as a chart or a table. */
const PriceHistoryDrawer = ({
  skuId,
  channelId,
  onClose,
}: {
  skuId: number | undefined;
  channelId: number | undefined;
  onClose: () => void;
}) => {
  const { t } = useTranslation('inquiry');
  const history = usePriceHistory(skuId, channelId);
  const data = history.data && history.data.skuId === skuId ? history.data : undefined;
  const series = useMemo<PriceSeries[]>(
    () =>
      PRICE_KINDS.map((kind) => ({
        key: kind,
        name: t(`price.kind_${kind}`),
        points: (data?.points ?? [])
          .filter((point) => point.kind === kind)
          .map((point) => ({ time: point.time, price: point.price, note: point.inquiryNo ?? undefined })),
      })).filter((line) => line.points.length > 0),
    [data, t],
  );
  const goods = data ? `${data.goodsName}${data.spec ? ` ${data.spec}` : ''}` : '';
  return (
    <Drawer
      open={skuId !== undefined && channelId !== undefined}
      onClose={onClose}
      size={960}
      title={data ? t('price.historyOf', { goods }) : t('price.history')}
      destroyOnHidden
    >
      {history.isError ? (
        <Alert type="error" showIcon title={(history.error as Error).message} />
      ) : (
        <Flex vertical gap={16}>
          {data ? (
            <Flex gap={40} wrap>
              <Statistic title={t('common.channel')} value={data.channelName} />
              <Statistic title={t('price.market')} value={formatAmount(data.marketPrice)} />
              {PRICE_KINDS.map((kind) => {
                const prices = data.points.filter((point) => point.kind === kind);
                const last = prices[prices.length - 1];
                return (
                  <Statistic
                    key={kind}
                    title={`${t(`price.kind_${kind}`)} · ${t('price.latest')}`}
                    value={last ? formatAmount(last.price) : EMPTY_VALUE}
                  />
                );
              })}
            </Flex>
          ) : null}
          {data?.truncated ? <Alert type="info" showIcon title={t('price.truncated')} /> : null}
          <PriceChart title={t('price.historyOf', { goods })} series={series} loading={!data} />
        </Flex>
      )}
    </Drawer>
  );
};

/**
 * /goods_inquiry/commodity_price: the partner's prices per goods SKU and channel (listing, quoted,
 * won: lowest and latest; the market price), searched and exported; each row's price history as a
 * chart (`?sku=&channel=`), loaded with its chart library only when opened.
 */
const CommodityPricePage = () => {
  const { t } = useTranslation('inquiry');
  const [{ sku, channel }, setIds] = useIdParams('sku', 'channel');
  const table = useRef<PageTableHandle<CommodityPriceFilterValues>>(null);
  const columns: TableColumnsType<CommodityPriceRow> = [
    {
      title: t('price.goods'),
      key: 'goods',
      width: 220,
      render: (_value, row) => (
        <Flex vertical gap={2}>
          <Text ellipsis={{ tooltip: row.goodsName }} style={{ maxWidth: 210 }}>
            {row.goodsName}
          </Text>
          <Text type="secondary">{row.spec || EMPTY_VALUE}</Text>
        </Flex>
      ),
    },
    { title: t('common.channel'), dataIndex: 'channelName', key: 'channelName', width: 100 },
    {
      title: t('price.market'),
      dataIndex: 'marketPrice',
      key: 'marketPrice',
      width: 90,
      align: 'right',
      render: (value: string | null) => formatAmount(value),
    },
    {
      title: t('price.kind_listing'),
      key: 'listing',
      width: 140,
      render: (_value, row) => <LowestLatest lowest={row.lowestListing} latest={row.latestListing} />,
    },
    {
      title: t('price.kind_quoted'),
      key: 'quoted',
      width: 140,
      render: (_value, row) => <LowestLatest lowest={row.lowestQuoted} latest={row.latestQuoted} />,
    },
    {
      title: t('price.lastWon'),
      dataIndex: 'lastWon',
      key: 'lastWon',
      width: 100,
      align: 'right',
      render: (value: PricePointValue | null) => <PointText point={value} />,
    },
    {
      title: t('price.counts'),
      key: 'counts',
      width: 90,
      align: 'right',
      render: (_value, row) => t('price.countsOf', { quoted: row.quotedCount, won: row.wonCount }),
    },
    {
      title: t('quotation.updatedTime'),
      dataIndex: 'updatedTime',
      key: 'updatedTime',
      width: 160,
      sorter: true,
      render: (value: string) => formatDateTime(value),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 100,
      fixed: 'right',
      render: (_value, row) => (
        <TextLink
          onClick={() => setIds({ sku: row.skuId, channel: row.channelId })}
          aria-label={`${t('price.history')} ${row.goodsName} ${row.channelName}`}
        >
          {t('price.history')}
        </TextLink>
      ),
    },
  ];
  return (
    <Card variant="borderless">
      <PageTable<CommodityPriceRow, CommodityPriceFilterValues>
        ref={table}
        {...commodityPriceList}
        rowKey={(row) => `${row.skuId}-${row.channelId}`}
        columns={columns}
        tableProps={{ scroll: { x: 1140 }, locale: { emptyText: t('price.emptyList') } }}
        search={
          <>
            <Form.Item name="keyword" label={t('price.goodsName')}>
              <Input allowClear maxLength={100} style={{ width: 220 }} />
            </Form.Item>
            <Form.Item name="channelId" label={t('common.channel')}>
              <ChannelSelect style={{ width: 160 }} />
            </Form.Item>
          </>
        }
        toolbar={
          <ExportButton endpoint={commodityPriceExport} filters={() => ({ ...table.current?.filters() })} />
        }
      />
      <PriceHistoryDrawer
        skuId={sku}
        channelId={channel}
        onClose={() => setIds({ sku: undefined, channel: undefined })}
      />
    </Card>
  );
};

export default CommodityPricePage;
