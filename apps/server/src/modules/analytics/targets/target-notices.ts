import { TARGET_NOTICE_PERCENTS, type TargetPeriod } from '@portal/shared/analytics-states';
import { keyOfPeriod } from '@portal/shared/contracts/targets';
import { and, asc, eq, gte, isNull, lt, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { businessTimeZone, localDayOf } from '../../../platform/local-time';
import type { CompletedOrder } from '../../orders/order-completion';
import { rollupSums } from '../../orders/order-rollups.service';
import { sendNotice } from '../../partner/notice.service';
import { sellers } from '../sellers/sellers.table';
import { percentOf, reachedThreshold } from './target-pacing';
import { salesTargets } from './targets.table';

const t = salesTargets;

/**
 * Tells the thresholds the targets covering local `day` have reached: of one seller and the firm
 * (`sellerId`: the order's seller, null for an order credited to nobody: the firm's only), or of
 * everyone ('all'). The targets are locked (in id order: two completions at once take them one after
 * the other, the second reading the first's committed sums), their achievement is read again, and
 * each threshold of TARGET_NOTICE_PERCENTS reached above `notified_percent` is told once: the guarded
 * raise of `notified_percent` and the notices commit together. A seller's notice goes to the account
 * the seller signs in as (to the whole partner when none); the firm's to the partner. Returns the
 * notices sent.
 */
export const tellReachedTargets = async (
  tx: DbOrTx,
  partnerId: number,
  day: string,
  sellerId: number | null | 'all',
): Promise<number> => {
  const covering = await tx
    .select({ target: t, sellerName: sellers.name, accountId: sellers.accountId })
    .from(t)
    .leftJoin(sellers, and(eq(sellers.partnerId, t.partnerId), eq(sellers.id, t.sellerId)))
    .where(
      and(
        eq(t.partnerId, partnerId),
        lte(t.periodStart, day),
        gte(t.periodEnd, day),
        sellerId === 'all'
          ? undefined
          : sellerId === null
            ? isNull(t.sellerId)
            : or(isNull(t.sellerId), eq(t.sellerId, sellerId)),
        lt(t.notifiedPercent, Math.max(...TARGET_NOTICE_PERCENTS)),
      ),
    )
    .orderBy(asc(t.id))
    .for('update', { of: t });
  let sent = 0;
  for (const { target, sellerName, accountId } of covering) {
    const [sum] = await rollupSums(tx, {
      partnerId,
      fact: 'done',
      from: target.periodStart,
      to: target.periodEnd,
      ...(target.sellerId === null ? {} : { sellerIds: [target.sellerId] }),
    });
    const achieved = sum?.amount ?? '0.00';
    const reached = reachedThreshold(achieved, target.amount, TARGET_NOTICE_PERCENTS);
    if (reached <= target.notifiedPercent) continue;
    const [raised] = await tx
      .update(t)
      .set({ notifiedPercent: reached })
      .where(
        and(
          eq(t.partnerId, target.partnerId),
          eq(t.id, target.id),
          eq(t.notifiedPercent, target.notifiedPercent),
        ),
      )
      .returning({ id: t.id });
    if (!raised) continue;
    const period = keyOfPeriod(target.periodKind as TargetPeriod, target.periodStart);
    for (const threshold of TARGET_NOTICE_PERCENTS) {
      if (threshold <= target.notifiedPercent || threshold > reached) continue;
      const params = {
        threshold: String(threshold),
        period,
        achieved,
        amount: target.amount,
        percent: percentOf(achieved, target.amount),
      };
      await sendNotice(
        tx,
        target.sellerId === null
          ? { partnerId: target.partnerId, message: { key: 'target.notice.firm', params } }
          : {
              partnerId: target.partnerId,
              accountId: accountId ?? null,
              message: { key: 'target.notice.seller', params: { ...params, seller: sellerName ?? '' } },
            },
      );
      sent += 1;
    }
  }
  return sent;
};

/**
 * Orders' completion listener (registered by the analytics manifest's `connect`), in the completing
 * transaction, after the order's rollups were kept: the targets covering the completion day for the
 * order's seller and for the firm tell the thresholds the completion reached.
 */
export const noticeTargetsOnCompletion = (tx: DbOrTx, order: CompletedOrder): Promise<number> =>
  tellReachedTargets(
    tx,
    order.partnerId,
    localDayOf(order.completedTime, businessTimeZone()),
    order.sellerId,
  );
