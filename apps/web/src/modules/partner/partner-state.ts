import { PartnerState } from '@portal/shared/constants';

/** Tag colour and Alert type of each partner state (DOMAIN.md: 1 active, 2 disabled, 3 review, 4 to complete). */
export const PARTNER_STATE_VIEW: Record<
  number,
  { color: string; alert: 'success' | 'info' | 'warning' | 'error' }
> = {
  [PartnerState.active]: { color: 'success', alert: 'success' },
  [PartnerState.disabled]: { color: 'error', alert: 'error' },
  [PartnerState.underReview]: { color: 'processing', alert: 'info' },
  [PartnerState.detailsToComplete]: { color: 'warning', alert: 'warning' },
};
