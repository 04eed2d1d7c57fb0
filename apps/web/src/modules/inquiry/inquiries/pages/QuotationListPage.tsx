import { QUOTATION_STATES, type QuotationRow } from '@portal/shared/contracts/inquiry';
import { Card, Flex, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CountedTabs, useStateTabs } from '../../../../shared/CountedTabs';
import { EMPTY_VALUE, formatAmount, formatDate, formatDateTime } from '../../../../shared/format';
import { PageTable, type PageTableHandle } from '../../../../shared/PageTable';
import { Text, TextLink } from '../../../../shared/Text';
import { usePermission } from '../../../../shared/use-permission';
import { ExportButton } from '../../../communal/components/ExportButton';
import { orderDetailPathOf } from '../../../orders/components/todo-columns';
import { DeadlineText } from '../../components/DeadlineText';
import { QuotationStateTag } from '../../components/InquiryTags';
import { customerColumn, InquirySearchFields, inquiryNoColumn } from '../../components/inquiry-columns';
import { filtersWithDays } from '../../../../shared/search-filters';
import { useIdParams } from '../../../../shared/use-id-params';
import { QuotationEditor } from '../components/QuotationEditor';
import {
  type QuotationFilterValues,
  quotationExport,
  quotationList,
  useQuotationStateCounts,
} from '../use-inquiries';

const toFilters = filtersWithDays<QuotationFilterValues>({
  deadline: ['deadlineFrom', 'deadlineTo'],
  updated: ['updatedFrom', 'updatedTo'],
});

/**
 * /goods_inquiry/quotation: the partner's quotations by state (`?state=`: draft, sent, won, lost,
 * expired), searched and exported, with the revision sent, the totals and the order a won one became;
 * each opens in the quotation editor (`?quote=<inquiry id>`) with its revision history.
 */
const QuotationListPage = () => {
  const { t } = useTranslation('inquiry');
  const { hasAll } = usePermission();
  const canQuote = hasAll('inquiry:quote');
  const [state, tabs] = useStateTabs(QUOTATION_STATES, {
    all: t('common.all'),
    of: (key) => t(`quotation.state_${key}`),
  });
  const [{ quote }, setIds] = useIdParams('quote');
  const counts = useQuotationStateCounts();
  const table = useRef<PageTableHandle<QuotationFilterValues>>(null);

  const columns: TableColumnsType<QuotationRow> = [
    inquiryNoColumn(t('inquiry.inquiryNo'), (row) => setIds({ quote: row.inquiryId })),
    customerColumn(t('common.customer'), (row) => row.supplierQuoteNo ?? EMPTY_VALUE),
    {
      title: t('common.state'),
      key: 'state',
      width: 150,
      render: (_value, row) => (
        <Flex vertical gap={4} align="flex-start">
          <QuotationStateTag state={row.state} />
          {row.revision > 0 ? (
            <Flex gap={4} align="center" wrap>
              <span data-revision={row.revision}>
                <Text type="secondary" style={{ fontSize: 12 }}>
                  {t('quotation.revision', { revision: row.revision })}
                </Text>
              </span>
              {row.draftPending ? (
                <Tag color="gold" style={{ marginInlineEnd: 0, fontSize: 11 }}>
                  {t('inquiry.draftPending')}
                </Tag>
              ) : null}
            </Flex>
          ) : null}
          {row.orderId ? (
            <Link
              to={orderDetailPathOf(row.orderId)}
              data-order-link
              aria-label={t('quotation.orderLink', { orderNo: row.orderNo })}
            >
              {row.orderNo}
            </Link>
          ) : null}
        </Flex>
      ),
    },
    {
      title: t('editor.quotedLines'),
      key: 'lines',
      width: 120,
      render: (_value, row) => (
        <Flex vertical gap={2}>
          <span>{t('inquiry.quotedCount', { quoted: row.quotedLines, total: row.lineCount })}</span>
          {row.declinedLines > 0 ? (
            <Text type="secondary" style={{ fontSize: 12 }}>
              {t('editor.unavailableLines')} {row.declinedLines}
            </Text>
          ) : null}
        </Flex>
      ),
    },
    {
      title: t('quotation.totalAmount'),
      dataIndex: 'totalAmount',
      key: 'totalAmount',
      width: 110,
      align: 'right',
      sorter: true,
      render: (value: string) => <Text strong>{formatAmount(value)}</Text>,
    },
    {
      title: t('common.deadline'),
      dataIndex: 'deadline',
      key: 'deadline',
      width: 160,
      sorter: true,
      render: (_value, row) => (
        <DeadlineText deadline={row.deadline} open={row.inquiryState === 1 || row.inquiryState === 2} />
      ),
    },
    {
      title: t('quotation.updatedTime'),
      dataIndex: 'updatedTime',
      key: 'updatedTime',
      width: 150,
      sorter: true,
      render: (value: string, row) => (
        <Flex vertical gap={2}>
          <span>{formatDateTime(value)}</span>
          {row.validUntil ? (
            <Text type="secondary" style={{ fontSize: 12 }}>
              {t('quotation.validUntil')} {formatDate(row.validUntil)}
            </Text>
          ) : null}
        </Flex>
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 100,
      fixed: 'right',
      render: (_value, row) => {
        const open = (row.inquiryState === 1 || row.inquiryState === 2) && row.state !== 5;
        const label =
          open && canQuote
            ? row.revision > 0
              ? t('inquiry.revise')
              : t('inquiry.continueQuote')
            : t('common.detail');
        return (
          <Flex vertical gap={4} align="flex-start">
            <TextLink
              onClick={() => setIds({ quote: row.inquiryId })}
              aria-label={`${label} ${row.inquiryNo}`}
            >
              {label}
            </TextLink>
          </Flex>
        );
      },
    },
  ];

  return (
    <Card variant="borderless">
      <CountedTabs {...tabs} counts={counts} />
      <PageTable<QuotationRow, QuotationFilterValues>
        ref={table}
        {...quotationList}
        params={{ state }}
        toFilters={toFilters}
        rowKey="id"
        columns={columns}
        tableProps={{ scroll: { x: 1130 }, locale: { emptyText: t('quotation.emptyList') } }}
        search={
          <InquirySearchFields
            keywordPlaceholder={t('quotation.keywordPlaceholder')}
            range={{ name: 'updated', label: t('quotation.updatedRange') }}
          />
        }
        toolbar={
          <ExportButton endpoint={quotationExport} filters={() => ({ ...table.current?.filters() })} />
        }
      />
      <QuotationEditor inquiryId={quote} onClose={() => setIds({ quote: undefined })} />
    </Card>
  );
};

export default QuotationListPage;
