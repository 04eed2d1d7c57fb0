import type { ProcurePriceHistoryRow, ProcurePriceRow } from '@portal/shared/contracts/sourcing';
import { Card, Drawer, Flex, Form, Input, Select, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime } from '../../../../shared/format';
import { PageTable, type PageTableHandle } from '../../../../shared/PageTable';
import { Text, TextLink } from '../../../../shared/Text';
import { ExportButton } from '../../../communal/components/ExportButton';
import {
  type ProcurePriceFilterValues,
  priceHistoryList,
  procurePriceExport,
  procurePriceList,
} from '../use-sourcing';
import { DayRangeItem } from '../../../../shared/DateRangeField';
import { filtersWithDays } from '../../../../shared/search-filters';

const toFilters = filtersWithDays<ProcurePriceFilterValues>({ latest: ['dateFrom', 'dateTo'] });

/** Every price answered for one item, latest first. */
const PriceHistoryDrawer = ({ item, onClose }: { item: ProcurePriceRow | null; onClose: () => void }) => {
  const { t } = useTranslation('sourcing');
  const columns: TableColumnsType<ProcurePriceHistoryRow> = [
    {
      title: t('price.requestNo'),
      key: 'request',
      render: (_value, row) => (
        <Flex vertical gap={2}>
          <span>{row.requestTitle}</span>
          <Text type="secondary" style={{ fontSize: 12 }}>
            {row.requestNo}
          </Text>
        </Flex>
      ),
    },
    { title: t('price.firm'), dataIndex: 'firmName', key: 'firmName', width: 210 },
    {
      title: t('price.unitPrice'),
      key: 'unitPrice',
      width: 150,
      align: 'right',
      render: (_value, row) => (
        <Flex vertical gap={2} align="flex-end">
          <span>{formatAmount(row.unitPrice)}</span>
          <Text type="secondary" style={{ fontSize: 12 }}>
            {row.taxIncluded
              ? t('compare.taxIncluded')
              : t('compare.taxExcluded', { rate: row.taxRate ?? '0' })}
          </Text>
        </Flex>
      ),
    },
    {
      title: t('price.taxedPrice'),
      dataIndex: 'taxedPrice',
      key: 'taxedPrice',
      width: 110,
      align: 'right',
      render: (value: string) => <Text strong>{formatAmount(value)}</Text>,
    },
    {
      title: t('price.quantity'),
      dataIndex: 'quantity',
      key: 'quantity',
      width: 90,
      align: 'right',
      render: (value: string) => value.replace(/\.?0+$/, ''),
    },
    {
      title: t('price.answeredTime'),
      dataIndex: 'answeredTime',
      key: 'answeredTime',
      width: 170,
      sorter: true,
      render: (value: string) => formatDateTime(value),
    },
  ];
  return (
    <Drawer
      open={item !== null}
      onClose={onClose}
      size={1000}
      title={
        item ? t('price.historyTitle', { name: [item.itemName, item.spec].filter(Boolean).join(' ') }) : ''
      }
      destroyOnHidden
    >
      {item ? (
        <PageTable<ProcurePriceHistoryRow, { id: number }>
          {...priceHistoryList(item.id)}
          params={{ id: item.id }}
          rowKey="id"
          columns={columns}
        />
      ) : null}
    </Drawer>
  );
};

/**
 * /goods_inquiry/procure_commodity_price: per goods (or free-text item) the best and the latest price
 * the cooperation partners gave, who gave it and when; searched, exported, each with its history.
 */
const ProcurePricePage = () => {
  const { t } = useTranslation('sourcing');
  const table = useRef<PageTableHandle<ProcurePriceFilterValues>>(null);
  const [history, setHistory] = useState<ProcurePriceRow | null>(null);

  const priceColumn = (kind: 'best' | 'latest') => ({
    title: kind === 'best' ? t('price.bestPrice') : t('price.latestPrice'),
    key: kind === 'best' ? 'bestPrice' : 'latestTime',
    width: 260,
    sorter: true,
    render: (_value: unknown, row: ProcurePriceRow) => (
      <Flex vertical gap={2}>
        <Text strong type={kind === 'best' ? 'success' : undefined}>
          ¥{formatAmount(kind === 'best' ? row.bestPrice : row.latestPrice)}
        </Text>
        <Text type="secondary" style={{ fontSize: 12 }}>
          {t('price.from', {
            firm: kind === 'best' ? row.bestFirmName : row.latestFirmName,
            time: formatDateTime(kind === 'best' ? row.bestTime : row.latestTime),
          })}
        </Text>
      </Flex>
    ),
  });

  const columns: TableColumnsType<ProcurePriceRow> = [
    {
      title: t('price.itemName'),
      key: 'itemName',
      sorter: true,
      render: (_value, row) => (
        <Flex vertical gap={2} align="flex-start">
          <Flex gap={6} align="center">
            <Tag color={row.goodsId === null ? 'default' : 'blue'} style={{ marginInlineEnd: 0 }}>
              {t(row.goodsId === null ? 'price.kind_text' : 'price.kind_goods')}
            </Tag>
            <TextLink onClick={() => setHistory(row)}>{row.itemName}</TextLink>
          </Flex>
          <Text type="secondary" style={{ fontSize: 12 }}>
            {[row.spec, row.unit].filter(Boolean).join(' · ') || '-'}
          </Text>
        </Flex>
      ),
    },
    priceColumn('best'),
    priceColumn('latest'),
    {
      title: t('price.answerCount'),
      dataIndex: 'answerCount',
      key: 'answerCount',
      width: 100,
      align: 'center',
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 100,
      fixed: 'right',
      render: (_value, row) => <TextLink onClick={() => setHistory(row)}>{t('price.history')}</TextLink>,
    },
  ];

  return (
    <Card variant="borderless">
      <PageTable<ProcurePriceRow, ProcurePriceFilterValues>
        ref={table}
        {...procurePriceList}
        toFilters={toFilters}
        rowKey="id"
        columns={columns}
        tableProps={{ scroll: { x: 1100 }, locale: { emptyText: t('price.empty') } }}
        search={
          <>
            <Form.Item name="keyword" label={t('common.keyword')}>
              <Input
                allowClear
                maxLength={50}
                style={{ width: 200 }}
                placeholder={t('price.keywordPlaceholder')}
              />
            </Form.Item>
            <Form.Item name="kind" label={t('price.kind')}>
              <Select
                allowClear
                style={{ width: 130 }}
                options={[
                  { value: 'goods', label: t('price.kind_goods') },
                  { value: 'text', label: t('price.kind_text') },
                ]}
              />
            </Form.Item>
            <DayRangeItem name="latest" label={t('price.latestRange')} />
          </>
        }
        toolbar={
          <ExportButton endpoint={procurePriceExport} filters={() => ({ ...table.current?.filters() })} />
        }
      />
      <PriceHistoryDrawer item={history} onClose={() => setHistory(null)} />
    </Card>
  );
};

export default ProcurePricePage;
