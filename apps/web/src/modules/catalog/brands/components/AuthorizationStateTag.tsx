import { type AuthorizationState, AuthorizationState as State } from '@portal/shared/contracts/brand';
import { Flex, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<AuthorizationState, string> = {
  [State.pending]: 'processing',
  [State.approved]: 'success',
  [State.rejected]: 'error',
  [State.expired]: 'default',
};

/** Approved authorizations ending within this many days are flagged. */
const ENDING_SOON_DAYS = 30;

export type AuthorizationStateTagProps = {
  state: AuthorizationState;
  /** Why it was rejected or ended; shown beside the tag. */
  reason?: string | null;
  /** Days until the last valid day of an approved authorization. */
  daysLeft?: number | null;
  /** How wide the reason may get before it is cut (its tooltip shows it whole). */
  reasonWidth?: number;
};

/** An authorization's state, with the reason of a rejection or expiry and the days left when ending soon. */
export const AuthorizationStateTag = ({
  state,
  reason,
  daysLeft,
  reasonWidth = 220,
}: AuthorizationStateTagProps) => {
  const { t } = useTranslation('catalog');
  const endingSoon = state === State.approved && daysLeft != null && daysLeft <= ENDING_SOON_DAYS;
  return (
    <Flex vertical gap={2} align="flex-start">
      <Flex gap={4} wrap>
        <Tag color={COLORS[state]}>{t(`authorization.state_${state}`)}</Tag>
        {endingSoon ? (
          <Tag color="warning">
            {daysLeft === 0 ? t('authorization.endsToday') : t('authorization.daysLeft', { count: daysLeft })}
          </Tag>
        ) : null}
      </Flex>
      {reason && (state === State.rejected || state === State.expired) ? (
        <Tooltip title={reason}>
          <Typography.Text
            type={state === State.rejected ? 'danger' : 'secondary'}
            ellipsis
            style={{ maxWidth: reasonWidth }}
          >
            {t('authorization.reason')}: {reason}
          </Typography.Text>
        </Tooltip>
      ) : null}
    </Flex>
  );
};
