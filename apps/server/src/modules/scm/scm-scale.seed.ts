import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { partnerByNo } from '../partner/partner.service';
import { countNewPurchases } from './purchase/purchase-counts';

/** Purchase orders per transaction: one statement writes their orders, items, events and transactions. */
const BATCH = 10_000;
/** The bench suppliers of the demo partner, each offering SKUS_PER_SUPPLIER SKUs. */
const SUPPLIERS = 50;
const SKUS_PER_SUPPLIER = 4;
const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Bench purchase numbers: `CGB<yyyyMMdd><7-digit serial>`, apart from the real `CG<yyyyMMdd><5 digits>`. */
const BENCH_PURCHASE_NO = 'CGB%';

const hash = (of: string, salt: number) => `(hashint8extended((${of})::bigint, ${salt}) & 2147483647)`;

/**
 * The demo partner's bench suppliers (基准供应商01 ...) and their goods, one SKU each at a cost price,
 * made once (a later run finds them by name).
 */
const ensureBenchSuppliers = async (db: Db, partnerId: number) => {
  await db.execute(sql`
    insert into scm_suppliers (partner_id, name, credit_code, contact_name, contact_phone, state)
    select ${partnerId}, '基准供应商' || lpad(s::text, 2, '0'), '91320100BENCH' || lpad(s::text, 5, '0'),
      '王经理', '1390000' || lpad(s::text, 4, '0'), 1
    from generate_series(1, ${SUPPLIERS}) s
    on conflict do nothing`);
  await db.execute(sql`
    with suppliers as (
      select id, row_number() over (order by name) as s from scm_suppliers
      where partner_id = ${partnerId} and name like '基准供应商%'
    ),
    missing as (
      select sp.id as supplier_id, sp.s, k from suppliers sp cross join generate_series(1, ${SKUS_PER_SUPPLIER}) k
      where not exists (select 1 from scm_goods g where g.partner_id = ${partnerId} and g.supplier_id = sp.id)
    ),
    goods as (
      insert into scm_goods (partner_id, supplier_id, name, brand_name, unit, state)
      select ${partnerId}, m.supplier_id,
        (array['A4 复印纸 70g', '按动中性笔 0.5mm', '订书机 12号', '激光打印机 黑白'])[m.k] || ' ' || lpad(m.s::text, 2, '0'),
        '得力', (array['箱', '盒', '个', '台'])[m.k], 1
      from missing m
      returning id, supplier_id, name, unit
    )
    insert into scm_goods_skus (partner_id, scm_goods_id, supplier_id, spec, cost_price, sort)
    select ${partnerId}, g.id, g.supplier_id, '标准',
      (case g.unit when '箱' then 98.50 when '盒' then 11.20 when '个' then 8.90 else 1399.00 end)::numeric(18, 2), 0
    from goods g`);
};

/**
 * The batch statement: purchase orders `from`..`to` of the serial, with their lines, a 'created'
 * event, and for received and completed ones a purchase transaction per line (a third of them
 * bought back to back, with a sale price and margin). Everything follows from the serial.
 */
const batchStatement =
  (partnerId: number, anchor: string) =>
  (from: number, to: number): SQL => {
    const at = sql.raw(`'${anchor}'::timestamptz`);
    // Mostly completed; the recent ones on their way: 1 draft .. 7 cancelled.
    const state = `case when h.h3 % 1000 < 40 then 7
      when a.age_s < 7 * 86400 then 1 + h.h3 % 5
      when a.age_s < 30 * 86400 then case when h.h3 % 1000 < 300 then 5 else 6 end
      else case when h.h3 % 1000 < 60 then 5 else 6 end end`;
    return sql`
      with skus as materialized (
        select row_number() over (order by k.supplier_id, k.id) - 1 as idx, k.id, k.scm_goods_id, k.supplier_id,
          k.spec, k.cost_price, g.name as goods_name, g.unit, sp.name as supplier_name
        from scm_goods_skus k
        join scm_goods g on g.partner_id = k.partner_id and g.id = k.scm_goods_id
        join scm_suppliers sp on sp.partner_id = k.partner_id and sp.id = k.supplier_id
        where k.partner_id = ${partnerId} and sp.name like '基准供应商%'
      ),
      src as materialized (
        select g, h.h2 % ${SUPPLIERS} as supplier_idx, st.state, a.created,
          'CGB' || to_char(a.created at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(g::text, 7, '0') as purchase_no,
          1 + h.h4 % 3 as item_count, h.h4, h.h5
        from generate_series(${from}::int, ${to}::int) g
        cross join lateral (select ${sql.raw(hash('g', 31))} as h1, ${sql.raw(hash('g', 32))} as h2,
          ${sql.raw(hash('g', 33))} as h3, ${sql.raw(hash('g', 34))} as h4, ${sql.raw(hash('g', 35))} as h5) h
        cross join lateral (select h.h1 % ${YEAR_SECONDS} as age_s,
          ${at} - (h.h1 % ${YEAR_SECONDS}) * interval '1 second' as created) a
        cross join lateral (select (${sql.raw(state)})::smallint as state) st
      ),
      lines as materialized (
        select s.g, n, k.*, q.qty, (q.qty * k.cost_price)::numeric(18, 2) as amount,
          case when (s.h5 / 7 + n) % 3 = 0 then (k.cost_price * 1.18)::numeric(18, 2) end as sale_price
        from src s
        cross join lateral generate_series(1, s.item_count) n
        join skus k on k.idx = s.supplier_idx * ${SKUS_PER_SUPPLIER} + (n - 1)
        cross join lateral (select (1 + (s.h4 / 8 + n * 7) % 40)::numeric(18, 3) as qty) q
      ),
      sums as (select g, sum(amount) as items_amount, min(supplier_id) as supplier_id, min(supplier_name) as supplier_name
        from lines group by g),
      new_orders as (
        insert into purchase_orders (partner_id, purchase_no, supplier_id, supplier_name, state, items_amount, freight,
          total_amount, item_count, receiver_name, receiver_phone, region_codes, region_name, address,
          contract_required, invoice_required, contract_state, invoice_state, mail_state,
          submitted_time, confirmed_time, shipped_time, received_time, completed_time, created_time, updated_time)
        select ${partnerId}, s.purchase_no, m.supplier_id, m.supplier_name, s.state, m.items_amount, 0, m.items_amount,
          s.item_count, '张仓管', '13700000000', '["320000","320100","320102"]'::jsonb, '江苏省 南京市 玄武区',
          '中山路18号 仓库2号门', false, true, 0,
          case when s.state = 6 then 3 when s.state between 2 and 5 then 1 else 0 end,
          case when s.state = 6 then 2 else 0 end,
          case when s.state between 2 and 6 then s.created + interval '1 hour' end,
          case when s.state between 3 and 6 then s.created + interval '5 hour' end,
          case when s.state between 4 and 6 then s.created + interval '1 day' end,
          case when s.state in (5, 6) then s.created + interval '3 day' end,
          case when s.state = 6 then s.created + interval '10 day' end,
          s.created, s.created
        from src s join sums m on m.g = s.g
        returning partner_id, id, purchase_no, state, contract_state, invoice_state, mail_state, received_time
      ),
      keyed as materialized (
        select s.g, o.id, o.purchase_no, o.state, o.received_time, s.created
        from new_orders o join src s on s.purchase_no = o.purchase_no
      ),
      new_items as (
        insert into purchase_order_items (partner_id, purchase_order_id, scm_goods_id, scm_sku_id, goods_name, spec,
          unit, quantity, unit_price, amount, sort)
        select ${partnerId}, k.id, l.scm_goods_id, l.id, l.goods_name, l.spec, l.unit, l.qty, l.cost_price, l.amount,
          l.n - 1
        from keyed k join lines l on l.g = k.g
        returning id, purchase_order_id, scm_sku_id
      ),
      new_events as (
        insert into purchase_events (partner_id, purchase_order_id, action, state_to, created_time)
        select ${partnerId}, k.id, 'created', 1, k.created from keyed k
      ),
      new_transactions as (
        insert into scm_transactions (partner_id, kind, supplier_id, supplier_name, scm_goods_id, scm_sku_id,
          goods_name, spec, quantity, cost_price, cost_amount, sale_price, sale_amount, margin,
          purchase_order_id, purchase_no, source_item_id, occurred_time)
        select ${partnerId}, 1, l.supplier_id, l.supplier_name, l.scm_goods_id, l.id, l.goods_name, l.spec, l.qty,
          l.cost_price, l.amount, l.sale_price, (l.sale_price * l.qty)::numeric(18, 2),
          (l.sale_price * l.qty)::numeric(18, 2) - l.amount, k.id, k.purchase_no, i.id, k.received_time
        from keyed k
        join new_items i on i.purchase_order_id = k.id
        join lines l on l.g = k.g and l.id = i.scm_sku_id
        where k.state in (5, 6)
        returning kind, quantity, cost_amount, sale_amount, margin
      ),
      counted as (
        insert into scm_transaction_counts (partner_id, key, count, quantity, cost_amount, sale_amount, margin,
          margined_sale_amount)
        select ${partnerId}, key, count(*)::int, sum(quantity), sum(cost_amount), coalesce(sum(sale_amount), 0),
          coalesce(sum(margin), 0), coalesce(sum(sale_amount) filter (where margin is not null), 0)
        from new_transactions cross join lateral (values ('all'), ('kind:' || kind)) v(key)
        group by key
        on conflict (partner_id, key) do update set count = scm_transaction_counts.count + excluded.count,
          quantity = scm_transaction_counts.quantity + excluded.quantity,
          cost_amount = scm_transaction_counts.cost_amount + excluded.cost_amount,
          sale_amount = scm_transaction_counts.sale_amount + excluded.sale_amount,
          margin = scm_transaction_counts.margin + excluded.margin,
          margined_sale_amount = scm_transaction_counts.margined_sale_amount + excluded.margined_sale_amount
      )
      select partner_id as "partnerId", state, contract_state as "contractState", invoice_state as "invoiceState",
        mail_state as "mailState"
      from new_orders`;
  };

/**
 * Purchase volume for benchmarks (`npm run seed -- --purchases N`): N purchase orders of the demo
 * partner over the last year to 50 bench suppliers (made when missing, 4 SKUs each), one to three
 * lines each with exact amounts, mostly completed, the recent ones in every state; each received
 * line is a purchase transaction. Set-based SQL in batches, each in its own transaction with the kept
 * counts (countNewPurchases, the transactions' counts and sums); then the tables are analyzed. Purchases of an
 * earlier run are kept: the run adds up to N in total.
 */
export const seedPurchasesScale = async (
  db: Db,
  total: number,
  log: (line: string) => void = () => {},
): Promise<number> => {
  const a = await partnerByNo(db, 'GYS000001');
  if (!a) throw new Error('the demo partner GYS000001 is missing: seed the demo set first');
  await ensureBenchSuppliers(db, a.id);
  const [{ existing }] = await queryRows<{ existing: number }>(
    db,
    sql`select count(*)::int as existing from purchase_orders where partner_id = ${a.id} and purchase_no like ${BENCH_PURCHASE_NO}`,
  );
  const done = Number(existing);
  log(`bench suppliers ready; ${done} bench purchase orders exist`);
  const statement = batchStatement(a.id, new Date().toISOString());
  const started = Date.now();
  for (let from = done + 1; from <= total; from += BATCH) {
    const to = Math.min(total, from + BATCH - 1);
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local jit = off`);
      const created = await queryRows<{
        partnerId: number;
        state: number;
        contractState: number;
        invoiceState: number;
        mailState: number;
      }>(tx, statement(from, to));
      await countNewPurchases(
        tx,
        created.map((row) => ({
          partnerId: Number(row.partnerId),
          state: Number(row.state),
          contractState: Number(row.contractState),
          invoiceState: Number(row.invoiceState),
          mailState: Number(row.mailState),
        })),
      );
    });
    const seconds = (Date.now() - started) / 1000;
    log(`purchase orders ${to} / ${total} (${Math.round((to - done) / seconds)} orders/s)`);
  }
  if (total > done) {
    log('analyzing');
    for (const table of [
      'purchase_orders',
      'purchase_order_items',
      'purchase_events',
      'purchase_counts',
      'scm_transactions',
      'scm_transaction_counts',
    ]) {
      await db.execute(sql.raw(`vacuum analyze ${table}`));
    }
  }
  return Math.max(0, total - done);
};
