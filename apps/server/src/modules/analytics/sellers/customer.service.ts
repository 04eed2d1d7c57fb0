import { CustomerSource, NO_SELLER, SellerState } from '@portal/shared/analytics-states';
import type {
  CustomerAssignment,
  CustomerCounts,
  CustomerFilter,
  CustomerInputParsed,
  CustomerPageQuery,
  CustomerRow,
  CustomerUpdate,
} from '@portal/shared/contracts/sellers';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../db/like';
import { batchAfter, noTotal, pageOf } from '../../../db/paging';
import { uniqueViolationOf } from '../../../db/unique-violation';
import { writeAudit } from '../../../platform/audit';
import { fail, notFound } from '../../../platform/errors';
import { operatorNamesOf } from '../../auth/accounts.service';
import { nationalRegions } from '../../communal/region-data';
import { customerHasOrders } from '../../orders/order-credits.service';
import { rollupSums } from '../../orders/order-rollups.service';
import { type SellerActor, thisMonth } from './seller.service';
import { customerAssignments, customers, sellers } from './sellers.table';

const c = customers;

const selectRows = (db: DbOrTx, total: SQL<number>) =>
  db
    .select({ customer: c, sellerName: sellers.name, sellerState: sellers.state, total })
    .from(c)
    .leftJoin(sellers, and(eq(sellers.partnerId, c.partnerId), eq(sellers.id, c.sellerId)))
    .$dynamic();

type Selected = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

const filterOf = (partnerId: number, filter: CustomerFilter): SQL | undefined =>
  and(
    eq(c.partnerId, partnerId),
    filter.name
      ? or(ilike(c.name, containsPattern(filter.name)), ilike(c.contactName, containsPattern(filter.name)))
      : undefined,
    filter.sellerId === NO_SELLER
      ? isNull(c.sellerId)
      : filter.sellerId
        ? eq(c.sellerId, filter.sellerId)
        : undefined,
    filter.assigned === true
      ? isNotNull(c.sellerId)
      : filter.assigned === false
        ? isNull(c.sellerId)
        : undefined,
    filter.source ? eq(c.source, filter.source) : undefined,
  );

/** The period of the orders columns: the filter's days, open ends closed by this month. */
const periodOf = (filter: CustomerFilter): { from: string; to: string } => {
  const month = thisMonth();
  const from = filter.dateFrom ?? (filter.dateTo ? `${filter.dateTo.slice(0, 8)}01` : month.from);
  const to = filter.dateTo ?? (filter.dateFrom && filter.dateFrom > month.to ? filter.dateFrom : month.to);
  return { from, to };
};

/** The rows with their orders over the period, read from the rollups (fact 'customer', the rows' names). */
const rowsOf = async (
  db: DbOrTx,
  partnerId: number,
  rows: Selected[],
  filter: CustomerFilter,
): Promise<CustomerRow[]> => {
  if (rows.length === 0) return [];
  const period = periodOf(filter);
  const sums = await rollupSums(db, {
    partnerId,
    fact: 'customer',
    ...period,
    by: ['member'],
    members: rows.map((row) => row.customer.name),
  });
  const sumOf = new Map(sums.map((sum) => [sum.member, sum]));
  return rows.map(({ customer, sellerName, sellerState }) => ({
    id: customer.id,
    name: customer.name,
    sellerId: customer.sellerId,
    sellerName: sellerName ?? null,
    sellerState: (sellerState ?? null) as SellerState | null,
    source: customer.source as CustomerSource,
    contactName: customer.contactName,
    contactPhone: customer.contactPhone,
    regionCodes: customer.regionCodes,
    regionName: customer.regionName,
    address: customer.address,
    remark: customer.remark,
    assignedTime: customer.assignedTime?.toISOString() ?? null,
    orderCount: sumOf.get(customer.name)?.orderCount ?? 0,
    orderAmount: sumOf.get(customer.name)?.amount ?? '0.00',
    dateFrom: period.from,
    dateTo: period.to,
    createdTime: customer.createdTime.toISOString(),
  }));
};

const SORTED_BY = { createdTime: c.createdTime, name: c.name } as const;

/** A page of the partner's customers matching the filter, newest first unless sorted otherwise. */
export const listCustomers = async (db: DbOrTx, partnerId: number, query: CustomerPageQuery) => {
  const direction = query.sortType === 'asc' ? asc : desc;
  const { rows, total } = await pageOf(db, query, (t) => selectRows(db, t), filterOf(partnerId, query), [
    direction(SORTED_BY[(query.sortBy ?? 'createdTime') as keyof typeof SORTED_BY]),
    direction(c.id),
  ]);
  return { total, rows: await rowsOf(db, partnerId, rows, query) };
};

/** A keyset batch of the filtered customers for their export. */
export const listCustomersAfter = async (
  db: DbOrTx,
  partnerId: number,
  filter: CustomerFilter,
  afterId: number | undefined,
  limit: number,
): Promise<CustomerRow[]> =>
  rowsOf(
    db,
    partnerId,
    await batchAfter(selectRows(db, noTotal()), filterOf(partnerId, filter), c.id, afterId, limit),
    filter,
  );

/** How many customers the partner has, assigned to a seller and not. */
export const customerCounts = async (db: DbOrTx, partnerId: number): Promise<CustomerCounts> => {
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      unassigned: sql<number>`(count(*) filter (where ${c.sellerId} is null))::int`,
    })
    .from(c)
    .where(eq(c.partnerId, partnerId));
  return { all: row.all, assigned: row.all - row.unassigned, unassigned: row.unassigned };
};

/** One customer of the partner (this month's orders); another partner's id answers like a missing one. */
export const customerDetail = async (db: DbOrTx, partnerId: number, id: number): Promise<CustomerRow> => {
  const rows = await selectRows(db, noTotal()).where(and(eq(c.partnerId, partnerId), eq(c.id, id)));
  if (rows.length === 0) throw notFound('customer.notFound');
  const [row] = await rowsOf(db, partnerId, rows, { name: null });
  return row;
};

/** A customer's (re-)assignments, newest first, with the sellers' and operators' names. */
export const customerHistory = async (
  db: DbOrTx,
  partnerId: number,
  customerId: number,
): Promise<CustomerAssignment[]> => {
  await customerDetail(db, partnerId, customerId);
  const a = customerAssignments;
  const rows = await db
    .select()
    .from(a)
    .where(and(eq(a.partnerId, partnerId), eq(a.customerId, customerId)))
    .orderBy(desc(a.id));
  const sellerIds = rows
    .flatMap((row) => [row.fromSellerId, row.toSellerId])
    .filter((id): id is number => id !== null);
  const names =
    sellerIds.length === 0
      ? new Map<number, string>()
      : new Map(
          (
            await db
              .select({ id: sellers.id, name: sellers.name })
              .from(sellers)
              .where(and(eq(sellers.partnerId, partnerId), inArray(sellers.id, [...new Set(sellerIds)])))
          ).map((row) => [row.id, row.name]),
        );
  const operator = await operatorNamesOf(
    db,
    partnerId,
    rows.map((row) => row.accountId),
  );
  return rows.map((row) => ({
    id: row.id,
    fromSellerId: row.fromSellerId,
    fromSellerName: row.fromSellerId === null ? null : (names.get(row.fromSellerId) ?? null),
    toSellerId: row.toSellerId,
    toSellerName: row.toSellerId === null ? null : (names.get(row.toSellerId) ?? null),
    operatorName: operator(row.accountId),
    createdTime: row.createdTime.toISOString(),
  }));
};

// ---- changes ----

/** The region's names from its codes ('江苏省 南京市 玄武区'); each code must be the child of the one before. */
const regionNameOf = (codes: readonly string[] | null): string | null => {
  if (!codes) return null;
  const { byId } = nationalRegions();
  const names: string[] = [];
  let parentId = 0;
  for (const code of codes) {
    const node = byId.get(Number(code));
    if (!node || node.parentId !== parentId) throw fail('customer.regionInvalid');
    if (node.name !== '市辖区') names.push(node.name);
    parentId = node.id;
  }
  return names.join(' ');
};

/**
 * Locks the seller customers go to: it must be the partner's and active (a left seller takes no new
 * customers). The lock orders the assignment against the seller's leaving or deletion.
 */
const lockActiveSeller = async (tx: DbOrTx, partnerId: number, sellerId: number) => {
  const [seller] = await tx
    .select({ id: sellers.id, name: sellers.name, state: sellers.state })
    .from(sellers)
    .where(and(eq(sellers.partnerId, partnerId), eq(sellers.id, sellerId)))
    .for('update');
  if (!seller) throw notFound('seller.notFound');
  if (seller.state !== SellerState.active) throw fail('customer.sellerLeft', { name: seller.name });
  return seller;
};

/**
 * Moves customers to `toSellerId` (null: none), each with an assignment row and an audit row; those
 * already there are left. Orders placed before keep the seller they were credited to.
 */
const moveCustomers = async (
  tx: DbOrTx,
  actor: SellerActor,
  customerIds: readonly number[],
  toSellerId: number | null,
): Promise<number> => {
  const found = await tx
    .select({ id: c.id, name: c.name, sellerId: c.sellerId })
    .from(c)
    .where(and(eq(c.partnerId, actor.partnerId), inArray(c.id, [...customerIds])))
    .orderBy(asc(c.id))
    .for('update');
  if (found.length !== customerIds.length) throw notFound('customer.notFound');
  const moving = found.filter((row) => row.sellerId !== toSellerId);
  if (moving.length === 0) return 0;
  const now = new Date();
  await tx
    .update(c)
    .set({ sellerId: toSellerId, assignedTime: toSellerId === null ? null : now, updatedTime: now })
    .where(
      and(
        eq(c.partnerId, actor.partnerId),
        inArray(
          c.id,
          moving.map((row) => row.id),
        ),
      ),
    );
  await tx.insert(customerAssignments).values(
    moving.map((row) => ({
      partnerId: actor.partnerId,
      customerId: row.id,
      fromSellerId: row.sellerId,
      toSellerId,
      accountId: actor.accountId,
      createdTime: now,
    })),
  );
  for (const row of moving) {
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: toSellerId === null ? 'analytics.customer.unassign' : 'analytics.customer.assign',
      entity: 'customer',
      entityId: row.id,
      before: { sellerId: row.sellerId },
      after: { sellerId: toSellerId },
    });
  }
  return moving.length;
};

/** Assigns customers to an active seller (re-assigning those another seller has). */
export const assignCustomers = async (
  db: DbOrTx,
  actor: SellerActor,
  input: { customerIds: readonly number[]; sellerId: number },
): Promise<{ changed: number }> =>
  db.transaction(async (tx) => {
    await lockActiveSeller(tx, actor.partnerId, input.sellerId);
    return { changed: await moveCustomers(tx, actor, input.customerIds, input.sellerId) };
  });

/** Takes customers from their seller. */
export const unassignCustomers = async (
  db: DbOrTx,
  actor: SellerActor,
  input: { customerIds: readonly number[] },
): Promise<{ changed: number }> =>
  db.transaction(async (tx) => ({ changed: await moveCustomers(tx, actor, input.customerIds, null) }));

const detailsOf = (input: Omit<CustomerUpdate, 'id'>, regionName: string | null) => ({
  contactName: input.contactName,
  contactPhone: input.contactPhone,
  regionCodes: input.regionCodes,
  regionName,
  address: input.address,
  remark: input.remark,
});

/** A customer added by hand (an order naming it later is credited to its seller); optionally assigned at once. */
export const addCustomer = async (
  db: DbOrTx,
  actor: SellerActor,
  input: CustomerInputParsed,
): Promise<CustomerRow> => {
  const regionName = regionNameOf(input.regionCodes);
  const [taken] = await db
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.partnerId, actor.partnerId), eq(c.name, input.name)));
  if (taken) throw fail('customer.nameExists', { name: input.name });
  const id = await db
    .transaction(async (tx) => {
      if (input.sellerId !== null) await lockActiveSeller(tx, actor.partnerId, input.sellerId);
      const [created] = await tx
        .insert(c)
        .values({
          partnerId: actor.partnerId,
          name: input.name,
          source: CustomerSource.byHand,
          ...detailsOf(input, regionName),
          createdBy: actor.accountId,
        })
        .returning({ id: c.id });
      await writeAudit(tx, {
        partnerId: actor.partnerId,
        accountId: actor.accountId,
        action: 'analytics.customer.add',
        entity: 'customer',
        entityId: created.id,
        after: { name: input.name, ...detailsOf(input, regionName) },
      });
      if (input.sellerId !== null) await moveCustomers(tx, actor, [created.id], input.sellerId);
      return created.id;
    })
    .catch((error) => {
      if (uniqueViolationOf(error) === 'customers_name_idx')
        throw fail('customer.nameExists', { name: input.name });
      throw error;
    });
  return customerDetail(db, actor.partnerId, id);
};

/** Changes a customer's contact, region and remark. */
export const updateCustomer = async (
  db: DbOrTx,
  actor: SellerActor,
  input: CustomerUpdate,
): Promise<CustomerRow> => {
  const regionName = regionNameOf(input.regionCodes);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(c)
      .where(and(eq(c.partnerId, actor.partnerId), eq(c.id, input.id)))
      .for('update');
    if (!before) throw notFound('customer.notFound');
    await tx
      .update(c)
      .set({ ...detailsOf(input, regionName), updatedTime: new Date() })
      .where(and(eq(c.partnerId, actor.partnerId), eq(c.id, input.id)));
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: 'analytics.customer.update',
      entity: 'customer',
      entityId: input.id,
      before: detailsOf(before, before.regionName),
      after: detailsOf(input, regionName),
    });
  });
  return customerDetail(db, actor.partnerId, input.id);
};

/** Deletes a customer added by hand that no order names (those from orders are how orders name their buyer). */
export const deleteCustomer = async (db: DbOrTx, actor: SellerActor, id: number): Promise<void> => {
  await db.transaction(async (tx) => {
    const [customer] = await tx
      .select()
      .from(c)
      .where(and(eq(c.partnerId, actor.partnerId), eq(c.id, id)))
      .for('update');
    if (!customer) throw notFound('customer.notFound');
    if (customer.source !== CustomerSource.byHand) throw fail('customer.fromOrders');
    if (await customerHasOrders(tx, actor.partnerId, customer.name)) throw fail('customer.hasOrders');
    await tx
      .delete(customerAssignments)
      .where(and(eq(customerAssignments.partnerId, actor.partnerId), eq(customerAssignments.customerId, id)));
    await tx.delete(c).where(and(eq(c.partnerId, actor.partnerId), eq(c.id, id)));
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: 'analytics.customer.delete',
      entity: 'customer',
      entityId: id,
      before: { name: customer.name, sellerId: customer.sellerId },
    });
  });
};

/** The partner's customer with this name (ops commands, the seed). */
export const customerNamed = async (db: DbOrTx, partnerId: number, name: string) => {
  const [row] = await db
    .select({ id: c.id, name: c.name, sellerId: c.sellerId })
    .from(c)
    .where(and(eq(c.partnerId, partnerId), eq(c.name, name)));
  return row;
};

/** The partner's customers with their sellers (the ops command's list). */
export const customersOf = async (db: DbOrTx, partnerId: number) =>
  db
    .select({ id: c.id, name: c.name, sellerId: c.sellerId })
    .from(c)
    .where(eq(c.partnerId, partnerId))
    .orderBy(asc(c.name));
