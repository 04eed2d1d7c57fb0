import type { ComparedFirm, ComparedLine, SourcingDetail } from '@portal/shared/contracts/sourcing';
import { OPEN_SOURCING_STATES } from '@portal/shared/contracts/sourcing';
import {
  Button,
  Descriptions,
  Drawer,
  Empty,
  Flex,
  Popconfirm,
  Skeleton,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, formatAmount, formatDateTime } from '../../../../shared/format';
import {
  useCancelRequest,
  useCloseRequest,
  useComparison,
  useRequestDetail,
  useSendRequest,
} from '../use-sourcing';
import { SourcingStateTag } from './SourcingTags';

const quantityOf = (quantity: string) => quantity.replace(/\.?0+$/, '');

/** The answer of one firm for one line: taxed unit price, best / latest marks, tax and delivery. */
const AnswerCell = ({ line, cooperatorId }: { line: ComparedLine; cooperatorId: number }) => {
  const { t } = useTranslation('sourcing');
  const answer = line.answers.find((candidate) => candidate.cooperatorId === cooperatorId);
  if (!answer) return <Typography.Text type="secondary">{t('compare.notAnswered')}</Typography.Text>;
  const detail = [
    answer.taxIncluded ? t('compare.taxIncluded') : t('compare.taxExcluded', { rate: answer.taxRate ?? '0' }),
    answer.deliveryDays === null ? null : t('compare.deliveryDays', { days: answer.deliveryDays }),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Tooltip
      title={[
        `${t('compare.answeredTime')} ${formatDateTime(answer.answeredTime)}`,
        t(`compare.source_${answer.source}`),
        answer.remark,
      ]
        .filter(Boolean)
        .join('；')}
    >
      <Flex
        vertical
        gap={2}
        className={answer.best ? 'sourcing-best' : undefined}
        data-best={answer.best ? 'true' : undefined}
        style={
          answer.best
            ? { background: 'var(--ant-color-success-bg, #f6ffed)', margin: -8, padding: 8, borderRadius: 6 }
            : undefined
        }
      >
        <Flex gap={6} align="center" wrap>
          <Typography.Text strong={answer.best}>¥{formatAmount(answer.taxedPrice)}</Typography.Text>
          {answer.best ? (
            <Tag color="success" style={{ marginInlineEnd: 0 }}>
              {t('compare.best')}
            </Tag>
          ) : null}
          {answer.latest ? (
            <Tag color="blue" style={{ marginInlineEnd: 0 }}>
              {t('compare.latest')}
            </Tag>
          ) : null}
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {detail}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('compare.amount')} ¥{formatAmount(answer.amount)}
        </Typography.Text>
      </Flex>
    </Tooltip>
  );
};

/**
 * A batch inquiry: its header, the actions its state allows (send, enter prices, close, cancel with
 * a confirmation), the firms asked with their totals, and per line every firm's price side by side
 * with the best one highlighted.
 */
export const SourcingDrawer = ({
  id,
  onClose,
  onEdit,
  onAnswer,
}: {
  id: number | undefined;
  onClose: () => void;
  onEdit: (draft: SourcingDetail) => void;
  onAnswer: (request: SourcingDetail, cooperatorId?: number) => void;
}) => {
  const { t } = useTranslation('sourcing');
  const detail = useRequestDetail(id);
  const comparison = useComparison(id);
  const send = useSendRequest();
  const close = useCloseRequest();
  const cancel = useCancelRequest();
  const request = detail.data;
  const compared = comparison.data;
  const open = request ? OPEN_SOURCING_STATES.includes(request.state) : false;

  const firmColumns: TableColumnsType<ComparedFirm> = [
    { title: t('compare.firm'), dataIndex: 'name', key: 'name' },
    {
      title: t('compare.contact'),
      key: 'contact',
      width: 200,
      render: (_value, firm) => `${firm.contactName} ${firm.phone}`,
    },
    {
      title: t('compare.answeredTime'),
      key: 'answeredTime',
      width: 170,
      render: (_value, firm) =>
        firm.answeredTime ? formatDateTime(firm.answeredTime) : t('compare.notAnswered'),
    },
    {
      title: t('compare.totalAmount'),
      key: 'totalAmount',
      width: 150,
      align: 'right',
      render: (_value, firm) => (firm.answeredTime ? `¥${formatAmount(firm.totalAmount)}` : EMPTY_VALUE),
    },
    { title: t('compare.bestLines'), dataIndex: 'bestLines', key: 'bestLines', width: 100, align: 'center' },
    ...(open
      ? [
          {
            title: t('common.actions'),
            key: 'actions',
            width: 100,
            render: (_value: unknown, firm: ComparedFirm) => (
              <Typography.Link onClick={() => request && onAnswer(request, firm.cooperatorId)}>
                {t('request.enterAnswer')}
              </Typography.Link>
            ),
          },
        ]
      : []),
  ];

  const lineColumns: TableColumnsType<ComparedLine> = [
    {
      title: t('compare.line'),
      key: 'line',
      fixed: 'left',
      width: 230,
      render: (_value, line) => (
        <Flex vertical gap={2}>
          <Typography.Text>{line.itemName}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {[line.spec, `${quantityOf(line.quantity)} ${line.unit ?? ''}`].filter(Boolean).join(' · ')}
          </Typography.Text>
        </Flex>
      ),
    },
    ...(compared?.firms ?? []).map((firm) => ({
      title: firm.name,
      key: `firm-${firm.cooperatorId}`,
      width: 190,
      render: (_value: unknown, line: ComparedLine) => (
        <AnswerCell line={line} cooperatorId={firm.cooperatorId} />
      ),
    })),
  ];

  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      size={1120}
      title={request ? `${request.requestNo} ${request.title}` : ''}
      extra={
        request ? (
          <Flex gap={8}>
            {request.state === 1 ? (
              <>
                <Button onClick={() => onEdit(request)}>{t('common.edit')}</Button>
                <Popconfirm
                  title={t('request.sendTitle')}
                  description={<div style={{ maxWidth: 300 }}>{t('request.sendIntro')}</div>}
                  onConfirm={() => send.mutateAsync({ id: request.id }).catch(() => undefined)}
                >
                  <Button type="primary">{t('request.send')}</Button>
                </Popconfirm>
              </>
            ) : null}
            {open ? (
              <>
                <Button type="primary" onClick={() => onAnswer(request)}>
                  {t('request.enterAnswer')}
                </Button>
                <Popconfirm
                  title={t('request.closeTitle')}
                  description={t('request.closeIntro')}
                  onConfirm={() => close.mutateAsync({ id: request.id }).catch(() => undefined)}
                >
                  <Button>{t('request.close')}</Button>
                </Popconfirm>
              </>
            ) : null}
            {request.state === 1 || open ? (
              <Popconfirm
                title={t('request.cancelTitle')}
                description={<div style={{ maxWidth: 300 }}>{t('request.cancelIntro')}</div>}
                onConfirm={() => cancel.mutateAsync({ id: request.id }).catch(() => undefined)}
              >
                <Button danger>{t('request.cancelRequest')}</Button>
              </Popconfirm>
            ) : null}
          </Flex>
        ) : null
      }
    >
      {!request || !compared ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={20}>
          <Descriptions size="small" column={3} bordered>
            <Descriptions.Item label={t('request.state')}>
              <Flex gap={6} align="center">
                <SourcingStateTag state={request.state} />
                {request.closeReason ? (
                  <Typography.Text type="secondary">
                    {t(`request.closeReason_${request.closeReason}`)}
                  </Typography.Text>
                ) : null}
              </Flex>
            </Descriptions.Item>
            <Descriptions.Item label={t('request.deadline')}>
              {formatDateTime(request.deadline)}
            </Descriptions.Item>
            <Descriptions.Item label={t('request.progress')}>
              {request.answeredFirmCount} / {request.firmCount}
            </Descriptions.Item>
            <Descriptions.Item label={t('common.createdTime')}>
              {formatDateTime(request.createdTime)}
            </Descriptions.Item>
            <Descriptions.Item label={t('request.sentTime')}>
              {formatDateTime(request.sentTime)}
            </Descriptions.Item>
            <Descriptions.Item label={t('request.closedTime')}>
              {formatDateTime(request.closedTime)}
            </Descriptions.Item>
            <Descriptions.Item label={t('common.remark')} span={3}>
              {request.remark ?? EMPTY_VALUE}
            </Descriptions.Item>
          </Descriptions>
          <div>
            <Typography.Title level={5}>{t('request.firms')}</Typography.Title>
            <Table
              rowKey="cooperatorId"
              size="small"
              pagination={false}
              dataSource={compared.firms}
              columns={firmColumns}
              locale={{
                emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.none')} />,
              }}
            />
          </div>
          <div>
            <Typography.Title level={5}>{t('request.compare')}</Typography.Title>
            <Table
              rowKey="id"
              size="small"
              bordered
              pagination={false}
              dataSource={compared.lines}
              columns={lineColumns}
              scroll={{ x: 230 + 190 * compared.firms.length }}
              locale={{
                emptyText: (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('compare.noAnswers')} />
                ),
              }}
            />
          </div>
        </Flex>
      )}
    </Drawer>
  );
};
