import type { InquiryDetail, InquiryItem } from '@portal/shared/contracts/inquiry';
import { Alert, Button, Descriptions, Drawer, Flex, Skeleton, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EMPTY_VALUE, formatAmount, formatDateTime } from '../../../../shared/format';
import { usePermission } from '../../../../shared/use-permission';
import { orderDetailPathOf } from '../../../orders/components/todo-columns';
import { formatQuantity } from '../../../orders/order-quantity';
import { DeadlineText } from '../../components/DeadlineText';
import { CoverageTag, InquiryStateTag, QuotationStateTag } from '../../components/InquiryTags';
import { useInquiryDetail } from '../use-inquiries';

/** What the quote button of an inquiry says: quote, continue the draft, revise, or only look. */
export const quoteActionOf = (
  inquiry: Pick<InquiryDetail, 'quotable' | 'quotationState' | 'revision'>,
  canQuote: boolean,
): 'quote' | 'continueQuote' | 'revise' | 'viewQuotation' | null => {
  if (inquiry.quotable && canQuote) {
    if (inquiry.revision > 0) return 'revise';
    return inquiry.quotationState === null ? 'quote' : 'continueQuote';
  }
  return inquiry.quotationState === null ? null : 'viewQuotation';
};

const InquiryView = ({ inquiry, onQuote }: { inquiry: InquiryDetail; onQuote: () => void }) => {
  const { t } = useTranslation('inquiry');
  const { hasAll } = usePermission();
  const action = quoteActionOf(inquiry, hasAll('inquiry:quote'));
  const columns: TableColumnsType<InquiryItem> = [
    { title: '#', dataIndex: 'lineNo', key: 'lineNo', width: 50 },
    { title: t('inquiry.goodsName'), dataIndex: 'goodsName', key: 'goodsName' },
    { title: t('inquiry.spec'), dataIndex: 'spec', key: 'spec', render: (v: string) => v || EMPTY_VALUE },
    {
      title: t('inquiry.brand'),
      dataIndex: 'brand',
      key: 'brand',
      width: 120,
      render: (v: string) => v || EMPTY_VALUE,
    },
    {
      title: t('inquiry.quantity'),
      key: 'quantity',
      width: 110,
      align: 'right',
      render: (_value, item) => `${formatQuantity(item.quantity)} ${item.unit}`,
    },
    {
      title: t('common.remark'),
      dataIndex: 'remark',
      key: 'remark',
      render: (v: string | null) => v ?? EMPTY_VALUE,
    },
  ];
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="flex-start" gap={16} wrap>
        <Flex vertical gap={6}>
          <Flex gap={8} align="center" wrap>
            <Typography.Text strong style={{ fontSize: 16 }} copyable={{ text: inquiry.inquiryNo }}>
              {inquiry.inquiryNo}
            </Typography.Text>
            <InquiryStateTag state={inquiry.state} />
            {inquiry.quotable ? <CoverageTag coverage={inquiry.coverage} /> : null}
          </Flex>
          <Typography.Text type="secondary">
            {inquiry.channelName} · {inquiry.customerName}
          </Typography.Text>
        </Flex>
        {action ? (
          <Button type={action === 'viewQuotation' ? 'default' : 'primary'} onClick={onQuote}>
            {t(`inquiry.${action}`)}
          </Button>
        ) : null}
      </Flex>
      <Descriptions
        size="small"
        bordered
        column={2}
        items={[
          {
            key: 'deadline',
            label: t('common.deadline'),
            children: <DeadlineText deadline={inquiry.deadline} open={inquiry.quotable} />,
          },
          {
            key: 'received',
            label: t('common.receivedTime'),
            children: formatDateTime(inquiry.receivedTime),
          },
          {
            key: 'contact',
            label: t('inquiry.contact'),
            children: `${inquiry.contactName} ${inquiry.contactPhone}`,
          },
          {
            key: 'address',
            label: t('inquiry.deliveryAddress'),
            children: `${inquiry.regionName} ${inquiry.address}`.trim() || EMPTY_VALUE,
          },
          {
            key: 'quotation',
            label: t('inquiry.quotation'),
            children:
              inquiry.quotationState === null ? (
                t('inquiry.notQuotedYet')
              ) : (
                <Flex gap={8} align="center" wrap>
                  <QuotationStateTag state={inquiry.quotationState} />
                  {inquiry.revision > 0 ? t('quotation.revision', { revision: inquiry.revision }) : null}
                  <span>
                    {t('inquiry.quotedCount', { quoted: inquiry.quotedLines, total: inquiry.lineCount })}
                  </span>
                  {inquiry.quotedAmount ? <strong>¥{formatAmount(inquiry.quotedAmount)}</strong> : null}
                </Flex>
              ),
          },
          {
            key: 'order',
            label: t('inquiry.order'),
            children: inquiry.orderId ? (
              <Link to={orderDetailPathOf(inquiry.orderId)}>{inquiry.orderNo}</Link>
            ) : (
              EMPTY_VALUE
            ),
          },
          ...(inquiry.remark
            ? [{ key: 'remark', label: t('common.remark'), children: inquiry.remark, span: 2 }]
            : []),
        ]}
      />
      <Table<InquiryItem>
        rowKey="id"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={inquiry.items}
        title={() => <Typography.Text strong>{t('inquiry.items')}</Typography.Text>}
      />
    </Flex>
  );
};

/** One inquiry received (`?id=`): customer, contact, deadline, its lines, the quotation and the order. */
export const InquiryDrawer = ({
  id,
  onClose,
  onQuote,
}: {
  id: number | undefined;
  onClose: () => void;
  onQuote: (inquiryId: number) => void;
}) => {
  const { t } = useTranslation('inquiry');
  const detail = useInquiryDetail(id);
  const inquiry = detail.data && detail.data.id === id ? detail.data : undefined;
  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      size={900}
      title={t('inquiry.detailTitle')}
      destroyOnHidden
    >
      {inquiry ? (
        <InquiryView inquiry={inquiry} onQuote={() => onQuote(inquiry.id)} />
      ) : detail.isError ? (
        <Alert type="error" showIcon title={(detail.error as Error).message} />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </Drawer>
  );
};
