import { type QuoteRow, QuoteState } from '@portal/shared/contracts/quote';
import { Alert, Button, Card, Flex, Form, Input, Popconfirm, Select, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatAmountRange } from '../../../../shared/format';
import { PageTable, type PageTableHandle } from '../../../../shared/PageTable';
import { ChannelSelect } from '../../../../shared/selectors/ChannelSelect';
import { dateTimeColumn } from '../../../../shared/table-columns';
import { usePermission } from '../../../../shared/use-permission';
import { ExportButton } from '../../../communal/components/ExportButton';
import { QuotePriceDialog, type QuotePriceTarget } from '../components/QuotePriceDialog';
import { QuoteStateTag } from '../components/QuoteStateTag';
import { type QuoteFilter, quoteExport, quoteList, useWithdrawQuote } from '../use-quotes';
import { offeredGoodsColumn } from '../../components/GoodsSummary';
import { StateWithReason } from '../../components/StateWithReason';

const STATES = [
  QuoteState.pending,
  QuoteState.effective,
  QuoteState.rejected,
  QuoteState.withdrawn,
  QuoteState.void,
];
const LIVE: number[] = [QuoteState.pending, QuoteState.effective];

/**
 * /goods/quote: the partner's quotes to channel stores with their state; prices change (back to
 * the store for confirmation) and quotes are withdrawn here. `?invitationId=` shows one store's.
 */
const QuotePage = () => {
  const { t } = useTranslation('quote');
  const withdrawal = useWithdrawQuote();
  const { hasAll } = usePermission();
  const mayQuote = hasAll('goods:quote');
  const table = useRef<PageTableHandle<QuoteFilter>>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const invitationId = Number(searchParams.get('invitationId')) || undefined;
  const [repricing, setRepricing] = useState<QuotePriceTarget | null>(null);
  const [storeOfInvitation, setStoreOfInvitation] = useState<string | null>(null);

  const withdraw = (row: QuoteRow) => withdrawal.mutateAsync({ id: row.id }).catch(() => undefined);

  const columns: TableColumnsType<QuoteRow> = [
    offeredGoodsColumn<QuoteRow>(t('quote.goods'), 300),
    {
      title: t('quote.store'),
      key: 'store',
      width: 190,
      render: (_value, row) => (
        <Flex vertical>
          <span>{row.storeName}</span>
          <Typography.Text type="secondary">{row.channelName}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('quote.price'),
      key: 'price',
      align: 'right',
      width: 140,
      render: (_value, row) => formatAmountRange(row.minPrice, row.maxPrice),
    },
    {
      title: t('quote.state'),
      key: 'state',
      width: 180,
      render: (_value, row) => (
        <StateWithReason
          tag={<QuoteStateTag state={row.state} />}
          reason={row.reason}
          rejected={row.state === QuoteState.rejected}
          width={170}
        />
      ),
    },
    dateTimeColumn(t('quote.updatedTime'), 'updatedTime', 170),
    {
      title: t('quote.actions'),
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_value, row) =>
        mayQuote ? (
          <Flex gap={10} wrap>
            <Typography.Link onClick={() => setRepricing({ mode: 'price', quote: row })}>
              {LIVE.includes(row.state) ? t('quote.changePrice') : t('quote.quoteAgain')}
            </Typography.Link>
            {LIVE.includes(row.state) ? (
              <Popconfirm title={t('quote.withdrawConfirm')} onConfirm={() => withdraw(row)}>
                <Typography.Link type="warning">{t('quote.withdraw')}</Typography.Link>
              </Popconfirm>
            ) : null}
          </Flex>
        ) : null,
    },
  ];

  return (
    <Card variant="borderless">
      {invitationId ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('quote.invitationFilter', { store: storeOfInvitation ?? '' })}
          action={
            <Button size="small" onClick={() => setSearchParams({})}>
              {t('quote.clearInvitation')}
            </Button>
          }
        />
      ) : null}
      <PageTable<QuoteRow, QuoteFilter>
        ref={table}
        queryKey={quoteList.queryKey}
        request={async (params, options) => {
          const result = await quoteList.request(params, options);
          if (params.invitationId) setStoreOfInvitation(result.data[0]?.storeName ?? null);
          return result;
        }}
        params={{ invitationId }}
        rowKey="id"
        columns={columns}
        tableProps={{ scroll: { x: 1110 } }}
        search={
          <>
            <Form.Item name="goodsName" label={t('quote.goodsName')}>
              <Input allowClear style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="storeName" label={t('quote.storeName')}>
              <Input allowClear style={{ width: 180 }} />
            </Form.Item>
            <Form.Item name="channelId" label={t('quote.channel')}>
              <ChannelSelect authType style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name="state" label={t('quote.state')}>
              <Select
                allowClear
                placeholder={t('quote.all')}
                style={{ width: 150 }}
                options={STATES.map((state) => ({ value: state, label: t(`quote.state_${state}`) }))}
              />
            </Form.Item>
          </>
        }
        toolbar={<ExportButton endpoint={quoteExport} filters={() => ({ ...table.current?.filters() })} />}
      />
      <QuotePriceDialog target={repricing} onClose={() => setRepricing(null)} />
    </Card>
  );
};

export default QuotePage;
