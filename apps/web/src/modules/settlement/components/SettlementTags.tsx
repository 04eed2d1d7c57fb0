import type { PaymentState, StatementState, SuggestionReason } from '@portal/shared/contracts/settlement';
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATEMENT_COLORS: Record<StatementState, string> = {
  1: 'orange',
  2: 'blue',
  3: 'error',
  4: 'success',
  5: 'default',
};

const PAYMENT_COLORS: Record<PaymentState, string> = { 0: 'orange', 1: 'processing', 2: 'success' };

const REASON_COLORS: Record<SuggestionReason, string> = {
  exactAmount: 'green',
  customerSet: 'cyan',
  orderNoInRemark: 'purple',
  payerName: 'blue',
  dateClose: 'default',
};

/** A statement state as a coloured tag. */
export const StatementStateTag = ({ state }: { state: number }) => {
  const { t } = useTranslation('settlement');
  return (
    <Tag color={STATEMENT_COLORS[state as StatementState] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {t(`state.statement_${state}`)}
    </Tag>
  );
};

/** A payment's match state as a coloured tag. */
export const PaymentStateTag = ({ state }: { state: PaymentState }) => {
  const { t } = useTranslation('settlement');
  return (
    <Tag color={PAYMENT_COLORS[state]} style={{ marginInlineEnd: 0 }}>
      {t(`state.payment_${state}`)}
    </Tag>
  );
};

/** Why a suggestion was made, one readable tag per reason. */
export const SuggestionReasonTags = ({ reasons }: { reasons: readonly SuggestionReason[] }) => {
  const { t } = useTranslation('settlement');
  return (
    <Flex gap={4} wrap>
      {reasons.map((reason) => (
        <Tag key={reason} color={REASON_COLORS[reason]} style={{ marginInlineEnd: 0 }}>
          {t(`state.suggestion_${reason}`)}
        </Tag>
      ))}
    </Flex>
  );
};
