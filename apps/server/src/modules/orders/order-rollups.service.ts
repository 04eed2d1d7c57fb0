import { toMoney } from '@portal/shared/money';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '../../db/client';
import { preparedPerShape } from '../../db/prepared';
import { channelNameSql } from '../catalog/channels/channel.service';
import type { RollupFact } from './order-rollups';
import { orderRollups } from './orders.table';

// What the statistics read of orders: sums of the kept rollups (order-rollups.ts), never the
// orders themselves. Module analytics builds its statistics, reports and dashboards on these.

/** How sums are put into periods: local calendar days, ISO weeks (from Monday), months, years. */
export type RollupUnit = 'day' | 'week' | 'month' | 'year';

/** What the sums are grouped by, besides (or instead of) the period. */
export type RollupGroup = 'member' | 'channel' | 'seller';

export type RollupQuery = {
  partnerId: number;
  fact: RollupFact;
  /** The first and last local day ('YYYY-MM-DD'), both included. */
  from: string;
  to: string;
  /** Grouped by period in this unit (omitted: the whole range is one sum). */
  unit?: RollupUnit;
  by?: readonly RollupGroup[];
  /** Only these channels (0: entered by hand), sellers (0: none), members. */
  channelIds?: readonly number[];
  sellerIds?: readonly number[];
  members?: readonly string[];
  /** The largest sums first, at most this many groups (top goods, top customers). */
  top?: number;
};

/** One group's sums: its period's first day (with a unit), its member, channel and seller (when grouped). */
export type RollupSum = {
  period: string | null;
  member: string | null;
  channelId: number | null;
  sellerId: number | null;
  orderCount: number;
  amount: string;
};

const DAY = 24 * 60 * 60 * 1000;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY;
const dayOf = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);

/**
 * The whole months inside [from, to] ([firstMonth, endMonth), first days) and the days outside
 * them: a range is read from month rows where it covers whole months, from day rows at its edges.
 * Null months: no whole month inside (all days).
 */
export const coverOf = (from: string, to: string): { firstMonth: string; endMonth: string } | null => {
  const firstMonth = from.endsWith('-01') ? from : nextMonth(from);
  const endMonth = dayOf(dayNumber(to) + 1).endsWith('-01')
    ? dayOf(dayNumber(to) + 1)
    : `${to.slice(0, 7)}-01`;
  return firstMonth < endMonth ? { firstMonth, endMonth } : null;
};

const nextMonth = (day: string): string => {
  const [y, m] = day.split('-').map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

/** The period column of a unit, on rows of either grain (a month row is its month's first day). */
const periodOf = (unit: RollupUnit): SQL => {
  switch (unit) {
    case 'day':
      return sql`${orderRollups.period}`;
    case 'week':
      return sql`date_trunc('week', ${orderRollups.period})::date`;
    case 'month':
      return sql`date_trunc('month', ${orderRollups.period})::date`;
    case 'year':
      return sql`date_trunc('year', ${orderRollups.period})::date`;
  }
};

const GROUP_COLUMNS: Record<RollupGroup, SQL> = {
  member: sql`${orderRollups.member}`,
  channel: sql`${orderRollups.channelId}`,
  seller: sql`${orderRollups.sellerId}`,
};

/**
 * Sums of one fact over local days [from, to], grouped as asked. Days and weeks read the day rows;
 * months, years and whole ranges read the month rows for the whole months and the day rows only
 * for the days at the edges.
 */
export const rollupSums = async (db: DbOrTx, query: RollupQuery): Promise<RollupSum[]> => {
  const { partnerId, fact, from, to, unit, by = [] } = query;
  const months = unit === 'day' || unit === 'week' ? null : coverOf(from, to);
  const filters: SQL[] = [];
  if (query.channelIds)
    filters.push(sql`${orderRollups.channelId} = any(${`{${query.channelIds.join(',')}}`}::int[])`);
  if (query.sellerIds)
    filters.push(sql`${orderRollups.sellerId} = any(${`{${query.sellerIds.join(',')}}`}::bigint[])`);
  // One JSON parameter: drizzle spreads a JS array into a list of parameters, which no array cast takes.
  if (query.members)
    filters.push(
      sql`${orderRollups.member} = any(array(select jsonb_array_elements_text(${JSON.stringify(query.members)}::jsonb)))`,
    );
  // The rows read: each a range of one grain's periods, so each is one range of the covering index
  // `order_rollups_sums_idx` read alone (an index-only scan); together they stand for the table.
  const ranges: Array<['d' | 'm', string, string]> = months
    ? [
        ['m', months.firstMonth, dayOf(dayNumber(months.endMonth) - 1)],
        ['d', from, dayOf(dayNumber(months.firstMonth) - 1)],
        ['d', months.endMonth, to],
      ]
    : [['d', from, to]];
  const branches = ranges
    .filter(([, first, last]) => first <= last)
    .map(
      ([
        grain,
        first,
        last,
      ]) => sql`select ${orderRollups.period}, ${orderRollups.member}, ${orderRollups.channelId},
        ${orderRollups.sellerId}, ${orderRollups.orderCount}, ${orderRollups.amount}
      from ${orderRollups}
      where ${orderRollups.partnerId} = ${partnerId} and ${orderRollups.fact} = ${fact}
        and ${orderRollups.grain} = ${grain} and ${orderRollups.period} between ${first}::date and ${last}::date
        ${filters.length > 0 ? sql`and ${sql.join(filters, sql` and `)}` : sql``}`,
    );
  const groups: Array<[string, SQL]> = [
    ...(unit ? ([['period', sql`(${periodOf(unit)})::text`]] as Array<[string, SQL]>) : []),
    ...by.map((group): [string, SQL] => [group, GROUP_COLUMNS[group]]),
  ];
  const select = groups.map(([name, column]) => sql`${column} as ${sql.identifier(name)}`);
  const statement = sql`select ${sql.join([...select, sql`sum(${orderRollups.orderCount})::int as "orderCount"`, sql`sum(${orderRollups.amount})::text as "amount"`], sql`, `)}
    from (${sql.join(branches, sql` union all `)}) ${orderRollups}
    ${
      groups.length > 0
        ? sql`group by ${sql.join(
            groups.map((_, i) => sql.raw(String(i + 1))),
            sql`, `,
          )}`
        : sql``
    }
    having sum(${orderRollups.orderCount}) <> 0 or sum(${orderRollups.amount}) <> 0
    ${
      query.top
        ? sql`order by sum(${orderRollups.amount}) desc, sum(${orderRollups.orderCount}) desc limit ${query.top}`
        : groups.length > 0
          ? sql`order by ${sql.join(
              groups.map((_, i) => sql.raw(String(i + 1))),
              sql`, `,
            )}`
          : sql``
    }`;
  const found = await queryRows<Record<string, unknown>>(db, statement);
  return found.map((row) => ({
    period: row.period === undefined ? null : String(row.period).slice(0, 10),
    member: row.member === undefined ? null : String(row.member),
    channelId: row.channel === undefined ? null : Number(row.channel),
    sellerId: row.seller === undefined ? null : Number(row.seller),
    orderCount: Number(row.orderCount),
    amount: toMoney(String(row.amount ?? '0')),
  }));
};

/** One month's sums of one channel, with the channel's name (null: no such channel; 0: entered by hand). */
export type MonthChannelSum = {
  month: string;
  channelId: number;
  channelName: string | null;
  orderCount: number;
  amount: string;
};

const r = orderRollups;

/**
 * The month rows of whole months by month and channel, prepared once per shape: 'c' when channels
 * are asked for, 's' when sellers are. The year report is the hot read of the reports (a year by
 * month and channel over a million orders): it reads only month rows on the primary key's
 * (partner, fact, grain, period) prefix, in one named statement.
 */
const monthsByChannelQuery = preparedPerShape('rollup_months_by_channel', (db, shape: string, name) =>
  db
    .select({
      month: sql<string>`to_char(${r.period}, 'YYYY-MM')`,
      channelId: r.channelId,
      channelName: channelNameSql(r.channelId),
      orderCount: sql<number>`sum(${r.orderCount})::int`,
      amount: sql<string>`sum(${r.amount})::text`,
    })
    .from(r)
    .where(
      and(
        eq(r.partnerId, sql.placeholder('partnerId')),
        eq(r.fact, sql.placeholder('fact')),
        eq(r.grain, 'm'),
        sql`${r.period} >= ${sql.placeholder('from')}::date`,
        sql`${r.period} < ${sql.placeholder('end')}::date`,
        shape.includes('c') ? sql`${r.channelId} = any(${sql.placeholder('channelIds')}::int[])` : undefined,
        shape.includes('s') ? sql`${r.sellerId} = any(${sql.placeholder('sellerIds')}::bigint[])` : undefined,
      ),
    )
    .groupBy(r.period, r.channelId)
    .having(sql`sum(${r.orderCount}) <> 0 or sum(${r.amount}) <> 0`)
    .orderBy(asc(r.period), asc(r.channelId))
    .prepare(name),
);

/**
 * Sums of one fact by month and channel over the whole months [from, end) (first days): the month
 * rows only, so a range that is not whole months is refused.
 */
export const rollupMonthsByChannel = async (
  db: Db,
  query: {
    partnerId: number;
    fact: RollupFact;
    from: string;
    end: string;
    channelIds?: readonly number[];
    sellerIds?: readonly number[];
  },
): Promise<MonthChannelSum[]> => {
  if (!query.from.endsWith('-01') || !query.end.endsWith('-01')) throw new Error('whole months only');
  const shape = `m${query.channelIds ? 'c' : ''}${query.sellerIds ? 's' : ''}`;
  const rows = await monthsByChannelQuery(db, shape).execute({
    partnerId: query.partnerId,
    fact: query.fact,
    from: query.from,
    end: query.end,
    channelIds: `{${(query.channelIds ?? []).join(',')}}`,
    sellerIds: `{${(query.sellerIds ?? []).join(',')}}`,
  });
  return rows.map((row) => ({
    month: row.month,
    channelId: Number(row.channelId),
    channelName: row.channelName,
    orderCount: Number(row.orderCount),
    amount: toMoney(row.amount ?? '0'),
  }));
};
