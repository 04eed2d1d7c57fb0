import { SellerState } from '@portal/shared/analytics-states';
import { periodKeysOfDay, periodOfKey, shiftPeriodKey } from '@portal/shared/contracts/targets';
import Decimal from 'decimal.js';
import type { DbOrTx } from '../../../db/client';
import { localDayOf } from '../../../platform/local-time';
import type { SeedContext } from '../../../platform/seed/seed-context';
import { listSellerOptions } from '../sellers/seller-options.service';
import { tellReachedTargets } from './target-notices';
import { achievementsOf, createTarget } from './targets.service';

/** How a demo target stands against what the demo orders achieved. */
type Standing = 'partly' | 'achieved' | 'over';

/**
 * The amount that makes a target stand as asked against `achieved`: partly done (achieved is about
 * `share` of it, rounded up to the hundred), exactly achieved, or passed (rounded down to the
 * hundred below achieved / share). With nothing achieved yet, `fallback`.
 */
const amountFor = (achieved: string, standing: Standing, share: number, fallback: string): string => {
  const done = new Decimal(achieved);
  if (done.lte(0)) return fallback;
  if (standing === 'achieved') return done.toFixed(2);
  const raw = done.dividedBy(share).dividedBy(100);
  const hundreds = standing === 'partly' ? raw.ceil() : Decimal.max(raw.floor(), 1);
  return hundreds.times(100).toFixed(2);
};

/**
 * Demo targets of partner A, set through the service as its admin: the firm's for this month,
 * quarter and year (partly achieved) and last month (passed); its sellers' (read through the sellers'
 * service; none: the firm's only) for this month (one passed, one exactly achieved, one partly) and
 * quarter. Amounts follow what the demo orders achieved, so every state shows; then the thresholds
 * already reached are told, as completions tell them.
 */
export const seedTargetsData = async (db: DbOrTx, { partners, timeZone }: SeedContext): Promise<void> => {
  const { a } = partners;
  const actor = { partnerId: a.id, accountId: a.adminId };
  const today = localDayOf(new Date(), timeZone);
  const keys = periodKeysOfDay(today);
  const lastMonth = shiftPeriodKey(keys.month, -1);
  const { rows: sellers } = await listSellerOptions(db, a.id, {
    keyword: null,
    state: SellerState.active,
    page: { current: 1, size: 10 },
  });
  const plan: Array<{
    sellerId: number | null;
    period: string;
    standing: Standing;
    share: number;
    fallback: string;
  }> = [
    { sellerId: null, period: keys.month, standing: 'partly', share: 0.62, fallback: '80000.00' },
    { sellerId: null, period: keys.quarter, standing: 'partly', share: 0.41, fallback: '300000.00' },
    { sellerId: null, period: keys.year, standing: 'partly', share: 0.18, fallback: '1200000.00' },
    { sellerId: null, period: lastMonth, standing: 'over', share: 1.12, fallback: '50000.00' },
  ];
  const [first, second, third] = sellers;
  if (first) {
    plan.push({
      sellerId: first.id,
      period: keys.month,
      standing: 'over',
      share: 1.25,
      fallback: '20000.00',
    });
    plan.push({
      sellerId: first.id,
      period: keys.quarter,
      standing: 'partly',
      share: 0.55,
      fallback: '60000.00',
    });
  }
  if (second) {
    plan.push({
      sellerId: second.id,
      period: keys.month,
      standing: 'achieved',
      share: 1,
      fallback: '20000.00',
    });
  }
  if (third) {
    plan.push({
      sellerId: third.id,
      period: keys.month,
      standing: 'partly',
      share: 0.35,
      fallback: '20000.00',
    });
  }
  const periods = plan.map((entry) => {
    const period = periodOfKey(entry.period) as { start: string; end: string };
    return { periodStart: period.start, periodEnd: period.end, sellerId: entry.sellerId };
  });
  const achievedOf = await achievementsOf(db, a.id, periods, today);
  for (const [i, entry] of plan.entries()) {
    await createTarget(db, actor, {
      sellerId: entry.sellerId,
      period: entry.period,
      amount: amountFor(achievedOf(periods[i]), entry.standing, entry.share, entry.fallback),
      remark: null,
    });
  }
  await db.transaction((tx) => tellReachedTargets(tx, a.id, today, 'all'));
};
