import { RECEIVABLE_AGES } from '@portal/shared/analytics-states';
import {
  type AmountChange,
  type AnalysisChannels,
  type AnalysisFunnel,
  type AnalysisQuery,
  type AnalysisReceivables,
  type AnalysisSummary,
  type AnalysisTop,
  type AnalysisTrend,
  type AnalysisWinRates,
  type CountChange,
  daysOfPeriod,
  FUNNEL_STATES,
  type FunnelStageRow,
  type ReceivablesQuery,
  TOP_SIZE,
  TREND_DAY_UNIT_MAX_DAYS,
  type TrendUnit,
} from '@portal/shared/contracts/dashboards';
import { previousPeriodOf } from '@portal/shared/contracts/stats';
import { add, compareMoney, divide, multiply, subtract } from '@portal/shared/money';
import { and, eq, gte, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { addDays, businessTimeZone, localDayOf, localDayStart } from '../../../platform/local-time';
import { listChannels } from '../../catalog/channels/channel.service';
import { goodsNamesOf } from '../../catalog/goods/goods.service';
import { biddingWinCounts } from '../../inquiry/bidding/bidding.service';
import { quotationWinCounts } from '../../inquiry/inquiries/quotation.service';
import type { RollupFact } from '../../orders/order-rollups';
import { type RollupQuery, type RollupSum, rollupSums } from '../../orders/order-rollups.service';
import { salesTargets } from '../targets/targets.table';
import { daysOf, moneyOfCents, spreadOverDays } from './periods';

// The analysis page (/dashboard/analysis): every figure from orders' rollups (rollupSums), the
// targets of this module, and small reads of inquiry's services. Nothing here reads the orders.

/** `part` of `whole` in percent, two decimals half-up; null when the whole is zero. */
export const percentOf = (part: string | number, whole: string | number): string | null =>
  compareMoney(whole, 0) === 0 ? null : divide(multiply(part, 100), whole);

/** The partner's local day today. */
export const todayOf = (now = new Date()): string => localDayOf(now, businessTimeZone());

type Filter = Pick<RollupQuery, 'channelIds' | 'sellerIds'>;

const filterOf = (query: { channelIds: number[] | null; sellerIds: number[] | null }): Filter => ({
  channelIds: query.channelIds ?? undefined,
  sellerIds: query.sellerIds ?? undefined,
});

/** One sum of a fact over [from, to] (zero when nothing was kept). */
const totalOf = async (
  db: DbOrTx,
  partnerId: number,
  fact: RollupFact,
  from: string,
  to: string,
  filter: Filter,
): Promise<{ orderCount: number; amount: string }> => {
  const [row] = await rollupSums(db, { partnerId, fact, from, to, ...filter });
  return { orderCount: row?.orderCount ?? 0, amount: row?.amount ?? '0.00' };
};

const amountChange = (current: string, previous: string): AmountChange => ({
  current,
  previous,
  change: subtract(current, previous),
  changePercent: percentOf(subtract(current, previous), previous),
});

const countChange = (current: number, previous: number): CountChange => ({
  current,
  previous,
  change: current - previous,
  changePercent: percentOf(current - previous, previous),
});

/** Sales (fact 'done') and orders (fact 'order') of the period and of the previous one. */
export const analysisSummary = async (
  db: DbOrTx,
  partnerId: number,
  query: AnalysisQuery,
): Promise<AnalysisSummary> => {
  const filter = filterOf(query);
  // Analytics' one rule (contracts/stats): whole months against as many months before, else as many days.
  const previous = previousPeriodOf({ from: query.dateFrom, to: query.dateTo });
  const [done, donePrevious, placed, placedPrevious] = await Promise.all([
    totalOf(db, partnerId, 'done', query.dateFrom, query.dateTo, filter),
    totalOf(db, partnerId, 'done', previous.from, previous.to, filter),
    totalOf(db, partnerId, 'order', query.dateFrom, query.dateTo, filter),
    totalOf(db, partnerId, 'order', previous.from, previous.to, filter),
  ]);
  return {
    period: { from: query.dateFrom, to: query.dateTo },
    previous,
    sales: amountChange(done.amount, donePrevious.amount),
    completedCount: countChange(done.orderCount, donePrevious.orderCount),
    orderCount: countChange(placed.orderCount, placedPrevious.orderCount),
    orderAmount: amountChange(placed.amount, placedPrevious.amount),
  };
};

const KIND_PRIORITY: Record<string, number> = { month: 0, quarter: 1, year: 2 };

/**
 * The target of each day of [from, to] in cents: per seller (the firm: null), the most precise
 * target covering the day (a month's before a quarter's before a year's), each spread over its
 * days exactly; the sellers' days summed. Days no target covers are absent.
 */
const dailyTargets = async (
  db: DbOrTx,
  partnerId: number,
  from: string,
  to: string,
  sellerIds: number[] | null,
): Promise<Map<string, bigint>> => {
  const conditions: SQL[] = [
    eq(salesTargets.partnerId, partnerId),
    lte(salesTargets.periodStart, to),
    gte(salesTargets.periodEnd, from),
  ];
  const bySeller = sellerIds?.filter((id) => id > 0) ?? null;
  if (bySeller === null) conditions.push(isNull(salesTargets.sellerId));
  else if (bySeller.length === 0) return new Map();
  else conditions.push(inArray(salesTargets.sellerId, bySeller));
  const rows = await db
    .select({
      sellerId: salesTargets.sellerId,
      periodKind: salesTargets.periodKind,
      periodStart: salesTargets.periodStart,
      periodEnd: salesTargets.periodEnd,
      amount: salesTargets.amount,
    })
    .from(salesTargets)
    .where(and(...conditions));
  // Per seller and day: the priority of the target chosen so far and its cents.
  const chosen = new Map<string, { priority: number; cents: bigint }>();
  for (const row of rows) {
    const priority = KIND_PRIORITY[row.periodKind] ?? 3;
    for (const [day, cents] of spreadOverDays(row.amount, row.periodStart, row.periodEnd)) {
      if (day < from || day > to) continue;
      const key = `${row.sellerId ?? 0}:${day}`;
      const before = chosen.get(key);
      if (!before || priority < before.priority) chosen.set(key, { priority, cents });
    }
  }
  const days = new Map<string, bigint>();
  for (const [key, { cents }] of chosen) {
    const day = key.slice(key.indexOf(':') + 1);
    days.set(day, (days.get(day) ?? 0n) + cents);
  }
  return days;
};

/** Sales per day (or month for long periods) with the target of each. */
export const analysisTrend = async (
  db: DbOrTx,
  partnerId: number,
  query: AnalysisQuery,
): Promise<AnalysisTrend> => {
  const { dateFrom: from, dateTo: to } = query;
  const unit: TrendUnit = daysOfPeriod(from, to) <= TREND_DAY_UNIT_MAX_DAYS ? 'day' : 'month';
  const byChannel = query.channelIds !== null;
  const [sums, targets] = await Promise.all([
    rollupSums(db, { partnerId, fact: 'done', from, to, unit, ...filterOf(query) }),
    byChannel
      ? Promise.resolve(new Map<string, bigint>())
      : dailyTargets(db, partnerId, from, to, query.sellerIds),
  ]);
  const periodOfDay = (day: string) => (unit === 'day' ? day : `${day.slice(0, 7)}-01`);
  const periods: string[] = [];
  for (const day of daysOf(from, to)) {
    const period = periodOfDay(day);
    if (periods[periods.length - 1] !== period) periods.push(period);
  }
  const targetOf = new Map<string, bigint>();
  for (const [day, cents] of targets) {
    const period = periodOfDay(day);
    targetOf.set(period, (targetOf.get(period) ?? 0n) + cents);
  }
  const byPeriod = new Map(sums.map((row) => [row.period, row]));
  const points = periods.map((period) => {
    const row = byPeriod.get(period);
    const target = targetOf.get(period);
    return {
      period,
      sales: row?.amount ?? '0.00',
      completedCount: row?.orderCount ?? 0,
      target: target === undefined ? null : moneyOfCents(target),
    };
  });
  const sales = add('0', ...points.map((point) => point.sales));
  const target = targets.size === 0 ? null : moneyOfCents([...targets.values()].reduce((a, b) => a + b, 0n));
  return {
    unit,
    points,
    sales,
    target,
    achievedPercent: target === null ? null : percentOf(sales, target),
    targetMissing: byChannel ? 'channel' : target === null ? 'none' : null,
  };
};

/** Each channel's orders of the period (fact 'order' by channel), named by catalog's channels. */
export const analysisChannels = async (
  db: DbOrTx,
  partnerId: number,
  query: AnalysisQuery,
): Promise<AnalysisChannels> => {
  const [rows, channels] = await Promise.all([
    rollupSums(db, {
      partnerId,
      fact: 'order',
      from: query.dateFrom,
      to: query.dateTo,
      by: ['channel'],
      ...filterOf(query),
    }),
    listChannels(db),
  ]);
  const names = new Map(channels.map((channel) => [channel.channelId, channel.channelName]));
  const amount = add('0', ...rows.map((row) => row.amount));
  const sorted = [...rows].sort(
    (a, b) =>
      compareMoney(b.amount, a.amount) ||
      b.orderCount - a.orderCount ||
      (a.channelId ?? 0) - (b.channelId ?? 0),
  );
  return {
    rows: sorted.map((row) => ({
      channelId: row.channelId ?? 0,
      channelName: names.get(row.channelId ?? 0) ?? null,
      orderCount: row.orderCount,
      amount: row.amount,
      percent: percentOf(row.amount, amount),
    })),
    orderCount: rows.reduce((sum, row) => sum + row.orderCount, 0),
    amount,
  };
};

/** The ten goods and customers with the largest amounts (facts 'goods' and 'customer', `top`). */
export const analysisTop = async (
  db: DbOrTx,
  partnerId: number,
  query: AnalysisQuery,
): Promise<AnalysisTop> => {
  const base = {
    partnerId,
    from: query.dateFrom,
    to: query.dateTo,
    by: ['member'] as const,
    top: TOP_SIZE,
    ...filterOf(query),
  };
  const [goods, customers] = await Promise.all([
    rollupSums(db, { ...base, fact: 'goods' }),
    rollupSums(db, { ...base, fact: 'customer' }),
  ]);
  const names = await goodsNamesOf(
    db,
    partnerId,
    goods.map((row) => Number(row.member)).filter((id) => Number.isSafeInteger(id) && id > 0),
  );
  return {
    goods: goods.map((row) => ({
      id: Number(row.member),
      name: names.get(Number(row.member)) ?? `#${row.member}`,
      orderCount: row.orderCount,
      amount: row.amount,
    })),
    customers: customers.map((row) => ({
      id: null,
      name: row.member ?? '',
      orderCount: row.orderCount,
      amount: row.amount,
    })),
  };
};

/**
 * The funnel of the orders placed in the period, each stage "reached at least" (FUNNEL_STATES):
 * fact 'state' by member (the order's state now), then facts 'settled' and 'paid'.
 */
export const analysisFunnel = async (
  db: DbOrTx,
  partnerId: number,
  query: AnalysisQuery,
): Promise<AnalysisFunnel> => {
  const range = { partnerId, from: query.dateFrom, to: query.dateTo, ...filterOf(query) };
  const [states, settled, paid] = await Promise.all([
    // Every state's sums (at most nine rows); the stages pick theirs.
    rollupSums(db, { ...range, fact: 'state', by: ['member'] }),
    totalOf(db, partnerId, 'settled', query.dateFrom, query.dateTo, filterOf(query)),
    totalOf(db, partnerId, 'paid', query.dateFrom, query.dateTo, filterOf(query)),
  ]);
  const byState = new Map<number, RollupSum>(states.map((row) => [Number(row.member), row]));
  const reached = (of: readonly number[]) => ({
    orderCount: of.reduce((sum, state) => sum + (byState.get(state)?.orderCount ?? 0), 0),
    amount: add('0', ...of.map((state) => byState.get(state)?.amount ?? '0')),
  });
  const stages = [
    ...Object.entries(FUNNEL_STATES).map(([stage, of]) => ({ stage, ...reached(of) })),
    { stage: 'settled', ...settled },
    { stage: 'paid', ...paid },
  ] as Array<Omit<FunnelStageRow, 'percent'>>;
  const first = stages[0].orderCount;
  return { stages: stages.map((stage) => ({ ...stage, percent: percentOf(stage.orderCount, first) })) };
};

/** The first day the receivables read back to (completions before it are not expected). */
const EARLIEST_DAY = '2000-01-01';

/** What completed orders still owe by age (fact 'due' by completion day), ages from today. */
export const analysisReceivables = async (
  db: DbOrTx,
  partnerId: number,
  query: ReceivablesQuery,
  now = new Date(),
): Promise<AnalysisReceivables> => {
  const today = todayOf(now);
  const filter = filterOf(query);
  const buckets = await Promise.all(
    RECEIVABLE_AGES.map(async (age) => {
      const from = age.to === null ? EARLIEST_DAY : addDays(today, -age.to);
      const to = addDays(today, -age.from);
      return { age: age.key, ...(await totalOf(db, partnerId, 'due', from, to, filter)) };
    }),
  );
  const amount = add('0', ...buckets.map((bucket) => bucket.amount));
  return {
    today,
    buckets: buckets.map((bucket) => ({ ...bucket, percent: percentOf(bucket.amount, amount) })),
    orderCount: buckets.reduce((sum, bucket) => sum + bucket.orderCount, 0),
    amount,
  };
};

/** Quotation and bidding win rates of the period (inquiry's reads over the period's local days). */
export const analysisWinRates = async (
  db: DbOrTx,
  partnerId: number,
  query: AnalysisQuery,
): Promise<AnalysisWinRates> => {
  const zone = businessTimeZone();
  const range = {
    from: localDayStart(query.dateFrom, zone),
    to: localDayStart(addDays(query.dateTo, 1), zone),
  };
  const [quotations, bidding] = await Promise.all([
    quotationWinCounts(db, partnerId, range),
    biddingWinCounts(db, partnerId, range),
  ]);
  return {
    quotation: {
      won: quotations.won,
      decided: quotations.answered,
      percent: percentOf(quotations.won, quotations.answered),
    },
    bidding: { won: bidding.won, decided: bidding.decided, percent: percentOf(bidding.won, bidding.decided) },
  };
};
