import type { PaymentDetail, Suggestion } from '@portal/shared/contracts/settlement';
import { Alert, Button, Card, Empty, Flex, List, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { modal } from '../../../shared/feedback';
import { formatAmount } from '../../../shared/format';
import { usePermission } from '../../../shared/use-permission';
import { suggestionMatchOf } from '../match-math';
import { useFullMatch, usePartMatch, useSuggestions } from '../use-payments';
import { subtract, add } from '@portal/shared/money';
import { SuggestionReasonTags } from './SettlementTags';

/** One suggestion: its orders with what they owe, the total, its reasons as tags, and Accept. */
const SuggestionCard = ({
  suggestion,
  onAccept,
  canMatch,
}: {
  suggestion: Suggestion;
  onAccept: () => void;
  canMatch: boolean;
}) => {
  const { t } = useTranslation('settlement');
  return (
    <Card size="small" className="settlement-suggestion">
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="center" gap={8}>
          <Flex gap={6} align="center" wrap>
            <Typography.Text strong>
              {t('match.suggestionTotal', { amount: formatAmount(suggestion.total) })}
            </Typography.Text>
            <Tag color="blue" style={{ marginInlineEnd: 0 }}>
              {t('match.score', { score: suggestion.score })}
            </Tag>
            {suggestion.automatic ? (
              <Tag color="green" style={{ marginInlineEnd: 0 }}>
                {t('match.automatic')}
              </Tag>
            ) : null}
          </Flex>
          {canMatch ? (
            <Button type="primary" size="small" onClick={onAccept}>
              {t('match.accept')}
            </Button>
          ) : null}
        </Flex>
        <SuggestionReasonTags reasons={suggestion.reasons} />
        {suggestion.nameSimilarity !== null || suggestion.daysApart !== null ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {[
              suggestion.nameSimilarity !== null
                ? t('match.similarity', { value: Math.round(suggestion.nameSimilarity * 100) })
                : null,
              suggestion.daysApart !== null ? t('match.daysApart', { days: suggestion.daysApart }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography.Text>
        ) : null}
        <List
          size="small"
          dataSource={suggestion.orders}
          renderItem={(order) => (
            <List.Item style={{ paddingInline: 0 }}>
              <Flex justify="space-between" gap={8} style={{ width: '100%' }}>
                <Flex vertical style={{ minWidth: 0 }}>
                  <Typography.Text>{order.orderNo}</Typography.Text>
                  <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
                    {order.customerName}
                  </Typography.Text>
                </Flex>
                <Flex vertical align="flex-end" style={{ flex: 'none' }}>
                  <Typography.Text strong>{formatAmount(order.outstandingAmount)}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('match.outstanding')}
                  </Typography.Text>
                </Flex>
              </Flex>
            </List.Item>
          )}
        />
      </Flex>
    </Card>
  );
};

/**
 * The suggestions beside a payment, best first, each with its reasons; one click accepts one: a full
 * match when its orders add up to the rest, else a part match of as much as the rest covers.
 */
export const SuggestionList = ({ payment }: { payment: PaymentDetail }) => {
  const { t } = useTranslation('settlement');
  const { hasAll } = usePermission();
  const suggestions = useSuggestions(payment.id, payment.state !== 2);
  const full = useFullMatch();
  const part = usePartMatch();

  const accept = (suggestion: Suggestion) => {
    const planned = suggestionMatchOf(payment.restAmount, suggestion);
    const amount =
      planned.kind === 'full' ? payment.restAmount : add('0', ...planned.lines.map((line) => line.amount));
    const count = planned.kind === 'full' ? planned.orderIds.length : planned.lines.length;
    void modal.confirm({
      title: t('match.acceptTitle'),
      content:
        planned.kind === 'full'
          ? t('match.acceptFull', { rest: formatAmount(payment.restAmount), count })
          : t('match.acceptPart', {
              amount: formatAmount(amount),
              count,
              left: formatAmount(subtract(payment.restAmount, amount)),
            }),
      onOk: () =>
        (planned.kind === 'full'
          ? full.mutateAsync({ paymentId: payment.id, orderIds: planned.orderIds })
          : part.mutateAsync({ paymentId: payment.id, lines: planned.lines })
        ).catch(() => undefined),
    });
  };

  let body: ReactNode;
  if (payment.state === 2) body = <Alert type="success" showIcon title={t('match.matchedDone')} />;
  else if (suggestions.isPending) body = <Skeleton active />;
  else if (!suggestions.data || suggestions.data.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('match.noSuggestions')} />;
  else
    body = (
      <Flex vertical gap={12}>
        {suggestions.data.map((suggestion) => (
          <SuggestionCard
            key={suggestion.orders.map((order) => order.orderId).join('-')}
            suggestion={suggestion}
            canMatch={hasAll('settlement:match')}
            onAccept={() => accept(suggestion)}
          />
        ))}
      </Flex>
    );
  return (
    <Card variant="borderless" title={t('match.suggestions')} style={{ height: '100%' }}>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('match.suggestionsHint')}
        </Typography.Text>
        {body}
      </Flex>
    </Card>
  );
};
