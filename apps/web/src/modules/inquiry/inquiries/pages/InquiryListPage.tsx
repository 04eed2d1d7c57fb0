import { INQUIRY_STATES, type InquiryRow, PARTLY_QUOTED_TAB } from '@portal/shared/contracts/inquiry';
import { Card, Flex } from 'antd';
import type { TableColumnsType } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CountedTabs, useAddressTabs } from '../../../../shared/CountedTabs';
import { formatAmount } from '../../../../shared/format';
import { PageTable, type PageTableHandle } from '../../../../shared/PageTable';
import { Text, TextLink } from '../../../../shared/Text';
import { usePermission } from '../../../../shared/use-permission';
import { ExportButton } from '../../../communal/components/ExportButton';
import { orderDetailPathOf } from '../../../orders/components/todo-columns';
import { DateTimeLines, DeadlineText } from '../../components/DeadlineText';
import { CoverageTag, InquiryStateTag, QuotationStateTag } from '../../components/InquiryTags';
import { customerColumn, InquirySearchFields, inquiryNoColumn } from '../../components/inquiry-columns';
import { filtersWithDays } from '../../../../shared/search-filters';
import { useIdParams } from '../../../../shared/use-id-params';
import { InquiryDrawer, quoteActionOf } from '../components/InquiryDrawer';
import { QuotationEditor } from '../components/QuotationEditor';
import {
  type InquiryFilterValues,
  inquiryExport,
  inquiryList,
  useInquiryStateCounts,
} from '../use-inquiries';

/** The tabs after all, in the supplier's order: not quoted yet, partly quoted, quoted, expired, won, lost. */
const TABS = ['1', PARTLY_QUOTED_TAB, '2', '3', '4', '5'] as const;
/** The "all" count sums the states; "partly quoted" overlaps them. */
const STATE_KEYS = INQUIRY_STATES.map(String);

const toFilters = filtersWithDays<InquiryFilterValues>({
  deadline: ['deadlineFrom', 'deadlineTo'],
  received: ['receivedFrom', 'receivedTo'],
});

/** The tab's fixed filter: a state, or the open inquiries quoted in part. */
const paramsOfTab = (tab: string): InquiryFilterValues => {
  if (tab === PARTLY_QUOTED_TAB) return { partlyQuoted: true };
  const state = Number(tab);
  return (INQUIRY_STATES as readonly number[]).includes(state)
    ? { state: state as InquiryFilterValues['state'] }
    : {};
};

/**
 * /goods_inquiry/inquiry: the inquiries received from channels' buyers by state as the supplier
 * sees them (`?tab=`), searched by keyword, channel, deadline and received days, exported; the time
 * left before each deadline (urgent within 24 hours); the details (`?id=`) and the quotation editor
 * (`?quote=`).
 */
const InquiryListPage = () => {
  const { t } = useTranslation('inquiry');
  const { hasAll } = usePermission();
  const canQuote = hasAll('inquiry:quote');
  const [tab, tabs] = useAddressTabs({
    keys: TABS,
    labels: {
      all: t('common.all'),
      of: (key) => (key === PARTLY_QUOTED_TAB ? t('inquiry.partlyQuoted') : t(`inquiry.state_${key}`)),
    },
    param: 'tab',
  });
  const [{ id, quote }, setIds] = useIdParams('id', 'quote');
  const counts = useInquiryStateCounts();
  const table = useRef<PageTableHandle<InquiryFilterValues>>(null);

  const columns: TableColumnsType<InquiryRow> = [
    inquiryNoColumn(t('inquiry.inquiryNo'), (row) => setIds({ id: row.id })),
    customerColumn(t('common.customer'), (row) => row.contactName),
    {
      title: t('inquiry.items'),
      key: 'items',
      width: 190,
      render: (_value, row) => (
        <Flex vertical gap={2}>
          <Text ellipsis={{ tooltip: row.firstItemName }} style={{ maxWidth: 180 }}>
            {row.firstItemName}
          </Text>
          <Text type="secondary">
            {row.quotationState === null
              ? t('inquiry.itemCount', { count: row.lineCount })
              : t('inquiry.quotedCount', { quoted: row.quotedLines, total: row.lineCount })}
          </Text>
        </Flex>
      ),
    },
    {
      title: t('common.deadline'),
      dataIndex: 'deadline',
      key: 'deadline',
      width: 160,
      sorter: true,
      render: (_value, row) => <DeadlineText deadline={row.deadline} open={row.quotable} />,
    },
    {
      title: t('common.state'),
      key: 'state',
      width: 140,
      render: (_value, row) => (
        <Flex vertical gap={4} align="flex-start">
          <Flex gap={4} wrap>
            <InquiryStateTag state={row.state} />
            {row.quotable ? <CoverageTag coverage={row.coverage} /> : null}
          </Flex>
          {row.quotationState !== null && (row.quotationState === 1 || row.revision > 0) ? (
            <Flex gap={4} align="center" wrap>
              {row.quotationState === 1 ? <QuotationStateTag state={1} /> : null}
              {row.revision > 0 ? (
                <Text type="secondary" style={{ fontSize: 12 }}>
                  {t('quotation.revision', { revision: row.revision })}
                </Text>
              ) : null}
            </Flex>
          ) : null}
        </Flex>
      ),
    },
    {
      title: t('quotation.totalAmount'),
      dataIndex: 'quotedAmount',
      key: 'quotedAmount',
      width: 110,
      align: 'right',
      render: (value: string | null, row) => (
        <Flex vertical gap={2} align="flex-end">
          <span>{formatAmount(value)}</span>
          {row.orderId ? <Link to={orderDetailPathOf(row.orderId)}>{row.orderNo}</Link> : null}
        </Flex>
      ),
    },
    {
      title: t('common.receivedTime'),
      dataIndex: 'receivedTime',
      key: 'receivedTime',
      width: 110,
      sorter: true,
      render: (value: string) => <DateTimeLines value={value} />,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_value, row) => {
        const action = quoteActionOf(row, canQuote);
        return (
          <Flex gap={10} wrap>
            {action ? (
              <TextLink
                onClick={() => setIds({ quote: row.id })}
                aria-label={`${t(`inquiry.${action}`)} ${row.inquiryNo}`}
              >
                {t(`inquiry.${action}`)}
              </TextLink>
            ) : null}
            <TextLink
              onClick={() => setIds({ id: row.id })}
              aria-label={`${t('common.detail')} ${row.inquiryNo}`}
            >
              {t('common.detail')}
            </TextLink>
          </Flex>
        );
      },
    },
  ];

  return (
    <Card variant="borderless">
      <CountedTabs {...tabs} counts={counts} allOf={STATE_KEYS} />
      <PageTable<InquiryRow, InquiryFilterValues>
        ref={table}
        {...inquiryList}
        params={paramsOfTab(tab)}
        toFilters={toFilters}
        rowKey="id"
        columns={columns}
        tableProps={{ scroll: { x: 1150 }, locale: { emptyText: t('inquiry.emptyList') } }}
        search={
          <InquirySearchFields
            keywordPlaceholder={t('common.keywordPlaceholder')}
            range={{ name: 'received', label: t('common.receivedRange') }}
          />
        }
        toolbar={<ExportButton endpoint={inquiryExport} filters={() => ({ ...table.current?.filters() })} />}
      />
      <InquiryDrawer
        id={id}
        onClose={() => setIds({ id: undefined })}
        onQuote={(inquiryId) => setIds({ id: undefined, quote: inquiryId })}
      />
      <QuotationEditor inquiryId={quote} onClose={() => setIds({ quote: undefined })} />
    </Card>
  );
};

export default InquiryListPage;
