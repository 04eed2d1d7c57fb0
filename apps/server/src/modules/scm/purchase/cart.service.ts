import type {
  Cart,
  CartAdd,
  CartGroup,
  CartLine,
  CartOfferQuery,
  CartOfferRow,
  CartProblem,
} from '@portal/shared/contracts/purchase';
import { MAX_CART_LINES } from '@portal/shared/contracts/purchase';
import { add, multiply } from '@portal/shared/money';
import { ScmGoodsState, SupplierState } from '@portal/shared/scm-states';
import Decimal from 'decimal.js';
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../db/like';
import { pageOf } from '../../../db/paging';
import { fail, notFound } from '../../../platform/errors';
import { scmGoods, scmGoodsSkus } from '../goods/scm-goods.table';
import { scmSuppliers } from '../suppliers/suppliers.table';
import { scmCartItems } from './purchase.table';

/** Whose cart: an account of the partner. */
export type CartOwner = { partnerId: number; accountId: number };

const c = scmCartItems;
const sku = scmGoodsSkus;
const goods = scmGoods;
const supplier = scmSuppliers;
/** A numeric(18,3) holds at most 15 integer digits. */
const QUANTITY_LIMIT = new Decimal('1e15');

const cartFilter = (owner: CartOwner) =>
  and(eq(c.partnerId, owner.partnerId), eq(c.accountId, owner.accountId));

/** The cart's lines joined with their SKU, goods and supplier as they are now (missing ones kept). */
const cartRows = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({
      id: c.id,
      supplierId: c.supplierId,
      scmGoodsId: c.scmGoodsId,
      scmSkuId: c.scmSkuId,
      quantity: c.quantity,
      addedTime: c.addedTime,
      spec: sku.spec,
      costPrice: sku.costPrice,
      minQuantity: sku.minQuantity,
      goodsName: goods.name,
      brandName: goods.brandName,
      unit: goods.unit,
      goodsState: goods.state,
      supplierName: supplier.name,
      supplierState: supplier.state,
    })
    .from(c)
    .leftJoin(sku, and(eq(sku.partnerId, c.partnerId), eq(sku.id, c.scmSkuId)))
    .leftJoin(goods, and(eq(goods.partnerId, c.partnerId), eq(goods.id, c.scmGoodsId)))
    .leftJoin(supplier, and(eq(supplier.partnerId, c.partnerId), eq(supplier.id, c.supplierId)))
    .where(where)
    .orderBy(asc(c.supplierId), asc(c.id));

type CartRow = Awaited<ReturnType<typeof cartRows>>[number];

const problemOf = (row: CartRow): CartProblem => {
  if (row.supplierState !== SupplierState.active) return 'supplierDisabled';
  if (row.goodsState !== ScmGoodsState.onOffer || row.costPrice === null) return 'withdrawn';
  if (new Decimal(row.quantity).lt(row.minQuantity ?? '0')) return 'belowMin';
  return null;
};

const lineOf = (row: CartRow): CartLine => {
  const costPrice = row.costPrice ?? '0.00';
  return {
    id: row.id,
    scmGoodsId: row.scmGoodsId,
    scmSkuId: row.scmSkuId,
    goodsName: row.goodsName ?? '',
    brandName: row.brandName,
    spec: row.spec ?? '',
    unit: row.unit ?? '',
    quantity: new Decimal(row.quantity).toString(),
    minQuantity: new Decimal(row.minQuantity ?? '0').toString(),
    costPrice,
    amount: multiply(costPrice, row.quantity),
    problem: problemOf(row),
    addedTime: row.addedTime.toISOString(),
  };
};

/** The account's cart grouped by supplier, priced at the cost prices now; subtotals count orderable lines. */
export const cartOf = async (db: DbOrTx, owner: CartOwner): Promise<Cart> => {
  const rows = await cartRows(db, cartFilter(owner));
  const groups = new Map<number, CartGroup>();
  for (const row of rows) {
    const group = groups.get(row.supplierId) ?? {
      supplierId: row.supplierId,
      supplierName: row.supplierName ?? '',
      subtotal: '0.00',
      orderableCount: 0,
      lines: [],
    };
    const line = lineOf(row);
    group.lines.push(line);
    if (line.problem === null) {
      group.subtotal = add(group.subtotal, line.amount);
      group.orderableCount += 1;
    }
    groups.set(row.supplierId, group);
  }
  const list = [...groups.values()];
  return {
    groups: list,
    lineCount: rows.length,
    total: add('0', ...list.map((group) => group.subtotal)),
  };
};

/** The account's cart lines of some suppliers, locked for a checkout. */
export const lockCartLines = async (tx: DbOrTx, owner: CartOwner, supplierIds: readonly number[]) => {
  const ids = await tx
    .select({ id: c.id })
    .from(c)
    .where(and(cartFilter(owner), inArray(c.supplierId, [...supplierIds])))
    .for('update');
  if (ids.length === 0) return [];
  return cartRows(
    tx,
    and(
      cartFilter(owner),
      inArray(
        c.id,
        ids.map((row) => row.id),
      ),
    ),
  ).then((rows) =>
    rows.map((row) => ({ ...lineOf(row), supplierId: row.supplierId, supplierName: row.supplierName })),
  );
};

/** Adds SKUs on offer to the cart; a SKU already there has the quantity added to its line. */
export const addToCart = (db: DbOrTx, owner: CartOwner, input: CartAdd): Promise<void> =>
  db.transaction(async (tx) => {
    const skuIds = input.lines.map((line) => line.scmSkuId);
    const offered = await tx
      .select({
        id: sku.id,
        scmGoodsId: sku.scmGoodsId,
        supplierId: sku.supplierId,
        goodsName: goods.name,
        goodsState: goods.state,
        supplierName: supplier.name,
        supplierState: supplier.state,
      })
      .from(sku)
      .innerJoin(goods, and(eq(goods.partnerId, sku.partnerId), eq(goods.id, sku.scmGoodsId)))
      .innerJoin(supplier, and(eq(supplier.partnerId, sku.partnerId), eq(supplier.id, sku.supplierId)))
      .where(and(eq(sku.partnerId, owner.partnerId), inArray(sku.id, skuIds)));
    const offerOf = new Map(offered.map((row) => [row.id, row]));
    const existing = await tx
      .select({ scmSkuId: c.scmSkuId, quantity: c.quantity })
      .from(c)
      .where(and(cartFilter(owner), inArray(c.scmSkuId, skuIds)))
      .for('update');
    const inCart = new Map(existing.map((row) => [row.scmSkuId, row.quantity]));
    const values = input.lines.map((line) => {
      const offer = offerOf.get(line.scmSkuId);
      if (!offer) throw notFound('purchase.cart.skuNotFound');
      if (offer.supplierState !== SupplierState.active)
        throw fail('purchase.supplierDisabled', { name: offer.supplierName });
      if (offer.goodsState !== ScmGoodsState.onOffer)
        throw fail('purchase.goodsWithdrawn', { goods: offer.goodsName });
      const total = new Decimal(line.quantity).plus(inCart.get(line.scmSkuId) ?? 0);
      if (total.gte(QUANTITY_LIMIT)) throw fail('purchase.badQuantity', { goods: offer.goodsName });
      return {
        partnerId: owner.partnerId,
        accountId: owner.accountId,
        supplierId: offer.supplierId,
        scmGoodsId: offer.scmGoodsId,
        scmSkuId: offer.id,
        quantity: new Decimal(line.quantity).toFixed(3),
      };
    });
    await tx
      .insert(c)
      .values(values)
      .onConflictDoUpdate({
        target: [c.partnerId, c.accountId, c.scmSkuId],
        set: { quantity: sql`${c.quantity} + excluded.quantity` },
      });
    const [{ lines }] = await tx.select({ lines: count() }).from(c).where(cartFilter(owner));
    if (lines > MAX_CART_LINES) throw fail('purchase.cart.full', { max: MAX_CART_LINES });
  });

/** Sets a cart line's quantity. */
export const setCartQuantity = async (db: DbOrTx, owner: CartOwner, id: number, quantity: string) => {
  const updated = await db
    .update(c)
    .set({ quantity: new Decimal(quantity).toFixed(3) })
    .where(and(cartFilter(owner), eq(c.id, id)))
    .returning({ id: c.id });
  if (updated.length === 0) throw notFound('purchase.cart.lineNotFound');
};

/** Removes lines of the account's cart (ids of another cart are ignored). */
export const removeFromCart = async (db: DbOrTx, owner: CartOwner, ids: readonly number[]) => {
  await db.delete(c).where(and(cartFilter(owner), inArray(c.id, [...ids])));
};

export const clearCart = async (db: DbOrTx, owner: CartOwner) => {
  await db.delete(c).where(cartFilter(owner));
};

// ---- the SKUs on offer (the add-goods dialog, AddToCartButton) ----

const offerColumns = {
  scmSkuId: sku.id,
  scmGoodsId: sku.scmGoodsId,
  goodsName: goods.name,
  brandName: goods.brandName,
  model: goods.model,
  spec: sku.spec,
  unit: goods.unit,
  costPrice: sku.costPrice,
  minQuantity: sku.minQuantity,
  supplierId: sku.supplierId,
  supplierName: supplier.name,
  inCart: c.quantity,
};

const offerQuery = (db: DbOrTx, owner: CartOwner) =>
  db
    .select({ ...offerColumns, total: sql<number>`0` })
    .from(sku)
    .innerJoin(goods, and(eq(goods.partnerId, sku.partnerId), eq(goods.id, sku.scmGoodsId)))
    .innerJoin(supplier, and(eq(supplier.partnerId, sku.partnerId), eq(supplier.id, sku.supplierId)))
    .leftJoin(
      c,
      and(eq(c.partnerId, sku.partnerId), eq(c.accountId, owner.accountId), eq(c.scmSkuId, sku.id)),
    );

const onOffer = (partnerId: number) =>
  and(
    eq(sku.partnerId, partnerId),
    eq(goods.state, ScmGoodsState.onOffer),
    eq(supplier.state, SupplierState.active),
  );

type OfferRow = Omit<CartOfferRow, 'inCart'> & { inCart: string | null };
const offerRowOf = (row: OfferRow): CartOfferRow => ({
  ...row,
  minQuantity: new Decimal(row.minQuantity).toString(),
  inCart: row.inCart === null ? null : new Decimal(row.inCart).toString(),
});

/** A page of the SKUs on offer from active suppliers, by goods name. */
export const listOffers = async (
  db: DbOrTx,
  owner: CartOwner,
  query: CartOfferQuery,
): Promise<{ rows: CartOfferRow[]; total: number }> => {
  const keyword = query.keyword ? containsPattern(query.keyword) : undefined;
  const direction = query.sortType === 'desc' ? sql`desc` : sql`asc`;
  const { rows, total } = await pageOf(
    db,
    query,
    (total) =>
      db
        .select({ ...offerColumns, total })
        .from(sku)
        .innerJoin(goods, and(eq(goods.partnerId, sku.partnerId), eq(goods.id, sku.scmGoodsId)))
        .innerJoin(supplier, and(eq(supplier.partnerId, sku.partnerId), eq(supplier.id, sku.supplierId)))
        .leftJoin(
          c,
          and(eq(c.partnerId, sku.partnerId), eq(c.accountId, owner.accountId), eq(c.scmSkuId, sku.id)),
        )
        .$dynamic(),
    and(
      onOffer(owner.partnerId),
      query.supplierId ? eq(sku.supplierId, query.supplierId) : undefined,
      keyword
        ? or(
            ilike(goods.name, keyword),
            ilike(goods.brandName, keyword),
            ilike(goods.model, keyword),
            ilike(sku.spec, keyword),
          )
        : undefined,
    ),
    [sql`${goods.name} ${direction}`, asc(sku.scmGoodsId), asc(sku.sort), asc(sku.id)],
  );
  return { total, rows: rows.map(offerRowOf) };
};

/** The SKUs of one SCM goods, if it is on offer from an active supplier (else none). */
export const offerSkusOf = async (
  db: DbOrTx,
  owner: CartOwner,
  scmGoodsId: number,
): Promise<CartOfferRow[]> => {
  const rows = await offerQuery(db, owner)
    .where(and(onOffer(owner.partnerId), eq(sku.scmGoodsId, scmGoodsId)))
    .orderBy(asc(sku.sort), asc(sku.id));
  return rows.map(offerRowOf);
};
