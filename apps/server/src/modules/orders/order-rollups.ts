import { OrderState } from '@portal/shared/contracts/orders';
import { add, compareMoney, subtract } from '@portal/shared/money';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { businessTimeZone, localDayOf } from '../../platform/local-time';
import { orderItems, orderRollups, type orders } from './orders.table';

/**
 * The facts the rollups keep (order_rollups.fact), each summed per day and month:
 * - placed on the day the order was placed (its order time):
 *   - `order`: orders that stand (every state but cancelled and refused), amount = total;
 *   - `state`: every order by its current state (member: the state);
 *   - `customer`, `region` (member: province code), `goods` and `category` (member: the id; amount =
 *     the lines' amounts; counted once per order): orders that stand;
 *   - `settled`: completed orders on a confirmed or paid statement; `paid`: on a paid one;
 * - on the day the order was completed (its completion time), completed orders:
 *   - `done`: amount = total (targets' achievement and the dashboard's sales);
 *   - `due`: those with money outstanding, amount = what is outstanding (receivables by age).
 */
export const ROLLUP_FACTS = [
  'order',
  'state',
  'customer',
  'region',
  'goods',
  'category',
  'settled',
  'paid',
  'done',
  'due',
] as const;
export type RollupFact = (typeof ROLLUP_FACTS)[number];

/** What an order contributes to the rollups. */
export type RolledOrder = Pick<
  typeof orders.$inferSelect,
  | 'partnerId'
  | 'state'
  | 'orderTime'
  | 'completedTime'
  | 'channelId'
  | 'sellerId'
  | 'customerName'
  | 'regionCodes'
  | 'totalAmount'
  | 'matchedAmount'
  | 'statementState'
>;

/** An order's line as the rollups count it. */
export type RolledLine = { goodsId: number | null; categoryId: number | null; amount: string };

/** One kept sum an order adds to (or, when it changes, takes from). */
type Contribution = { fact: RollupFact; member: string; day: string; count: number; amount: string };

/** States in which an order stands: counted as an order of its customer, region and goods. */
export const standingOrder = (state: number): boolean =>
  state !== OrderState.cancelled && state !== OrderState.refused;

const STATEMENT_CONFIRMED = 2;
const STATEMENT_PAID = 4;

/** Sums per member of the lines' amounts (a goods or category counted once per order). */
const lineSums = (lines: readonly RolledLine[], memberOf: (line: RolledLine) => number | null) => {
  const sums = new Map<string, string>();
  for (const line of lines) {
    const member = memberOf(line);
    if (member === null) continue;
    const key = String(member);
    sums.set(key, add(sums.get(key) ?? '0', line.amount));
  }
  return sums;
};

/**
 * What the order contributes, in the portal's days. `lines` are needed only when the order's
 * standing is part of what changed (new, cancelled, refused): null leaves the goods and category
 * facts out of both sides of the change.
 */
const contributionsOf = (order: RolledOrder, lines: readonly RolledLine[] | null): Contribution[] => {
  const zone = businessTimeZone();
  const placed = localDayOf(order.orderTime, zone);
  const total = order.totalAmount;
  const out: Contribution[] = [
    { fact: 'state', member: String(order.state), day: placed, count: 1, amount: total },
  ];
  if (standingOrder(order.state)) {
    out.push(
      { fact: 'order', member: '', day: placed, count: 1, amount: total },
      { fact: 'customer', member: order.customerName, day: placed, count: 1, amount: total },
      { fact: 'region', member: order.regionCodes[0] ?? '', day: placed, count: 1, amount: total },
    );
    for (const [fact, memberOf] of [
      ['goods', (line: RolledLine) => line.goodsId],
      ['category', (line: RolledLine) => line.categoryId],
    ] as const) {
      for (const [member, amount] of lineSums(lines ?? [], memberOf)) {
        out.push({ fact, member, day: placed, count: 1, amount });
      }
    }
  }
  if (order.state === OrderState.completed && order.completedTime) {
    const done = localDayOf(order.completedTime, zone);
    out.push({ fact: 'done', member: '', day: done, count: 1, amount: total });
    const outstanding = subtract(total, order.matchedAmount);
    if (compareMoney(outstanding, '0') > 0) {
      out.push({ fact: 'due', member: '', day: done, count: 1, amount: outstanding });
    }
    if (order.statementState === STATEMENT_CONFIRMED || order.statementState === STATEMENT_PAID) {
      out.push({ fact: 'settled', member: '', day: placed, count: 1, amount: total });
    }
    if (order.statementState === STATEMENT_PAID) {
      out.push({ fact: 'paid', member: '', day: placed, count: 1, amount: total });
    }
  }
  return out;
};

/** An order as it was (null: it is new) and as it is now, with its lines when its standing changed. */
export type OrderChange<Order extends RolledOrder = RolledOrder> = {
  before: Order | null;
  after: Order;
  lines: readonly RolledLine[] | null;
};

type RollupRow = typeof orderRollups.$inferInsert;

const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/** The rows to add for the changes: after minus before, per day and per month; what nets to 0 is left out. */
export const rollupDeltaOf = (changes: readonly OrderChange[]): RollupRow[] => {
  const delta = new Map<string, RollupRow>();
  const put = (order: RolledOrder, item: Contribution, sign: 1 | -1) => {
    for (const [grain, period] of [
      ['d', item.day],
      ['m', monthOf(item.day)],
    ] as const) {
      const channelId = order.channelId ?? 0;
      const sellerId = order.sellerId ?? 0;
      const key = [order.partnerId, item.fact, grain, period, item.member, channelId, sellerId].join(
        '\u0000',
      );
      const row = delta.get(key) ?? {
        partnerId: order.partnerId,
        fact: item.fact,
        grain,
        period,
        member: item.member,
        channelId,
        sellerId,
        orderCount: 0,
        amount: '0.00',
      };
      row.orderCount = (row.orderCount ?? 0) + sign * item.count;
      row.amount =
        sign === 1 ? add(row.amount ?? '0', item.amount) : subtract(row.amount ?? '0', item.amount);
      delta.set(key, row);
    }
  };
  for (const { before, after, lines } of changes) {
    const standingChanged = before === null || standingOrder(before.state) !== standingOrder(after.state);
    const withLines = standingChanged ? lines : null;
    if (before) for (const item of contributionsOf(before, withLines)) put(before, item, -1);
    for (const item of contributionsOf(after, withLines)) put(after, item, 1);
  }
  return [...delta.values()].filter(
    (row) => row.orderCount !== 0 || compareMoney(row.amount ?? '0', '0') !== 0,
  );
};

/** Adds the rows to the kept sums, in the caller's transaction (a sum not kept yet starts at 0). */
export const addToRollups = async (tx: DbOrTx, rows: readonly RollupRow[]): Promise<void> => {
  if (rows.length === 0) return;
  // Sorted, so two transactions adding to the same sums lock them in the same order (no deadlock).
  const sorted = [...rows].sort((a, b) =>
    a.fact !== b.fact
      ? a.fact < b.fact
        ? -1
        : 1
      : a.grain !== b.grain
        ? a.grain < b.grain
          ? -1
          : 1
        : a.period !== b.period
          ? a.period < b.period
            ? -1
            : 1
          : a.member !== b.member
            ? a.member < b.member
              ? -1
              : 1
            : a.channelId !== b.channelId
              ? a.channelId - b.channelId
              : (a.sellerId ?? 0) - (b.sellerId ?? 0),
  );
  await tx
    .insert(orderRollups)
    .values(sorted)
    .onConflictDoUpdate({
      target: [
        orderRollups.partnerId,
        orderRollups.fact,
        orderRollups.grain,
        orderRollups.period,
        orderRollups.member,
        orderRollups.channelId,
        orderRollups.sellerId,
      ],
      set: {
        orderCount: sql`${orderRollups.orderCount} + excluded.order_count`,
        amount: sql`${orderRollups.amount} + excluded.amount`,
      },
    });
};

/** An order's lines as the rollups count them (read when its standing changes). */
export const rolledLinesOf = async (tx: DbOrTx, partnerId: number, orderId: number): Promise<RolledLine[]> =>
  tx
    .select({ goodsId: orderItems.goodsId, categoryId: orderItems.categoryId, amount: orderItems.amount })
    .from(orderItems)
    .where(and(eq(orderItems.partnerId, partnerId), eq(orderItems.orderId, orderId)));

/**
 * The rollups of the orders `where` selects (a condition on `o`, an order), computed from the
 * orders in one statement, the facts exactly as `contributionsOf` makes them: for a bulk load (the
 * order volume seed) and the rebuild command, after their old rows are cleared. The migration that
 * introduced the rollups ran the same statement over every order in the default zone.
 */
export const rollupRebuildSql = (where: SQL, timeZone: string): SQL => sql`
  with o as (
    select o.*, (o.order_time at time zone ${timeZone})::date as placed,
      (o.completed_time at time zone ${timeZone})::date as done,
      coalesce(o.channel_id, 0) as ch, coalesce(o.seller_id, 0) as sel, o.state not in (8, 9) as standing
    from orders o where ${where}
  ),
  facts (partner_id, fact, member, day, ch, sel, n, amount) as (
    select partner_id, 'state', state::text, placed, ch, sel, 1, total_amount from o
    union all select partner_id, 'order', '', placed, ch, sel, 1, total_amount from o where standing
    union all select partner_id, 'customer', customer_name, placed, ch, sel, 1, total_amount from o where standing
    union all select partner_id, 'region', coalesce(region_codes ->> 0, ''), placed, ch, sel, 1, total_amount
      from o where standing
    union all select o.partner_id, 'goods', i.goods_id::text, o.placed, o.ch, o.sel, 1, sum(i.amount)
      from o join order_items i on i.partner_id = o.partner_id and i.order_id = o.id
      where o.standing and i.goods_id is not null group by o.partner_id, o.id, i.goods_id, o.placed, o.ch, o.sel
    union all select o.partner_id, 'category', i.category_id::text, o.placed, o.ch, o.sel, 1, sum(i.amount)
      from o join order_items i on i.partner_id = o.partner_id and i.order_id = o.id
      where o.standing and i.category_id is not null group by o.partner_id, o.id, i.category_id, o.placed, o.ch, o.sel
    union all select partner_id, 'done', '', done, ch, sel, 1, total_amount
      from o where state = 7 and done is not null
    union all select partner_id, 'due', '', done, ch, sel, 1, total_amount - matched_amount
      from o where state = 7 and done is not null and matched_amount < total_amount
    union all select partner_id, 'settled', '', placed, ch, sel, 1, total_amount
      from o where state = 7 and done is not null and statement_state in (2, 4)
    union all select partner_id, 'paid', '', placed, ch, sel, 1, total_amount
      from o where state = 7 and done is not null and statement_state = 4
  )
  insert into order_rollups (partner_id, fact, grain, period, member, channel_id, seller_id, order_count, amount)
  select f.partner_id, f.fact, g.grain, case g.grain when 'd' then f.day else date_trunc('month', f.day)::date end,
    f.member, f.ch, f.sel, sum(f.n)::int, sum(f.amount)
  from facts f cross join (values ('d'), ('m')) g (grain)
  group by 1, 2, 3, 4, 5, 6, 7`;

/** Rebuilds the partners' rollups from their orders (after a bulk load, or in another TIME_ZONE). */
export const rebuildRollups = async (tx: DbOrTx, partnerIds: readonly number[], timeZone: string) => {
  const ids = sql`${`{${partnerIds.join(',')}}`}::bigint[]`;
  await tx.execute(sql`delete from order_rollups where partner_id = any(${ids})`);
  await tx.execute(rollupRebuildSql(sql`o.partner_id = any(${ids})`, timeZone));
};
