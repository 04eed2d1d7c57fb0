import type { QuotationLine, RevisionSummary } from '@portal/shared/contracts/inquiry';
import { Card, Descriptions, Flex, Skeleton, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, formatAmount, formatDate, formatDateTime } from '../../../../shared/format';
import { formatQuantity } from '../../../orders/order-quantity';
import { useQuotationRevision } from '../use-inquiries';
import { percentOf } from './quotation-form';

/** One sent revision as it was sent: its terms and lines (read when its row is opened). */
const RevisionLines = ({ inquiryId, revision }: { inquiryId: number; revision: number }) => {
  const { t } = useTranslation('inquiry');
  const detail = useQuotationRevision(inquiryId, revision, true);
  if (!detail.data) return <Skeleton active paragraph={{ rows: 3 }} />;
  const sent = detail.data;
  const columns: TableColumnsType<QuotationLine> = [
    {
      title: t('inquiry.goodsName'),
      key: 'goods',
      render: (_value, line) => `${line.lineNo}. ${line.goodsName}${line.spec ? ` ${line.spec}` : ''}`,
    },
    {
      title: t('inquiry.quantity'),
      key: 'quantity',
      width: 100,
      align: 'right',
      render: (_value, line) => `${formatQuantity(line.quantity)} ${line.unit}`,
    },
    {
      title: t('editor.unitPrice'),
      key: 'unitPrice',
      width: 120,
      align: 'right',
      render: (_value, line) =>
        line.cannotSupply ? (
          <Tag style={{ marginInlineEnd: 0 }}>{t('editor.cannotSupply')}</Tag>
        ) : (
          formatAmount(line.unitPrice)
        ),
    },
    {
      title: `${t('editor.offeredBrand')} / ${t('editor.offeredModel')}`,
      key: 'brand',
      width: 180,
      render: (_value, line) => [line.brand, line.model].filter(Boolean).join(' / ') || EMPTY_VALUE,
    },
    {
      title: t('editor.amount'),
      dataIndex: 'amount',
      key: 'amount',
      width: 120,
      align: 'right',
      render: (value: string | null) => formatAmount(value),
    },
  ];
  return (
    <Flex vertical gap={8}>
      <Descriptions
        size="small"
        column={4}
        items={[
          { key: 'valid', label: t('quotation.validUntil'), children: formatDate(sent.validUntil) },
          {
            key: 'delivery',
            label: t('quotation.deliveryDays'),
            children:
              sent.deliveryDays === null
                ? EMPTY_VALUE
                : t('quotation.deliveryDaysText', { count: sent.deliveryDays }),
          },
          { key: 'tax', label: t('quotation.taxRate'), children: `${percentOf(sent.taxRate)}%` },
          { key: 'no', label: t('quotation.ownQuoteNo'), children: sent.supplierQuoteNo ?? EMPTY_VALUE },
          { key: 'remark', label: t('quotation.remark'), children: sent.remark ?? EMPTY_VALUE, span: 4 },
        ]}
      />
      <Table<QuotationLine>
        rowKey="itemId"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={sent.lines}
      />
    </Flex>
  );
};

/** The sent revisions of a quotation, latest first; each opens to its terms and lines as sent. */
export const RevisionHistory = ({
  inquiryId,
  revisions,
}: {
  inquiryId: number;
  revisions: readonly RevisionSummary[];
}) => {
  const { t } = useTranslation('inquiry');
  const latest = Math.max(...revisions.map((r) => r.revision));
  const columns: TableColumnsType<RevisionSummary> = [
    {
      title: t('quotation.revisionNo'),
      dataIndex: 'revision',
      key: 'revision',
      width: 150,
      render: (revision: number) => (
        <Flex gap={6} align="center">
          {t('quotation.revision', { revision })}
          {revision === latest ? (
            <Tag color="processing" style={{ marginInlineEnd: 0 }}>
              {t('quotation.current')}
            </Tag>
          ) : null}
        </Flex>
      ),
    },
    {
      title: t('quotation.sentTime'),
      dataIndex: 'sentTime',
      key: 'sentTime',
      width: 170,
      render: (value: string) => formatDateTime(value),
    },
    {
      title: t('quotation.sentBy'),
      dataIndex: 'accountName',
      key: 'accountName',
      width: 120,
      render: (v: string | null) => v ?? EMPTY_VALUE,
    },
    {
      title: t('editor.quotedLines'),
      key: 'lines',
      render: (_value, row) =>
        t('quotation.lineCount', { quoted: row.quotedLines, unavailable: row.declinedLines }),
    },
    {
      title: t('quotation.freight'),
      dataIndex: 'freight',
      key: 'freight',
      width: 100,
      align: 'right',
      render: (value: string) => formatAmount(value),
    },
    {
      title: t('quotation.totalAmount'),
      dataIndex: 'totalAmount',
      key: 'totalAmount',
      width: 130,
      align: 'right',
      render: (value: string) => <strong>{formatAmount(value)}</strong>,
    },
  ];
  return (
    <Card size="small" title={t('quotation.revisions')} data-testid="revision-history">
      <Table<RevisionSummary>
        rowKey="revision"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={[...revisions].sort((a, b) => b.revision - a.revision)}
        expandable={{
          expandedRowRender: (row) => <RevisionLines inquiryId={inquiryId} revision={row.revision} />,
        }}
      />
    </Card>
  );
};
