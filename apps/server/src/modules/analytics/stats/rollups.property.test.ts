// The rollups' property test (issue 15): for random orders of two partners driven through the REAL
// transitions (intake, confirm, refuse, buyer's cancel, ship, signed receipt and invoice approved ->
// completed, completed days after placement, statements made / confirmed / paid / withdrawn,
// payments matched and undone), every fact of `rollupSums` (by day, week, month, year and the whole
// range; by member, channel and seller) equals a direct count over the orders and their lines,
// written here independently of order-rollups.ts, in the business zone's days.
import { OrderSource, OrderState } from '@portal/shared/contracts/orders';
import { add, compareMoney, subtract, toMoney } from '@portal/shared/money';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../../db/client';
import { addDays, localDayOf } from '../../../platform/local-time';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { givenTwoPartners, type TestActor, uploadAs } from '../../../test/fixtures';
import { CORKBOARD, catalogSetup, WHITEBOARD } from '../../catalog/goods/goods.fixtures';
import { TINY_PDF } from '../../communal/upload.fixtures';
import { ROLLUP_FACTS, type RollupFact } from '../../orders/order-rollups';
import { coverOf, type RollupGroup, type RollupUnit, rollupSums } from '../../orders/order-rollups.service';
import {
  approveDocument,
  cancelByBuyer,
  cancelOwnOrder,
  confirmOrder,
  refuseOrder,
  shipOrder,
  uploadDocument,
} from '../../orders/order-actions.service';
import { insertOrders, type NewOrder } from '../../orders/order-intake.service';
import { orderDocuments, orderItems, orders } from '../../orders/orders.table';
import { fullMatch, partMatch, undoAllocation } from '../../settlement/payments/match.service';
import { addPayment } from '../../settlement/payments/payment.service';
import { settlementAllocations } from '../../settlement/settlement.table';
import {
  confirmStatement,
  makeStatement,
  payStatement,
  withdrawStatement,
} from '../../settlement/statements/statement.service';
import { customers, sellers } from '../sellers/sellers.table';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** Channels with settlement terms (statements), and null: entered by hand. */
const CHANNELS = [1, 3, null] as const;
const CUSTOMERS = ['南京市玄武区教育局', '苏州工业园区管委会', '无锡市第一中学', '常州市财政局'] as const;
const REGIONS = [
  { codes: ['320000', '320100', '320102'], name: '江苏省 南京市 玄武区' },
  { codes: ['330000', '330100', '330106'], name: '浙江省 杭州市 西湖区' },
] as const;

/** Where an order's way ends (each step through the services the pages use). */
const PATHS = [
  'awaiting', // placed, never confirmed
  'refused',
  'cancelledBeforeConfirm',
  'confirmed',
  'cancelledAfterConfirm',
  'shipped',
  'received', // sign-off approved, the invoice not yet
  'completed',
] as const;
type Path = (typeof PATHS)[number];

/** What happens to the completed orders' money afterwards. */
const PAYMENTS = ['none', 'full', 'part', 'undone'] as const;
const STATEMENTS = ['none', 'made', 'confirmed', 'paid', 'withdrawn', 'withdrawnRemade'] as const;

type Plan = {
  /** Days before the real today it was placed (0: today), and the hour. */
  daysAgo: number;
  hour: number;
  channel: number;
  customer: number;
  region: number;
  lines: { goods: number; quantity: number; cents: number }[];
  freightCents: number;
  path: Path;
  /** Days after placement that each later step happens (completion late or the same day). */
  lateDays: number;
  payment: (typeof PAYMENTS)[number];
};

const planArb: fc.Arbitrary<Plan> = fc.record({
  daysAgo: fc.integer({ min: 0, max: 75 }),
  hour: fc.integer({ min: 0, max: 23 }),
  channel: fc.integer({ min: 0, max: CHANNELS.length - 1 }),
  customer: fc.integer({ min: 0, max: CUSTOMERS.length - 1 }),
  region: fc.integer({ min: 0, max: REGIONS.length - 1 }),
  lines: fc.array(
    fc.record({
      goods: fc.integer({ min: 0, max: 2 }), // 2: a line without goods of the catalogue
      quantity: fc.integer({ min: 1, max: 5 }),
      // At most 3 lines of 5 at 600.00 plus 12.50 freight: under CONTRACT_REQUIRED_FROM (10,000.00), so
      // no order needs a contract (the driver uploads a sign-off and an invoice only).
      cents: fc.integer({ min: 1, max: 60_000 }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  freightCents: fc.constantFrom(0, 0, 800, 1250),
  path: fc.constantFrom(...PATHS, 'completed', 'completed'),
  lateDays: fc.integer({ min: 0, max: 12 }),
  payment: fc.constantFrom(...PAYMENTS),
});

const runArb = fc.record({
  a: fc.array(planArb, { minLength: 1, maxLength: 7 }),
  b: fc.array(planArb, { minLength: 0, maxLength: 4 }),
  /** Per statement channel: what happens to the statement of its completed orders. */
  statements: fc.array(fc.constantFrom(...STATEMENTS), { minLength: 2, maxLength: 2 }),
  /** The customer re-assigned to the other seller after this run (past orders keep theirs). */
  reassign: fc.integer({ min: 0, max: CUSTOMERS.length - 1 }),
  /** A range with edges inside months, for the whole-range and month sums. */
  edgeFrom: fc.integer({ min: 0, max: 90 }),
  edgeLength: fc.integer({ min: 0, max: 90 }),
});

/** A plan of each path and payment, on both statement channels and by hand: the examples run first. */
const everyPath = (channelOffset: number): Plan[] =>
  PATHS.flatMap((path, i) =>
    (path === 'completed' ? PAYMENTS : (['none'] as const)).map((payment, j) => ({
      daysAgo: (i * 7 + j * 3) % 70,
      hour: (i * 5 + j * 11) % 24,
      channel: (i + j + channelOffset) % CHANNELS.length,
      customer: (i + j) % CUSTOMERS.length,
      region: i % REGIONS.length,
      lines: [
        { goods: 0, quantity: 2, cents: 1250 + i },
        { goods: (i + j) % 3, quantity: 1, cents: 9999 },
      ],
      freightCents: j % 2 === 0 ? 800 : 0,
      path,
      lateDays: j === 0 ? 0 : 3 + j,
      payment,
    })),
  );

type Run = {
  a: Plan[];
  b: Plan[];
  statements: (typeof STATEMENTS)[number][];
  reassign: number;
  edgeFrom: number;
  edgeLength: number;
};

const EXAMPLES: [Run][] = [
  [
    {
      a: everyPath(0),
      b: everyPath(1),
      statements: ['paid', 'withdrawnRemade'],
      reassign: 0,
      edgeFrom: 10,
      edgeLength: 40,
    },
  ],
  [
    {
      a: everyPath(1),
      b: everyPath(2),
      statements: ['confirmed', 'withdrawn'],
      reassign: 3,
      edgeFrom: 3,
      edgeLength: 62,
    },
  ],
  [
    {
      a: everyPath(2),
      b: everyPath(0),
      statements: ['made', 'paid'],
      reassign: 1,
      edgeFrom: 0,
      edgeLength: 0,
    },
  ],
];

type Partner = {
  actor: TestActor;
  goods: { id: number; skuId: number }[];
  sellers: number[];
  proofFileId: number;
  fileId: number;
};

/** Cents as an amount. */
const money = (cents: number) => toMoney((cents / 100).toFixed(2));

describe('order rollups equal a direct count over the orders (property)', () => {
  let t: TestApp;
  let zone: string;
  const partners: Partner[] = [];
  let serial = 0;
  const realNow = Date.now();

  /** Runs `step` with the clock at `at` (the transitions stamp their times with `new Date()`). */
  const at = async <T>(time: number, step: () => Promise<T>): Promise<T> => {
    vi.setSystemTime(new Date(Math.min(time, realNow)));
    try {
      return await step();
    } finally {
      vi.setSystemTime(new Date(realNow));
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
    zone = t.config.timeZone;
    const { a, b } = await givenTwoPartners(t.database.db);
    const catalog = catalogSetup(t);
    for (const actor of [a, b]) {
      const brandId = await catalog.brand(actor, `统计品牌${actor.partnerId}`);
      const goods = [];
      for (const [i, categoryId] of [WHITEBOARD, CORKBOARD].entries()) {
        const made = await catalog.goods(actor, {
          name: `统计白板${actor.partnerId}-${i}`,
          brandId,
          categoryId,
          outcome: 'draft',
        });
        goods.push({ id: made.id, skuId: made.skus[0].id });
      }
      // Two sellers; the customers split between them (the sellers' pages are another helper's).
      const made = await t.database.db
        .insert(sellers)
        .values([1, 2].map((n) => ({ partnerId: actor.partnerId, name: `销售${n}`, state: 1 })))
        .returning({ id: sellers.id });
      await t.database.db.insert(customers).values(
        CUSTOMERS.slice(0, 3).map((name, i) => ({
          partnerId: actor.partnerId,
          name,
          sellerId: made[i % 2].id,
          source: 2,
        })),
      );
      partners.push({
        actor,
        goods,
        sellers: made.map((s) => s.id),
        proofFileId: await uploadAs(t.app, actor, 'proof.pdf', TINY_PDF),
        fileId: await uploadAs(t.app, actor, 'sign.pdf', TINY_PDF),
      });
    }
    vi.useFakeTimers({ toFake: ['Date'], now: realNow });
  }, 120_000);
  afterEach(() => vi.setSystemTime(new Date(realNow)));
  afterAll(async () => {
    vi.useRealTimers();
    await t?.close();
  });

  const newOrderOf = (partner: Partner, plan: Plan, orderTime: Date): NewOrder => {
    serial += 1;
    const channelId = CHANNELS[plan.channel];
    const region = REGIONS[plan.region];
    return {
      partnerId: partner.actor.partnerId,
      source: channelId === null ? OrderSource.manual : OrderSource.channel,
      channelId,
      orderNo: `PROP${partner.actor.partnerId}X${String(serial).padStart(7, '0')}`,
      customerName: CUSTOMERS[plan.customer],
      receiverName: '王伟',
      receiverPhone: '13800000000',
      regionCodes: [...region.codes],
      regionName: region.name,
      address: '北京东路41号',
      freight: money(plan.freightCents),
      orderTime,
      state: OrderState.awaitingConfirmation,
      confirmDeadline: new Date(orderTime.getTime() + 48 * HOUR),
      contractRequired: false,
      remark: null,
      createdBy: null,
      items: plan.lines.map((line, i) => {
        const goods = partner.goods[line.goods];
        return {
          goodsId: goods?.id ?? null,
          skuId: goods?.skuId ?? null,
          goodsName: `白板${i}`,
          spec: '小号',
          unit: '块',
          quantity: String(line.quantity),
          unitPrice: money(line.cents),
        };
      }),
    };
  };

  /** Approves the order's document of `kind` that waits for review (the operator's step). */
  const approvePending = async (orderId: number, kind: string) => {
    const [row] = await t.database.db
      .select({ id: orderDocuments.id })
      .from(orderDocuments)
      .where(
        and(eq(orderDocuments.orderId, orderId), eq(orderDocuments.kind, kind), eq(orderDocuments.state, 2)),
      );
    await approveDocument(t.database.db, row.id);
  };

  /** Takes one order along its plan; answers its id and whether it completed. */
  const drive = async (partner: Partner, plan: Plan): Promise<{ id: number; completed: boolean }> => {
    const { db } = t.database;
    const actor = { partnerId: partner.actor.partnerId, accountId: partner.actor.accountId };
    const placedAt = realNow - plan.daysAgo * DAY - ((realNow / HOUR) % 24) * HOUR + plan.hour * HOUR;
    const orderTime = Math.min(placedAt, realNow - 60_000);
    const step = (n: number) => orderTime + Math.round((plan.lateDays * n * DAY) / 4) + n * 60_000;
    const [order] = await at(orderTime, () =>
      db.transaction((tx) => insertOrders(tx, [newOrderOf(partner, plan, new Date(orderTime))])),
    );
    const { path } = plan;
    if (path === 'awaiting') return { id: order.id, completed: false };
    if (path === 'refused') {
      await at(step(1), () => refuseOrder(db, actor, order.id, '库存不足'));
      return { id: order.id, completed: false };
    }
    if (path === 'cancelledBeforeConfirm') {
      await at(step(1), () => cancelByBuyer(db, actor, order.id, '采购计划取消'));
      return { id: order.id, completed: false };
    }
    const confirmed = await at(step(1), () => confirmOrder(db, actor, order.id));
    if (path === 'confirmed') return { id: order.id, completed: false };
    if (path === 'cancelledAfterConfirm') {
      // A channel's buyer cancels through the channel; an order entered by hand is cancelled by the partner.
      await at(step(2), () =>
        order.channelId === null
          ? cancelOwnOrder(db, actor, order.id, '客户取消')
          : cancelByBuyer(db, actor, order.id, '采购计划取消'),
      );
      return { id: order.id, completed: false };
    }
    const items = await db
      .select({ id: orderItems.id, quantity: orderItems.quantity })
      .from(orderItems)
      .where(and(eq(orderItems.partnerId, actor.partnerId), eq(orderItems.orderId, order.id)));
    await at(step(2), () =>
      shipOrder(db, actor, {
        orderId: order.id,
        expressCode: 'SF',
        trackingNo: `SF${order.id}`,
        items: items.map((item) => ({ itemId: item.id, quantity: item.quantity })),
      }),
    );
    if (path === 'shipped') return { id: order.id, completed: false };
    await at(step(3), async () => {
      await uploadDocument(db, actor, { orderId: order.id, kind: 'sign', fileIds: [partner.fileId] });
      await approvePending(order.id, 'sign');
    });
    if (path === 'received' || !confirmed.invoiceRequired) {
      return { id: order.id, completed: !confirmed.invoiceRequired };
    }
    await at(step(4), async () => {
      await uploadDocument(db, actor, {
        orderId: order.id,
        kind: 'invoice',
        fileIds: [partner.fileId],
        invoice: {
          invoiceType: 'special',
          invoiceNo: String(10_000_000 + order.id),
          invoiceCode: '3200231130',
          invoiceDate: localDayOf(new Date(step(4)), zone),
          amount: order.totalAmount,
          taxAmount: '0.00',
        },
      });
      await approvePending(order.id, 'invoice');
    });
    return { id: order.id, completed: true };
  };

  /** A payment of the customer for the order, matched in full or in part, perhaps taken back. */
  const pay = async (partner: Partner, orderId: number, plan: Plan) => {
    if (plan.payment === 'none') return;
    const { db } = t.database;
    const actor = { partnerId: partner.actor.partnerId, accountId: partner.actor.accountId };
    const [order] = await db
      .select({ total: orders.totalAmount, matched: orders.matchedAmount })
      .from(orders)
      .where(and(eq(orders.partnerId, actor.partnerId), eq(orders.id, orderId)));
    const outstanding = subtract(order.total, order.matched);
    if (compareMoney(outstanding, '0.02') < 0) return;
    const part = plan.payment === 'full' ? outstanding : subtract(outstanding, '0.01');
    const payment = await addPayment(db, actor, {
      payer: CUSTOMERS[plan.customer],
      amount: part,
      paidDate: localDayOf(new Date(), zone),
      bankSerial: null,
      remark: null,
      proofFileId: null,
    });
    if (plan.payment === 'full') {
      await fullMatch(db, actor, { paymentId: payment.id, orderIds: [orderId] });
    } else {
      await partMatch(db, actor, { paymentId: payment.id, lines: [{ orderId, amount: part }] });
    }
    if (plan.payment === 'undone') {
      const [allocation] = await db
        .select({ id: settlementAllocations.id })
        .from(settlementAllocations)
        .where(
          and(
            eq(settlementAllocations.partnerId, actor.partnerId),
            eq(settlementAllocations.paymentId, payment.id),
          ),
        );
      await undoAllocation(db, actor, allocation.id);
    }
  };

  /** The statement of a channel's completed orders on none, taken to `outcome`. */
  const settle = async (partner: Partner, channelId: number, outcome: (typeof STATEMENTS)[number]) => {
    if (outcome === 'none') return;
    const { db } = t.database;
    const actor = { partnerId: partner.actor.partnerId, accountId: partner.actor.accountId };
    const make = () =>
      makeStatement(db, {
        partnerId: actor.partnerId,
        channelId,
        from: '2020-01-01',
        to: localDayOf(new Date(), zone),
        timeZone: zone,
      });
    const statement = await make();
    if (!statement) return;
    if (outcome === 'withdrawn' || outcome === 'withdrawnRemade') {
      await withdrawStatement(db, actor.partnerId, statement.id);
      if (outcome === 'withdrawnRemade') await make();
      return;
    }
    if (outcome === 'made') return;
    await confirmStatement(db, actor, { id: statement.id, revision: statement.revision });
    if (outcome === 'paid') {
      await payStatement(db, actor.partnerId, {
        id: statement.id,
        bankSerial: `PAYOUT${statement.id}`,
        proofFileId: partner.proofFileId,
      });
    }
  };

  // ---- the direct count, from the orders and their lines ----

  type Fact = {
    fact: RollupFact;
    day: string;
    member: string;
    ch: number;
    sel: number;
    n: number;
    amount: string;
  };

  /** Every fact of every order of the partner, one row per order (and goods or category), from the tables. */
  const directFacts = async (partnerId: number): Promise<Fact[]> => {
    const rows = await queryRows<{
      id: number;
      state: number;
      placed: string;
      done: string | null;
      ch: number;
      sel: number;
      customer: string;
      region: string;
      total: string;
      matched: string;
      statement: number;
    }>(
      t.database.db,
      sql`select id, state, to_char(order_time at time zone ${zone}, 'YYYY-MM-DD') as placed,
          to_char(completed_time at time zone ${zone}, 'YYYY-MM-DD') as done,
          coalesce(channel_id, 0)::int as ch, coalesce(seller_id, 0)::int as sel,
          customer_name as customer, coalesce(region_codes ->> 0, '') as region,
          total_amount::text as total, matched_amount::text as matched, statement_state as statement
        from orders where partner_id = ${partnerId}`,
    );
    const lines = await queryRows<{
      orderId: number;
      goods: number | null;
      category: number | null;
      amount: string;
    }>(
      t.database.db,
      sql`select order_id as "orderId", goods_id as goods, category_id as category, amount::text as amount
        from order_items where partner_id = ${partnerId}`,
    );
    const out: Fact[] = [];
    for (const o of rows) {
      const base = { ch: Number(o.ch), sel: Number(o.sel), n: 1 };
      out.push({ fact: 'state', day: o.placed, member: String(o.state), amount: o.total, ...base });
      const standing = o.state !== OrderState.cancelled && o.state !== OrderState.refused;
      if (standing) {
        out.push({ fact: 'order', day: o.placed, member: '', amount: o.total, ...base });
        out.push({ fact: 'customer', day: o.placed, member: o.customer, amount: o.total, ...base });
        out.push({ fact: 'region', day: o.placed, member: o.region, amount: o.total, ...base });
        for (const kind of ['goods', 'category'] as const) {
          const sums = new Map<string, string>();
          for (const line of lines) {
            if (Number(line.orderId) !== Number(o.id) || line[kind] === null) continue;
            const key = String(line[kind]);
            sums.set(key, add(sums.get(key) ?? '0', line.amount));
          }
          for (const [member, amount] of sums)
            out.push({ fact: kind, day: o.placed, member, amount, ...base });
        }
      }
      if (o.state === OrderState.completed && o.done) {
        out.push({ fact: 'done', day: o.done, member: '', amount: o.total, ...base });
        const left = subtract(o.total, o.matched);
        if (compareMoney(left, 0) > 0)
          out.push({ fact: 'due', day: o.done, member: '', amount: left, ...base });
        if (o.statement === 2 || o.statement === 4) {
          out.push({ fact: 'settled', day: o.placed, member: '', amount: o.total, ...base });
        }
        if (o.statement === 4)
          out.push({ fact: 'paid', day: o.placed, member: '', amount: o.total, ...base });
      }
    }
    return out;
  };

  const periodOf = (day: string, unit: RollupUnit | undefined): string | null => {
    if (!unit) return null;
    if (unit === 'day') return day;
    if (unit === 'month') return `${day.slice(0, 7)}-01`;
    if (unit === 'year') return `${day.slice(0, 4)}-01-01`;
    const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
    return addDays(day, -weekday);
  };

  /** The direct sums as `rollupSums` would answer them, keyed alike. */
  const expected = (
    facts: readonly Fact[],
    fact: RollupFact,
    from: string,
    to: string,
    unit: RollupUnit | undefined,
    by: readonly RollupGroup[],
  ): Map<string, string> => {
    const sums = new Map<string, { n: number; amount: string }>();
    for (const f of facts) {
      if (f.fact !== fact || f.day < from || f.day > to) continue;
      const key = [
        periodOf(f.day, unit),
        by.includes('member') ? f.member : null,
        by.includes('channel') ? f.ch : null,
        by.includes('seller') ? f.sel : null,
      ].join('|');
      const sum = sums.get(key) ?? { n: 0, amount: '0.00' };
      sums.set(key, { n: sum.n + f.n, amount: add(sum.amount, f.amount) });
    }
    return new Map([...sums].map(([key, sum]) => [key, `${sum.n} ${sum.amount}`]));
  };

  const actual = async (
    partnerId: number,
    fact: RollupFact,
    from: string,
    to: string,
    unit: RollupUnit | undefined,
    by: readonly RollupGroup[],
  ): Promise<Map<string, string>> => {
    const rows = await rollupSums(t.database.db, { partnerId, fact, from, to, unit, by });
    return new Map(
      rows.map((row) => [
        [row.period, row.member, row.channelId, row.sellerId].join('|'),
        `${row.orderCount} ${row.amount}`,
      ]),
    );
  };

  const GROUPINGS: readonly (readonly RollupGroup[])[] = [['member', 'channel', 'seller'], []];
  const UNITS: readonly (RollupUnit | undefined)[] = ['day', 'week', 'month', 'year', undefined];

  it('every fact, by day, week, month, year and range, by member, channel and seller, equals the direct count', async () => {
    const today = localDayOf(new Date(realNow), 'UTC');
    await fc.assert(
      fc.asyncProperty(runArb, async (run) => {
        for (const [side, plans] of [
          [0, run.a],
          [1, run.b],
        ] as const) {
          const partner = partners[side];
          for (const plan of plans) {
            const { id, completed } = await drive(partner, plan);
            if (completed) await pay(partner, id, plan);
          }
          for (const [i, channelId] of [1, 3].entries()) await settle(partner, channelId, run.statements[i]);
          // A re-assignment: the customer's later orders go to the other seller, its past ones stay.
          const [first, second] = partner.sellers;
          await t.database.db
            .update(customers)
            .set({
              sellerId: sql`case when ${customers.sellerId} = ${first} then ${second}::bigint else ${first}::bigint end`,
            })
            .where(
              and(
                eq(customers.partnerId, partner.actor.partnerId),
                eq(customers.name, CUSTOMERS[run.reassign]),
              ),
            );
        }
        const ranges: [string, string][] = [
          [addDays(today, -120), addDays(today, 1)],
          [addDays(today, -run.edgeFrom - run.edgeLength), addDays(today, -run.edgeFrom)],
        ];
        for (const partner of partners) {
          const facts = await directFacts(partner.actor.partnerId);
          for (const fact of ROLLUP_FACTS) {
            for (const [from, to] of ranges) {
              for (const unit of UNITS) {
                for (const by of GROUPINGS) {
                  const want = expected(facts, fact, from, to, unit, by);
                  const got = await actual(partner.actor.partnerId, fact, from, to, unit, by);
                  expect(
                    Object.fromEntries([...got].sort()),
                    `${fact} ${from}..${to} ${unit ?? 'range'} by ${by.join(',') || '-'}`,
                  ).toEqual(Object.fromEntries([...want].sort()));
                }
              }
            }
          }
        }
      }),
      { numRuns: Number(process.env.ROLLUP_PROPERTY_RUNS ?? 10), endOnFailure: true, examples: EXAMPLES },
    );
  }, 240_000);

  it('drove the orders through every state, late completions, statements and payments', async () => {
    const [seen] = await queryRows<Record<string, string[] | number>>(
      t.database.db,
      sql`select array_agg(distinct state::text) as states, array_agg(distinct statement_state::text) as statements,
          count(*) filter (where matched_amount > 0 and matched_amount < total_amount)::int as "partPaid",
          count(*) filter (where matched_amount = total_amount)::int as "fullyPaid",
          count(*) filter (where (completed_time at time zone ${zone})::date > (order_time at time zone ${zone})::date)::int as late,
          count(*) filter (where (completed_time at time zone ${zone})::date = (order_time at time zone ${zone})::date)::int as "sameDay",
          count(distinct seller_id)::int as sellers, count(distinct partner_id)::int as partners
        from orders where partner_id = any(${`{${partners.map((p) => p.actor.partnerId).join(',')}}`}::bigint[])`,
    );
    // The examples alone reach each of these; the random runs add more.
    expect(seen.states).toEqual(expect.arrayContaining(['2', '3', '5', '6', '7', '8', '9']));
    expect(seen.statements).toEqual(expect.arrayContaining(['0', '1', '2', '4']));
    for (const key of ['partPaid', 'fullyPaid', 'late', 'sameDay']) expect(seen[key], key).toBeGreaterThan(0);
    expect(seen.sellers).toBeGreaterThanOrEqual(4);
    expect(seen.partners).toBe(2);
  });
});

describe('coverOf: whole months read from month rows, the edges from day rows', () => {
  it('covers the whole months inside a range', () => {
    expect(coverOf('2026-01-01', '2026-01-31')).toEqual({ firstMonth: '2026-01-01', endMonth: '2026-02-01' });
    expect(coverOf('2026-01-01', '2026-12-31')).toEqual({ firstMonth: '2026-01-01', endMonth: '2027-01-01' });
    expect(coverOf('2026-01-15', '2026-03-20')).toEqual({ firstMonth: '2026-02-01', endMonth: '2026-03-01' });
    expect(coverOf('2025-12-02', '2026-02-28')).toEqual({ firstMonth: '2026-01-01', endMonth: '2026-03-01' });
    expect(coverOf('2024-02-01', '2024-02-29')).toEqual({ firstMonth: '2024-02-01', endMonth: '2024-03-01' });
  });

  it('has no months when none is whole inside', () => {
    expect(coverOf('2026-01-15', '2026-01-20')).toBeNull();
    expect(coverOf('2026-01-02', '2026-02-27')).toBeNull();
    expect(coverOf('2026-01-01', '2026-01-30')).toBeNull();
    expect(coverOf('2026-01-02', '2026-01-31')).toBeNull();
    expect(coverOf('2026-03-05', '2026-03-05')).toBeNull();
    expect(coverOf('2026-12-01', '2026-12-30')).toBeNull();
  });

  it('crosses a year and takes a single whole month at either edge', () => {
    expect(coverOf('2025-12-01', '2026-01-10')).toEqual({ firstMonth: '2025-12-01', endMonth: '2026-01-01' });
    expect(coverOf('2025-12-20', '2026-01-31')).toEqual({ firstMonth: '2026-01-01', endMonth: '2026-02-01' });
    expect(coverOf('2025-12-31', '2026-01-01')).toBeNull();
  });
});
