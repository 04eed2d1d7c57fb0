import type {
  PaybackAccount,
  PaybackFilter,
  PaybackInput,
  PaybackPageQuery,
  PaybackUpdate,
} from '@portal/shared/contracts/partner';
import { and, asc, count, desc, eq, getTableColumns, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import { paybackAccounts } from './payback.table';
import { containsPattern } from '../../db/like';
import { pageWithTotal, totalOver } from '../../db/paging';
import { preparedPerShape } from '../../db/prepared';

/** Who acts: partner from the session, account for the audit trail. */
export type PaybackActor = { partnerId: number; accountId: number };

type PaybackRow = typeof paybackAccounts.$inferSelect;

const ENTITY = 'payback_account';

export const paybackAccountOf = (row: PaybackRow): PaybackAccount => ({
  id: row.id,
  companyName: row.companyName,
  accountName: row.accountName,
  bankName: row.bankName,
  createdTime: row.createdTime.toISOString(),
});

const filterOf = (partnerId: number, filter: PaybackFilter): SQL | undefined =>
  and(
    eq(paybackAccounts.partnerId, partnerId),
    filter.companyName ? ilike(paybackAccounts.companyName, containsPattern(filter.companyName)) : undefined,
    filter.accountName ? ilike(paybackAccounts.accountName, containsPattern(filter.accountName)) : undefined,
  );

type PaybackPageShape = `${'asc' | 'desc'}_${'c' | ''}${'a' | ''}`;

/** The page query for one shape: which name filters are set, and the sort direction. */
const paybackPageQuery = preparedPerShape('payback_page', (db, shape: PaybackPageShape, name) => {
  const order = shape.startsWith('asc') ? asc : desc;
  const filters = shape.split('_')[1];
  return db
    .select({ ...getTableColumns(paybackAccounts), total: totalOver() })
    .from(paybackAccounts)
    .where(
      and(
        eq(paybackAccounts.partnerId, sql.placeholder('partnerId')),
        filters.includes('c')
          ? ilike(paybackAccounts.companyName, sql.placeholder('companyName'))
          : undefined,
        filters.includes('a')
          ? ilike(paybackAccounts.accountName, sql.placeholder('accountName'))
          : undefined,
      ),
    )
    .orderBy(order(paybackAccounts.createdTime), order(paybackAccounts.id))
    .limit(sql.placeholder('size'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
});

/** The payback list: names contain the filters; newest first unless sorted otherwise. */
export const listPaybackAccounts = async (
  db: Db,
  partnerId: number,
  query: PaybackPageQuery,
): Promise<{ rows: PaybackAccount[]; total: number }> => {
  const offset = (query.current - 1) * query.size;
  const shape: PaybackPageShape = `${query.sortType === 'asc' ? 'asc' : 'desc'}_${query.companyName ? 'c' : ''}${query.accountName ? 'a' : ''}`;
  const rows = await paybackPageQuery(db, shape).execute({
    partnerId,
    companyName: query.companyName ? containsPattern(query.companyName) : undefined,
    accountName: query.accountName ? containsPattern(query.accountName) : undefined,
    size: query.size,
    offset,
  });
  const page = await pageWithTotal(rows, offset, async () => {
    const [{ total }] = await db
      .select({ total: count() })
      .from(paybackAccounts)
      .where(filterOf(partnerId, query));
    return total;
  });
  return { rows: page.rows.map(paybackAccountOf), total: page.total };
};

/** A batch of the filtered list for its export, newest first, after the row `afterId`. */
export const listPaybackAccountsAfter = async (
  db: DbOrTx,
  partnerId: number,
  filter: PaybackFilter,
  afterId: number | undefined,
  limit: number,
): Promise<PaybackAccount[]> => {
  const rows = await db
    .select()
    .from(paybackAccounts)
    .where(
      and(filterOf(partnerId, filter), afterId === undefined ? undefined : lt(paybackAccounts.id, afterId)),
    )
    .orderBy(desc(paybackAccounts.id))
    .limit(limit);
  return rows.map(paybackAccountOf);
};

export const addPaybackAccount = (
  db: Db,
  actor: PaybackActor,
  input: PaybackInput,
): Promise<PaybackAccount> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .insert(paybackAccounts)
      .values({ partnerId: actor.partnerId, ...input })
      .returning();
    const account = paybackAccountOf(row);
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: 'add',
      entity: ENTITY,
      entityId: row.id,
      after: account,
    });
    return account;
  });

const lockOwnRow = async (tx: DbOrTx, partnerId: number, id: number): Promise<PaybackRow> => {
  const [row] = await tx
    .select()
    .from(paybackAccounts)
    .where(and(eq(paybackAccounts.partnerId, partnerId), eq(paybackAccounts.id, id)))
    .for('update');
  if (!row) throw notFound();
  return row;
};

export const updatePaybackAccount = (
  db: Db,
  actor: PaybackActor,
  input: PaybackUpdate,
): Promise<PaybackAccount> =>
  db.transaction(async (tx) => {
    const { id, ...fields } = input;
    const before = await lockOwnRow(tx, actor.partnerId, id);
    const [row] = await tx
      .update(paybackAccounts)
      .set({ ...fields, updatedTime: new Date() })
      .where(and(eq(paybackAccounts.partnerId, actor.partnerId), eq(paybackAccounts.id, id)))
      .returning();
    const account = paybackAccountOf(row);
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: 'update',
      entity: ENTITY,
      entityId: id,
      before: paybackAccountOf(before),
      after: account,
    });
    return account;
  });

export const deletePaybackAccount = (db: Db, actor: PaybackActor, id: number): Promise<void> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .delete(paybackAccounts)
      .where(and(eq(paybackAccounts.partnerId, actor.partnerId), eq(paybackAccounts.id, id)))
      .returning();
    if (!row) throw notFound();
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: 'delete',
      entity: ENTITY,
      entityId: id,
      before: paybackAccountOf(row),
    });
  });
