import { GoodsState } from '@portal/shared/contracts/goods';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partnerByNo } from '../partner/partner.service';
import { brands } from './brands/brand.table';
import { LEAF_LEVEL, recountPartnerGoods } from './categories/category.service';
import { categories } from './categories/category.table';
import { goods } from './goods/goods.table';

const BATCH = 5_000;

/**
 * Volume for benchmarks (`npm run seed -- --scale N`): N goods for the demo partner A, spread
 * deterministically over every leaf category, the demo brands, five review states (6 in 10
 * approved) and the last year of updates, with one to three SKUs each. Written with set-based
 * SQL in batches, then the per-category counts are rebuilt. Goods made by an earlier scale run
 * are kept: the run adds up to N in total.
 */
export const seedScale = async (
  db: Db,
  total: number,
  log: (line: string) => void = () => {},
): Promise<number> => {
  const partner = await partnerByNo(db, 'GYS000001');
  if (!partner) throw new Error('the demo partner GYS000001 is missing: seed the demo set first');
  const [{ existing }] = await db
    .select({ existing: sql<number>`count(*)::int` })
    .from(goods)
    .where(and(eq(goods.partnerId, partner.id), sql`${goods.model} like 'SC-%'`));
  const leafIds = (
    await db.select({ id: categories.id }).from(categories).where(eq(categories.level, LEAF_LEVEL))
  ).map((row) => row.id);
  const brandIds = (
    await db.select({ id: brands.id }).from(brands).where(eq(brands.createdByPartnerId, partner.id))
  ).map((row) => row.id);
  if (brandIds.length === 0) throw new Error('the demo partner has no brands: seed the demo set first');
  const [sample] = await db
    .select({ imageIds: goods.imageIds, createdBy: goods.createdBy })
    .from(goods)
    .where(eq(goods.partnerId, partner.id))
    .limit(1);
  const imageIds = JSON.stringify(sample?.imageIds ?? []);
  // Numbers only: safe to inline, and one literal array beats thousands of parameters.
  const leaves = sql.raw(`array[${leafIds.join(',')}]::bigint[]`);
  const brandList = sql.raw(`array[${brandIds.join(',')}]::bigint[]`);

  for (let from = existing + 1; from <= total; from += BATCH) {
    const to = Math.min(total, from + BATCH - 1);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into goods (partner_id, name, category_id, brand_id, model, unit, image_ids, params, description,
          state, submitted_time, reviewed_time, created_by, created_time, updated_time)
        select ${partner.id}::bigint, b.name || ' ' || c.name || ' SC-' || g, c.id, b.id, 'SC-' || g, '个', ${imageIds}::jsonb,
          '[]'::jsonb, '<p>' || c.path || '</p>',
          s.state, now() - (g % 365) * interval '1 day', now() - (g % 365) * interval '1 day',
          ${sample?.createdBy ?? 0}::bigint, now() - (g % 400) * interval '1 day' - interval '1 hour',
          now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute'
        from generate_series(${from}::int, ${to}::int) g
        join categories c on c.id = (${leaves})[1 + (g * 7919) % ${leafIds.length}]
        join brands b on b.id = (${brandList})[1 + g % ${brandIds.length}]
        cross join lateral (select (case
          when g % 10 < 6 then ${GoodsState.approved} when g % 10 = 6 then ${GoodsState.pending}
          when g % 10 = 7 then ${GoodsState.draft} when g % 10 = 8 then ${GoodsState.rejected}
          else ${GoodsState.disabled} end)::smallint as state) s`);
      await tx.execute(sql`
        insert into goods_skus (partner_id, goods_id, spec, sku_code, market_price, stock, sort)
        select g.partner_id, g.id, '规格' || n, g.model || '-' || n,
          (10 + (g.id % 990) + n * 5)::numeric(18, 2), (g.id * n) % 500, n - 1
        from goods g cross join lateral generate_series(1, 1 + (g.id % 3)::int) n
        where g.partner_id = ${partner.id} and g.model in (select 'SC-' || x from generate_series(${from}::int, ${to}::int) x)`);
      // Approved and disabled goods carry their approved version, as reviewed goods do.
      await tx.execute(sql`
        update goods g set approved = jsonb_build_object(
          'name', g.name, 'categoryId', g.category_id, 'brandId', g.brand_id, 'model', g.model, 'unit', g.unit,
          'imageIds', g.image_ids, 'params', g.params, 'description', g.description,
          'approvedTime', to_char(g.reviewed_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
          'skus', (select jsonb_agg(jsonb_build_object('id', s.id, 'spec', s.spec, 'skuCode', s.sku_code,
            'marketPrice', s.market_price::text, 'stock', s.stock) order by s.sort)
            from goods_skus s where s.partner_id = g.partner_id and s.goods_id = g.id))
        where g.partner_id = ${partner.id} and g.state in (${sql.raw(`${GoodsState.approved}, ${GoodsState.disabled}`)})
          and g.model in (select 'SC-' || x from generate_series(${from}::int, ${to}::int) x)`);
    });
    log(`goods ${to} / ${total}`);
  }
  await db.transaction((tx) => recountPartnerGoods(tx, partner.id));
  // Fresh statistics for the planner after a bulk load (PGlite has no autovacuum to gather them).
  await db.execute(sql`analyze`);
  return Math.max(0, total - existing);
};
