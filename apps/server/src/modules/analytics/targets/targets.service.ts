import {
  keyOfPeriod,
  periodOfKey,
  type TargetInputParsed,
  type TargetPageQueryParsed,
  type TargetRow,
  type TargetUpdate,
} from '@portal/shared/contracts/targets';
import { SellerState, type TargetPeriod } from '@portal/shared/analytics-states';
import { add } from '@portal/shared/money';
import { and, asc, desc, eq, gte, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { noTotal, pageOf } from '../../../db/paging';
import { uniqueViolationOf } from '../../../db/unique-violation';
import { writeAudit } from '../../../platform/audit';
import { fail, notFound } from '../../../platform/errors';
import { businessTimeZone, localDayOf } from '../../../platform/local-time';
import { rollupSums } from '../../orders/order-rollups.service';
import { sellers } from '../sellers/sellers.table';
import { standingOf } from './target-pacing';
import { salesTargets } from './targets.table';

const t = salesTargets;

/** Who changes targets: an account of the partner, or null for the system (the seed, an ops command). */
export type TargetActor = { partnerId: number; accountId: number | null };

/** Today's local day in the business time zone (TIME_ZONE). */
export const businessToday = (now = new Date()): string => localDayOf(now, businessTimeZone());

type TargetRecord = typeof salesTargets.$inferSelect;
type Selected = { target: TargetRecord; sellerName: string | null; total: number };

const selectRows = (db: DbOrTx, total: SQL<number>) =>
  db
    .select({ target: t, sellerName: sellers.name, total })
    .from(t)
    .leftJoin(sellers, and(eq(sellers.partnerId, t.partnerId), eq(sellers.id, t.sellerId)))
    .$dynamic();

/**
 * The completed order amount of each period and seller the targets need, one rollup read per
 * distinct period ('done' fact, by seller): a seller's target reads its seller's sum, the firm's
 * the sum over every seller (and none).
 */
export const achievementsOf = async (
  db: DbOrTx,
  partnerId: number,
  targets: readonly Pick<TargetRecord, 'periodStart' | 'periodEnd' | 'sellerId'>[],
  today: string,
): Promise<(target: Pick<TargetRecord, 'periodStart' | 'periodEnd' | 'sellerId'>) => string> => {
  const sums = new Map<string, { firm: string; bySeller: Map<number, string> }>();
  for (const target of targets) {
    const key = `${target.periodStart}:${target.periodEnd}`;
    if (sums.has(key) || target.periodStart > today) continue;
    const rows = await rollupSums(db, {
      partnerId,
      fact: 'done',
      from: target.periodStart,
      to: target.periodEnd,
      by: ['seller'],
    });
    sums.set(key, {
      firm: add('0', ...rows.map((row) => row.amount)),
      bySeller: new Map(rows.map((row) => [row.sellerId ?? 0, row.amount])),
    });
  }
  return (target) => {
    const found = sums.get(`${target.periodStart}:${target.periodEnd}`);
    if (!found) return '0.00';
    return target.sellerId === null ? found.firm : (found.bySeller.get(target.sellerId) ?? '0.00');
  };
};

const rowsOf = async (db: DbOrTx, partnerId: number, selected: readonly Selected[]): Promise<TargetRow[]> => {
  const today = businessToday();
  const achievedOf = await achievementsOf(
    db,
    partnerId,
    selected.map((row) => row.target),
    today,
  );
  return selected.map(({ target, sellerName }) => ({
    id: target.id,
    sellerId: target.sellerId,
    sellerName: target.sellerId === null ? null : (sellerName ?? null),
    periodKind: target.periodKind as TargetPeriod,
    period: keyOfPeriod(target.periodKind as TargetPeriod, target.periodStart),
    periodStart: target.periodStart,
    periodEnd: target.periodEnd,
    amount: target.amount,
    ...standingOf(
      { amount: target.amount, start: target.periodStart, end: target.periodEnd },
      achievedOf(target),
      today,
    ),
    notifiedPercent: target.notifiedPercent,
    remark: target.remark,
    createdTime: target.createdTime.toISOString(),
    updatedTime: target.updatedTime.toISOString(),
  }));
};

const filterOf = (partnerId: number, query: TargetPageQueryParsed): SQL | undefined => {
  const period = query.period ? periodOfKey(query.period) : null;
  return and(
    eq(t.partnerId, partnerId),
    period ? and(lte(t.periodStart, period.end), gte(t.periodEnd, period.start)) : undefined,
    query.periodKind ? eq(t.periodKind, query.periodKind) : undefined,
    query.scope === 'firm' ? isNull(t.sellerId) : undefined,
    query.scope === 'seller' ? isNotNull(t.sellerId) : undefined,
    query.sellerId && query.scope !== 'firm' ? eq(t.sellerId, query.sellerId) : undefined,
  );
};

const SORTED_BY = { periodStart: t.periodStart, amount: t.amount, createdTime: t.createdTime } as const;

/** Longest periods first, the firm before its sellers: a year, its quarters, its months. */
const KIND_ORDER = sql`case ${t.periodKind} when 'year' then 1 when 'quarter' then 2 else 3 end`;

/**
 * A page of the partner's targets whose period overlaps the picked one, each with its achievement
 * and pacing; by default the newest period first, longer periods before shorter, the firm's first.
 */
export const listTargets = async (
  db: DbOrTx,
  partnerId: number,
  query: TargetPageQueryParsed,
): Promise<{ rows: TargetRow[]; total: number }> => {
  const direction = query.sortType === 'asc' ? asc : desc;
  const orderBy = query.sortBy
    ? [direction(SORTED_BY[query.sortBy as keyof typeof SORTED_BY]), direction(t.id)]
    : [
        desc(sql`date_part('year', ${t.periodStart})`),
        asc(KIND_ORDER),
        desc(t.periodStart),
        sql`${t.sellerId} asc nulls first`,
        asc(t.id),
      ];
  const { rows, total } = await pageOf(
    db,
    query,
    (total) => selectRows(db, total),
    filterOf(partnerId, query),
    orderBy,
  );
  return { total, rows: await rowsOf(db, partnerId, rows) };
};

/** One target of the partner with its standing; another partner's id answers like a missing one. */
export const targetDetail = async (db: DbOrTx, partnerId: number, id: number): Promise<TargetRow> => {
  const rows = await selectRows(db, noTotal()).where(and(eq(t.partnerId, partnerId), eq(t.id, id)));
  if (rows.length === 0) throw notFound('target.notFound');
  const [row] = await rowsOf(db, partnerId, rows);
  return row;
};

/** The partner's seller a target is set for: it must exist and not have left. */
const assertTargetSeller = async (db: DbOrTx, partnerId: number, sellerId: number | null) => {
  if (sellerId === null) return null;
  const [seller] = await db
    .select({ id: sellers.id, name: sellers.name, state: sellers.state })
    .from(sellers)
    .where(and(eq(sellers.partnerId, partnerId), eq(sellers.id, sellerId)));
  if (!seller) throw fail('target.sellerNotFound');
  if (seller.state !== SellerState.active) throw fail('target.sellerLeft', { name: seller.name });
  return seller;
};

const existsRefusal = (input: TargetInputParsed, sellerName: string | null) =>
  sellerName === null
    ? fail('target.firmExists', { period: input.period })
    : fail('target.sellerExists', { period: input.period, name: sellerName });

/** Sets a target for a seller (or the firm: seller null) and a period; one per seller, kind and period. */
export const createTarget = async (
  db: DbOrTx,
  actor: TargetActor,
  input: TargetInputParsed,
): Promise<TargetRow> => {
  const period = periodOfKey(input.period);
  if (!period) throw fail('target.periodInvalid');
  const seller = await assertTargetSeller(db, actor.partnerId, input.sellerId);
  const sellerName = seller?.name ?? null;
  const [taken] = await db
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        eq(t.partnerId, actor.partnerId),
        input.sellerId === null ? isNull(t.sellerId) : eq(t.sellerId, input.sellerId),
        eq(t.periodKind, period.kind),
        eq(t.periodStart, period.start),
      ),
    );
  if (taken) throw existsRefusal(input, sellerName);
  const id = await db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(t)
        .values({
          partnerId: actor.partnerId,
          sellerId: input.sellerId,
          periodKind: period.kind,
          periodStart: period.start,
          periodEnd: period.end,
          amount: input.amount,
          remark: input.remark,
          createdBy: actor.accountId,
        })
        .returning({ id: t.id });
      await writeAudit(tx, {
        partnerId: actor.partnerId,
        accountId: actor.accountId,
        action: 'analytics.target.add',
        entity: 'sales_target',
        entityId: created.id,
        after: { sellerId: input.sellerId, period: input.period, amount: input.amount },
      });
      return created.id;
    })
    .catch((error) => {
      if (uniqueViolationOf(error) === 'sales_targets_period_idx') throw existsRefusal(input, sellerName);
      throw error;
    });
  return targetDetail(db, actor.partnerId, id);
};

/** Changes a target's amount and remark, under its row lock, with an audit row of the amounts. */
export const updateTarget = async (
  db: DbOrTx,
  actor: TargetActor,
  input: TargetUpdate,
): Promise<TargetRow> => {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(t)
      .where(and(eq(t.partnerId, actor.partnerId), eq(t.id, input.id)))
      .for('update');
    if (!before) throw notFound('target.notFound');
    await tx
      .update(t)
      .set({ amount: input.amount, remark: input.remark, updatedTime: new Date() })
      .where(and(eq(t.partnerId, actor.partnerId), eq(t.id, input.id)));
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: 'analytics.target.update',
      entity: 'sales_target',
      entityId: input.id,
      before: { amount: before.amount, remark: before.remark },
      after: { amount: input.amount, remark: input.remark },
    });
  });
  return targetDetail(db, actor.partnerId, input.id);
};

/** Deletes a target, with an audit row of what it was. */
export const deleteTarget = async (db: DbOrTx, actor: TargetActor, id: number): Promise<void> => {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(t)
      .where(and(eq(t.partnerId, actor.partnerId), eq(t.id, id)))
      .returning();
    if (!deleted) throw notFound('target.notFound');
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: 'analytics.target.delete',
      entity: 'sales_target',
      entityId: id,
      before: {
        sellerId: deleted.sellerId,
        period: keyOfPeriod(deleted.periodKind as TargetPeriod, deleted.periodStart),
        amount: deleted.amount,
      },
    });
  });
};
