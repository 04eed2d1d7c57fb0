import { AuthorizationState } from '@portal/shared/contracts/brand';
import {
  approveAuthorization,
  listPendingAuthorizations,
  rejectAuthorization,
} from './authorization.service';
import { expireBrandAuthorizations } from './expire-authorizations';
import { partnerSummaryOf } from '../../partner/partner.service';
import { localDayOf } from '../../../platform/local-time';
import { type OpsCommand, OpsUsageError } from '../../../platform/ops/ops-command';

const usage = [
  'brand pending                           brand authorizations awaiting review, oldest first',
  'brand approve <authorizationId>         review passed: 0 -> 1 (must still be valid today)',
  'brand reject <authorizationId> <reason> review failed: 0 -> 2, the partner sees the reason',
  'brand expire                            expire approved authorizations past their end now (runs daily)',
];

const LEVELS: Record<number, string> = { 1: 'owner', 2: 'first-level agent', 3: 'second-level agent' };
const STATES: Record<number, string> = {
  [AuthorizationState.approved]: 'approved',
  [AuthorizationState.rejected]: 'rejected',
};

/** `brand ...`: the operator's review of brand authorizations (DOMAIN.md Catalog). */
export const brandCommand: OpsCommand = {
  name: 'brand',
  usage,
  run: async ({ db, config }, args) => {
    const [action, id, ...rest] = args;
    const today = localDayOf(new Date(), config.timeZone);
    if (action === 'pending') {
      const rows = await listPendingAuthorizations(db, 100);
      if (rows.length === 0) return 'no pending brand authorizations';
      const lines = [];
      for (const row of rows) {
        const partner = await partnerSummaryOf(db, row.partnerId);
        lines.push(
          [
            String(row.id).padEnd(8),
            partner.partnerNo.padEnd(10),
            row.brandName.padEnd(16),
            (LEVELS[row.level] ?? '').padEnd(19),
            `${row.validFrom} .. ${row.validTo}`,
          ].join(' '),
        );
      }
      return lines.join('\n');
    }
    if (action === 'expire') {
      const expired = await expireBrandAuthorizations(db, today);
      return expired.length === 0
        ? 'nothing to expire'
        : expired.map((row) => `expired: ${row.id} ${row.brandName}`).join('\n');
    }
    const authorizationId = Number(id);
    if (!Number.isSafeInteger(authorizationId) || authorizationId <= 0) throw new OpsUsageError(usage);
    switch (action) {
      case 'approve': {
        const done = await approveAuthorization(db, authorizationId, today);
        return `${STATES[done.state]}: ${done.id} ${done.brandName}`;
      }
      case 'reject': {
        const done = await rejectAuthorization(db, authorizationId, rest.join(' '));
        return `${STATES[done.state]}: ${done.id} ${done.brandName}`;
      }
      default:
        throw new OpsUsageError(usage);
    }
  },
};
