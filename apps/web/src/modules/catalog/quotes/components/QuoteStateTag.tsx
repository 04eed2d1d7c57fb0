import { InvitationState, QuoteState } from '@portal/shared/contracts/quote';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const QUOTE_COLORS: Record<QuoteState, string> = {
  [QuoteState.pending]: 'processing',
  [QuoteState.effective]: 'success',
  [QuoteState.rejected]: 'error',
  [QuoteState.withdrawn]: 'default',
  [QuoteState.void]: 'warning',
};

const INVITATION_COLORS: Record<InvitationState, string> = {
  [InvitationState.awaiting]: 'processing',
  [InvitationState.accepted]: 'success',
  [InvitationState.declined]: 'default',
  [InvitationState.expired]: 'warning',
};

/** A quote state as a coloured tag. */
export const QuoteStateTag = ({ state }: { state: QuoteState }) => {
  const { t } = useTranslation('quote');
  return <Tag color={QUOTE_COLORS[state]}>{t(`quote.state_${state}`)}</Tag>;
};

/** An invitation state as a coloured tag. */
export const InvitationStateTag = ({ state }: { state: InvitationState }) => {
  const { t } = useTranslation('quote');
  return <Tag color={INVITATION_COLORS[state]}>{t(`invitation.state_${state}`)}</Tag>;
};
