import type { ScmPriceChangeRow } from '@portal/shared/contracts/scm-goods';
import { Drawer, Flex } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime } from '../../../../shared/format';
import { PageTable } from '../../../../shared/PageTable';
import { PriceChart, type PriceSeries } from '../../../../shared/PriceChart';
import { Text } from '../../../../shared/Text';
import { priceChangeList, type ScmPriceChangeFilterValues, useScmPriceHistory } from '../use-scm-goods';

/** A signed change: red when the cost went up, green when it went down. */
export const ChangeAmount = ({ amount }: { amount: string | null }) => {
  if (amount === null || Number(amount) === 0) return <Text type="secondary">-</Text>;
  const up = !amount.startsWith('-');
  return <Text type={up ? 'danger' : 'success'}>{`${up ? '+' : ''}${formatAmount(amount)}`}</Text>;
};

/** The SKU whose history shows: its id and a name for the title. */
export type HistoryTarget = { scmSkuId: number; name: string };

/** One SKU's cost over time: a line chart (or its table) and every change with who and why. */
export const PriceHistoryDrawer = ({
  target,
  onClose,
}: {
  target: HistoryTarget | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('scmGoods');
  const history = useScmPriceHistory(target?.scmSkuId);
  const series = useMemo<PriceSeries[]>(
    () =>
      history.data
        ? [
            {
              key: 'cost',
              name: t('price.series'),
              points: history.data.points.map((p) => ({ time: p.time, price: p.price })),
            },
          ]
        : [],
    [history.data, t],
  );
  const columns: TableColumnsType<ScmPriceChangeRow> = [
    {
      title: t('price.changedTime'),
      dataIndex: 'changedTime',
      key: 'changedTime',
      width: 170,
      render: (value: string) => formatDateTime(value),
    },
    {
      title: t('price.previous'),
      dataIndex: 'previousPrice',
      key: 'previousPrice',
      width: 110,
      align: 'right',
      render: (value: string | null) =>
        value === null ? <Text type="secondary">{t('price.firstPrice')}</Text> : formatAmount(value),
    },
    {
      title: t('goods.costPrice'),
      dataIndex: 'costPrice',
      key: 'costPrice',
      width: 110,
      align: 'right',
      render: (value: string) => <Text strong>{formatAmount(value)}</Text>,
    },
    {
      title: t('price.changeAmount'),
      dataIndex: 'changeAmount',
      key: 'changeAmount',
      width: 100,
      align: 'right',
      render: (value: string | null) => <ChangeAmount amount={value} />,
    },
    {
      title: t('price.reason'),
      dataIndex: 'reason',
      key: 'reason',
      ellipsis: true,
      render: (v: string | null) => v ?? '-',
    },
    {
      title: t('price.changedBy'),
      dataIndex: 'changedByName',
      key: 'changedByName',
      width: 110,
      render: (v: string | null) => v ?? '-',
    },
  ];
  return (
    <Drawer
      open={target !== null}
      onClose={onClose}
      title={target ? t('price.historyTitle', { name: target.name }) : ''}
      size="min(960px, 96vw)"
      destroyOnHidden
    >
      {target ? (
        <Flex vertical gap={16}>
          <PriceChart
            title={t('price.chartTitle', { name: target.name })}
            series={series}
            loading={history.isLoading}
            height={260}
          />
          <PageTable<ScmPriceChangeRow, ScmPriceChangeFilterValues>
            {...priceChangeList(target.scmSkuId)}
            params={{ scmSkuId: target.scmSkuId }}
            rowKey="id"
            columns={columns}
          />
        </Flex>
      ) : null}
    </Drawer>
  );
};
