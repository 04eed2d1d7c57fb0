import { formatMoney } from '@portal/shared/money';
import { notFound } from '../../../platform/errors';
import { type OpsCommand, OpsUsageError } from '../../../platform/ops/ops-command';
import { partnerByNo } from '../../partner/partner.service';
import { listTargets } from './targets.service';

const usage = [
  "target list <partnerNo> [period]        the partner's targets (overlapping a period like 2026-11, 2026-Q4, 2026) with achievement and pacing",
];

/** `target ...`: the sales targets and where they stand (orders completing move them: `order approve-doc`). */
export const targetCommand: OpsCommand = {
  name: 'target',
  usage,
  run: async ({ db }, args) => {
    const [action, partnerNo, period] = args;
    if (action !== 'list' || !partnerNo) throw new OpsUsageError(usage);
    const partner = await partnerByNo(db, partnerNo);
    if (!partner) throw notFound('partner.notFound', { partnerNo });
    const { rows } = await listTargets(db, partner.id, {
      current: 1,
      size: 100,
      period: period?.trim().toUpperCase() || null,
    });
    if (rows.length === 0) return 'no targets';
    return rows
      .map(
        (row) =>
          `${String(row.id).padEnd(7)} ${row.period.padEnd(8)} ${(row.sellerName ?? '(firm)').padEnd(10)} ¥${formatMoney(row.achieved).padStart(14)} / ¥${formatMoney(row.amount).padStart(14)}  ${row.percent.padStart(7)}%  pacing ${row.projectedPercent.padStart(7)}% ${row.pace ?? '-'}  notified ${row.notifiedPercent}%`,
      )
      .join('\n');
  },
};
