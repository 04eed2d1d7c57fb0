import { SellerState } from '@portal/shared/analytics-states';
import type {
  SellerAccountOption,
  SellerFilter,
  SellerInputParsed,
  SellerPageQuery,
  SellerRow,
  SellerUpdate,
} from '@portal/shared/contracts/sellers';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../db/like';
import { batchAfter, noTotal, pageOf } from '../../../db/paging';
import { uniqueViolationOf } from '../../../db/unique-violation';
import { writeAudit } from '../../../platform/audit';
import { fail, notFound } from '../../../platform/errors';
import { businessTimeZone, localDayOf } from '../../../platform/local-time';
import { accountNamesOf, accountOptionsOf } from '../../auth/accounts.service';
import { sellerHasOrders } from '../../orders/order-credits.service';
import { rollupSums } from '../../orders/order-rollups.service';
import { sellers } from './sellers.table';

/** Who changes sellers and customers: the partner and the signed-in account (null: the system, a seed). */
export type SellerActor = { partnerId: number; accountId: number | null };

const s = sellers;

/** This local month so far: its first day and today. */
export const thisMonth = (now = new Date()): { from: string; to: string } => {
  const today = localDayOf(now, businessTimeZone());
  return { from: `${today.slice(0, 8)}01`, to: today };
};

// drizzle leaves the columns of a one-table select unqualified: the subquery names the outer table.
const customerCount = sql<number>`(select count(*)::int from customers c
  where c.partner_id = sellers.partner_id and c.seller_id = sellers.id)`;

const selectRows = (db: DbOrTx, total: SQL<number>) =>
  db.select({ seller: s, customerCount, total }).from(s).$dynamic();

type Selected = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

const filterOf = (partnerId: number, filter: SellerFilter): SQL | undefined =>
  and(
    eq(s.partnerId, partnerId),
    filter.name
      ? or(
          ilike(s.name, containsPattern(filter.name)),
          ilike(s.phone, containsPattern(filter.name)),
          ilike(s.email, containsPattern(filter.name)),
        )
      : undefined,
    filter.state ? eq(s.state, filter.state) : undefined,
  );

/** The rows with their linked accounts' names and this month's credited orders, read from the rollups. */
const rowsOf = async (db: DbOrTx, partnerId: number, rows: Selected[]): Promise<SellerRow[]> => {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.seller.id);
  const month = thisMonth();
  const [done, placed, accountNames] = await Promise.all([
    rollupSums(db, { partnerId, fact: 'done', ...month, by: ['seller'], sellerIds: ids }),
    rollupSums(db, { partnerId, fact: 'order', ...month, by: ['seller'], sellerIds: ids }),
    accountNamesOf(
      db,
      partnerId,
      rows.flatMap((row) => (row.seller.accountId === null ? [] : [row.seller.accountId])),
    ),
  ]);
  const doneOf = new Map(done.map((sum) => [sum.sellerId, sum]));
  const placedOf = new Map(placed.map((sum) => [sum.sellerId, sum]));
  return rows.map(({ seller, customerCount }) => ({
    id: seller.id,
    name: seller.name,
    phone: seller.phone,
    email: seller.email,
    accountId: seller.accountId,
    accountName: seller.accountId === null ? null : (accountNames.get(seller.accountId) ?? null),
    state: seller.state as SellerState,
    remark: seller.remark,
    customerCount,
    monthDoneCount: doneOf.get(seller.id)?.orderCount ?? 0,
    monthDoneAmount: doneOf.get(seller.id)?.amount ?? '0.00',
    monthOrderCount: placedOf.get(seller.id)?.orderCount ?? 0,
    monthOrderAmount: placedOf.get(seller.id)?.amount ?? '0.00',
    createdTime: seller.createdTime.toISOString(),
    updatedTime: seller.updatedTime.toISOString(),
  }));
};

const SORTED_BY = { createdTime: s.createdTime, name: s.name } as const;

/** A page of the partner's sellers matching the filter, newest first unless sorted otherwise. */
export const listSellers = async (db: DbOrTx, partnerId: number, query: SellerPageQuery) => {
  const direction = query.sortType === 'asc' ? asc : desc;
  const { rows, total } = await pageOf(db, query, (t) => selectRows(db, t), filterOf(partnerId, query), [
    direction(SORTED_BY[(query.sortBy ?? 'createdTime') as keyof typeof SORTED_BY]),
    direction(s.id),
  ]);
  return { total, rows: await rowsOf(db, partnerId, rows) };
};

/** A keyset batch of the filtered sellers for their export. */
export const listSellersAfter = async (
  db: DbOrTx,
  partnerId: number,
  filter: SellerFilter,
  afterId: number | undefined,
  limit: number,
): Promise<SellerRow[]> =>
  rowsOf(
    db,
    partnerId,
    await batchAfter(selectRows(db, noTotal()), filterOf(partnerId, filter), s.id, afterId, limit),
  );

/** How many of the partner's sellers are active ('1') and left ('2'). */
export const sellerStateCounts = async (db: DbOrTx, partnerId: number): Promise<Record<string, number>> => {
  const rows = await db
    .select({ state: s.state, count: sql<number>`count(*)::int` })
    .from(s)
    .where(eq(s.partnerId, partnerId))
    .groupBy(s.state);
  const counts: Record<string, number> = { [SellerState.active]: 0, [SellerState.left]: 0 };
  for (const row of rows) counts[row.state] = row.count;
  return counts;
};

/** One seller of the partner; another partner's id answers like a missing one. */
export const sellerDetail = async (db: DbOrTx, partnerId: number, id: number): Promise<SellerRow> => {
  const rows = await selectRows(db, noTotal()).where(and(eq(s.partnerId, partnerId), eq(s.id, id)));
  if (rows.length === 0) throw notFound('seller.notFound');
  const [row] = await rowsOf(db, partnerId, rows);
  return row;
};

/** The partner's accounts a seller may sign in as (at most 50), with the seller each is linked to. */
export const sellerAccountOptions = async (
  db: DbOrTx,
  partnerId: number,
  keyword: string | null,
): Promise<SellerAccountOption[]> => {
  const found = await accountOptionsOf(db, partnerId, keyword, 50);
  const ids = found.map((account) => account.id);
  const linked =
    ids.length === 0
      ? []
      : await db
          .select({ id: s.id, name: s.name, accountId: s.accountId })
          .from(s)
          .where(and(eq(s.partnerId, partnerId), inArray(s.accountId, ids)));
  const sellerOf = new Map(linked.map((row) => [row.accountId, row]));
  return found.map((account) => ({
    id: account.id,
    name: account.name,
    username: account.username,
    sellerId: sellerOf.get(account.id)?.id ?? null,
    sellerName: sellerOf.get(account.id)?.name ?? null,
  }));
};

// ---- changes ----

const takenOf = (error: unknown, input: SellerInputParsed): never => {
  const constraint = uniqueViolationOf(error);
  if (constraint === 'sellers_name_idx') throw fail('seller.nameExists', { name: input.name });
  if (constraint === 'sellers_account_idx') throw fail('seller.accountLinked');
  throw error;
};

/**
 * The name is unique among the partner's sellers; the linked account must be the partner's and not
 * linked to another seller: clear refusals before the indexes'.
 */
const checkInput = async (db: DbOrTx, partnerId: number, input: SellerInputParsed, exceptId?: number) => {
  const rows = await db
    .select({ id: s.id, name: s.name, accountId: s.accountId })
    .from(s)
    .where(
      and(
        eq(s.partnerId, partnerId),
        input.accountId === null
          ? eq(s.name, input.name)
          : or(eq(s.name, input.name), eq(s.accountId, input.accountId)),
      ),
    );
  for (const row of rows) {
    if (row.id === exceptId) continue;
    if (row.name === input.name) throw fail('seller.nameExists', { name: input.name });
    throw fail('seller.accountLinked', { seller: row.name });
  }
  if (input.accountId !== null) {
    const names = await accountNamesOf(db, partnerId, [input.accountId]);
    if (!names.has(input.accountId)) throw fail('seller.accountNotFound');
  }
};

const fieldsOf = (input: SellerInputParsed) => ({
  name: input.name,
  phone: input.phone,
  email: input.email,
  accountId: input.accountId,
  remark: input.remark,
});

/** A new active seller. */
export const createSeller = async (
  db: DbOrTx,
  actor: SellerActor,
  input: SellerInputParsed,
): Promise<SellerRow> => {
  await checkInput(db, actor.partnerId, input);
  const id = await db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(s)
        .values({
          partnerId: actor.partnerId,
          ...fieldsOf(input),
          state: SellerState.active,
          createdBy: actor.accountId,
        })
        .returning({ id: s.id });
      await writeAudit(tx, {
        partnerId: actor.partnerId,
        accountId: actor.accountId,
        action: 'analytics.seller.add',
        entity: 'seller',
        entityId: created.id,
        after: fieldsOf(input),
      });
      return created.id;
    })
    .catch((error) => takenOf(error, input));
  return sellerDetail(db, actor.partnerId, id);
};

/** Changes a seller's details and linked account (its state changes by leave / reactivate). */
export const updateSeller = async (
  db: DbOrTx,
  actor: SellerActor,
  input: SellerUpdate,
): Promise<SellerRow> => {
  await checkInput(db, actor.partnerId, input, input.id);
  await db
    .transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(s)
        .where(and(eq(s.partnerId, actor.partnerId), eq(s.id, input.id)))
        .for('update');
      if (!before) throw notFound('seller.notFound');
      await tx
        .update(s)
        .set({ ...fieldsOf(input), updatedTime: new Date() })
        .where(and(eq(s.partnerId, actor.partnerId), eq(s.id, input.id)));
      await writeAudit(tx, {
        partnerId: actor.partnerId,
        accountId: actor.accountId,
        action: 'analytics.seller.update',
        entity: 'seller',
        entityId: input.id,
        before: fieldsOf({ ...before, accountId: before.accountId }),
        after: fieldsOf(input),
      });
    })
    .catch((error) => takenOf(error, input));
  return sellerDetail(db, actor.partnerId, input.id);
};

/** Moves a seller from one state to the other, guarded on the state it must be in, with an audit row. */
const changeState = async (
  db: DbOrTx,
  actor: SellerActor,
  id: number,
  from: SellerState,
  to: SellerState,
  refusal: string,
): Promise<SellerRow> => {
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(s)
      .set({ state: to, updatedTime: new Date() })
      .where(and(eq(s.partnerId, actor.partnerId), eq(s.id, id), eq(s.state, from)))
      .returning({ id: s.id, name: s.name });
    if (!changed) {
      const [exists] = await tx
        .select({ id: s.id })
        .from(s)
        .where(and(eq(s.partnerId, actor.partnerId), eq(s.id, id)));
      throw exists ? fail(refusal) : notFound('seller.notFound');
    }
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: to === SellerState.left ? 'analytics.seller.leave' : 'analytics.seller.reactivate',
      entity: 'seller',
      entityId: id,
      before: { state: from },
      after: { state: to },
    });
  });
  return sellerDetail(db, actor.partnerId, id);
};

/** The seller left: past orders stay credited to them; their customers stay until re-assigned; no new ones. */
export const markSellerLeft = (db: DbOrTx, actor: SellerActor, id: number) =>
  changeState(db, actor, id, SellerState.active, SellerState.left, 'seller.notActive');

export const reactivateSeller = (db: DbOrTx, actor: SellerActor, id: number) =>
  changeState(db, actor, id, SellerState.left, SellerState.active, 'seller.notLeft');

/**
 * Deletes a seller nothing is credited to: no customer assigned now, no order credited (read from the
 * rollups). The seller is locked first, so an assignment cannot slip in between the check and the delete.
 */
export const deleteSeller = async (db: DbOrTx, actor: SellerActor, id: number): Promise<void> => {
  await db.transaction(async (tx) => {
    const [seller] = await tx
      .select({ seller: s, customerCount })
      .from(s)
      .where(and(eq(s.partnerId, actor.partnerId), eq(s.id, id)))
      .for('update', { of: s });
    if (!seller) throw notFound('seller.notFound');
    if (seller.customerCount > 0) throw fail('seller.hasCustomers', { count: seller.customerCount });
    if (await sellerHasOrders(tx, actor.partnerId, id)) throw fail('seller.hasOrders');
    await tx.delete(s).where(and(eq(s.partnerId, actor.partnerId), eq(s.id, id)));
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: 'analytics.seller.delete',
      entity: 'seller',
      entityId: id,
      before: { name: seller.seller.name, state: seller.seller.state, accountId: seller.seller.accountId },
    });
  });
};

/** The partner's seller with this name (ops commands, the seed). */
export const sellerNamed = async (db: DbOrTx, partnerId: number, name: string) => {
  const [row] = await db
    .select({ id: s.id, name: s.name, state: s.state })
    .from(s)
    .where(and(eq(s.partnerId, partnerId), eq(s.name, name)));
  return row;
};
