import type { StatementDetail, StatementRow } from '@portal/shared/contracts/settlement';
import { Flex, Form, Input } from 'antd';
import type { TableColumnsType } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime } from '../../../shared/format';
import { PageTable, type PageTableHandle } from '../../../shared/PageTable';
import { ChannelSelect } from '../../../shared/selectors/ChannelSelect';
import { Text, TextLink } from '../../../shared/Text';
import { ExportButton } from '../../communal/components/ExportButton';
import { type StatementFilterValues, statementExport, statementList } from '../use-statements';
import { AmountRangeItem } from './AmountRangeItem';
import { StatementStateTag } from './SettlementTags';
import { StatementDrawer } from './StatementDrawer';
import { StatementPrintDialog } from './StatementPrintDialog';
import { useStatementActions } from './use-statement-actions';
import { DayRangeItem } from '../../../shared/DateRangeField';
import { filtersWithDays } from '../../../shared/search-filters';
import { useIdParams } from '../../../shared/use-id-params';

const toFilters = filtersWithDays<StatementFilterValues>({ period: ['dateFrom', 'dateTo'] });

/** The statement search form: number, channel, period (overlapping), settle amount range. */
const StatementSearchFields = () => {
  const { t } = useTranslation('settlement');
  return (
    <>
      <Form.Item name="statementNo" label={t('statement.statementNo')}>
        <Input allowClear maxLength={40} style={{ width: 190 }} />
      </Form.Item>
      <Form.Item name="channelId" label={t('common.channel')}>
        <ChannelSelect style={{ width: 170 }} />
      </Form.Item>
      <DayRangeItem name="period" label={t('common.period')} />
      <AmountRangeItem />
    </>
  );
};

const money = (
  key: 'orderAmount' | 'feeAmount' | 'settleAmount',
  title: string,
  width: number,
  options: { strong?: boolean; sorter?: boolean } = {},
): TableColumnsType<StatementRow>[number] => ({
  title,
  dataIndex: key,
  key,
  width,
  align: 'right',
  sorter: options.sorter,
  render: (value: string) =>
    options.strong ? <Text strong>{formatAmount(value)}</Text> : formatAmount(value),
});

export type StatementTableProps = {
  /** Keeps the screen's pages apart in the cache. */
  name: string;
  /** The state of the tab on screen (every state when undefined). */
  state: StatementRow['state'] | undefined;
  /** Above the search form: the state tabs. */
  header?: ReactNode;
};

/**
 * The statements of a screen (the list, the confirmation): searched, with export, amounts right
 * aligned, and per row its details (a drawer, `?id=` opens it), print view, and confirm / dispute
 * while it awaits confirmation.
 */
export const StatementTable = ({ name, state, header }: StatementTableProps) => {
  const { t } = useTranslation('settlement');
  const table = useRef<PageTableHandle<StatementFilterValues>>(null);
  const actions = useStatementActions();
  const [printing, setPrinting] = useState<number>();
  const list = statementList(name);
  const [{ id: openId }, setIds] = useIdParams('id');
  const open = (id: number | undefined) => setIds({ id });

  const columns: TableColumnsType<StatementRow> = [
    {
      title: t('statement.statementNo'),
      key: 'statementNo',
      width: 165,
      render: (_value, row) => (
        <Flex vertical gap={2} align="flex-start">
          <TextLink onClick={() => open(row.id)}>{row.statementNo}</TextLink>
          <Text type="secondary">{row.channelName}</Text>
        </Flex>
      ),
    },
    {
      title: t('common.period'),
      key: 'period',
      width: 105,
      render: (_value, row) => (
        <Flex vertical>
          <span>{row.periodFrom}</span>
          <Text type="secondary">~ {row.periodTo}</Text>
        </Flex>
      ),
    },
    {
      title: t('statement.orderCount'),
      dataIndex: 'orderCount',
      key: 'orderCount',
      width: 70,
      align: 'right',
    },
    money('orderAmount', t('statement.orderAmount'), 105),
    money('feeAmount', t('statement.feeAmount'), 85),
    money('settleAmount', t('statement.settleAmount'), 125, { strong: true, sorter: true }),
    {
      title: t('statement.state'),
      key: 'state',
      width: 150,
      render: (_value, row) => (
        <Flex vertical gap={4} align="flex-start">
          <StatementStateTag state={row.state} />
          <Text type="secondary" style={{ fontSize: 12 }}>
            {t('statement.revisionOf', { revision: row.revision })}
          </Text>
          {row.disputeReason && row.state === 3 ? (
            <Text type="danger" ellipsis={{ tooltip: row.disputeReason }} style={{ maxWidth: 140 }}>
              {row.disputeReason}
            </Text>
          ) : null}
        </Flex>
      ),
    },
    {
      title: t('statement.createdTime'),
      dataIndex: 'createdTime',
      key: 'createdTime',
      width: 160,
      sorter: true,
      render: (value: string) => formatDateTime(value),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: actions.allowed ? 170 : 110,
      fixed: 'right',
      render: (_value, row) => (
        <Flex gap={10} wrap>
          {actions.actionsOf(row, 'links')}
          <TextLink onClick={() => open(row.id)}>{t('common.detail')}</TextLink>
          <TextLink onClick={() => setPrinting(row.id)}>{t('statement.print')}</TextLink>
        </Flex>
      ),
    },
  ];

  return (
    <>
      {header}
      <PageTable<StatementRow, StatementFilterValues>
        ref={table}
        {...list}
        params={{ state }}
        toFilters={toFilters}
        rowKey="id"
        columns={columns}
        tableProps={{ scroll: { x: 1130 }, locale: { emptyText: t('statement.emptyList') } }}
        search={<StatementSearchFields />}
        toolbar={
          <ExportButton endpoint={statementExport} filters={() => ({ ...table.current?.filters() })} />
        }
      />
      <StatementDrawer
        id={openId}
        onClose={() => open(undefined)}
        onPrint={setPrinting}
        actionsOf={(statement: StatementDetail) => actions.actionsOf(statement, 'buttons')}
      />
      <StatementPrintDialog id={printing} onClose={() => setPrinting(undefined)} />
      {actions.dialogs}
    </>
  );
};
