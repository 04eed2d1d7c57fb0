import type {
  TransactionFilter,
  TransactionGroupQuery,
  TransactionGroupRow,
  TransactionGrouping,
  TransactionPageQuery,
  TransactionRow,
  TransactionSums,
} from '@portal/shared/contracts/scm-transactions';
import type { TransactionKind } from '@portal/shared/scm-states';
import { and, asc, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { containsPattern, prefixPattern } from '../../../db/like';
import { batchAfter, noTotal, pageOf, pageWithTotal } from '../../../db/paging';
import { preparedPerShape } from '../../../db/prepared';
import { addDays, localDayStart } from '../../../platform/local-time';
import { scmTransactionCounts, scmTransactions } from './transactions.table';

const t = scmTransactions;

/** margin / sale amount in percent with two decimals, null without a sale amount (or at 0). */
const rateOf = (margin: SQL | SQL.Aliased | typeof t.margin, sale: SQL | typeof t.saleAmount) =>
  sql<
    string | null
  >`case when coalesce(${sale}, 0) = 0 then null else round(${margin} * 100 / ${sale}, 2)::text end`;

const ROW_COLUMNS = {
  id: t.id,
  kind: t.kind,
  supplierId: t.supplierId,
  supplierName: t.supplierName,
  scmGoodsId: t.scmGoodsId,
  scmSkuId: t.scmSkuId,
  goodsName: t.goodsName,
  spec: t.spec,
  quantity: t.quantity,
  costPrice: t.costPrice,
  costAmount: t.costAmount,
  salePrice: t.salePrice,
  saleAmount: t.saleAmount,
  margin: t.margin,
  marginRate: rateOf(t.margin, t.saleAmount),
  purchaseOrderId: t.purchaseOrderId,
  purchaseNo: t.purchaseNo,
  salesOrderId: t.salesOrderId,
  salesOrderNo: t.salesOrderNo,
  occurredTime: t.occurredTime,
};

type SelectedRow = Omit<TransactionRow, 'kind' | 'occurredTime' | 'quantity'> & {
  kind: number;
  quantity: string;
  occurredTime: Date;
};

const rowOf = (row: SelectedRow): TransactionRow => ({
  ...row,
  kind: row.kind as TransactionKind,
  quantity: row.quantity,
  occurredTime: row.occurredTime.toISOString(),
});

/**
 * The partner's transactions matching the filter. The supplier and the goods each have an index with
 * the time; the period is read in the portal's local days.
 */
const filterOf = (partnerId: number, filter: TransactionFilter, timeZone: string): SQL | undefined =>
  and(
    eq(t.partnerId, partnerId),
    filter.kind ? eq(t.kind, filter.kind) : undefined,
    filter.supplierId ? eq(t.supplierId, filter.supplierId) : undefined,
    filter.goods
      ? or(ilike(t.goodsName, containsPattern(filter.goods)), ilike(t.spec, containsPattern(filter.goods)))
      : undefined,
    filter.documentNo
      ? or(
          ilike(t.purchaseNo, prefixPattern(filter.documentNo)),
          ilike(t.salesOrderNo, prefixPattern(filter.documentNo)),
        )
      : undefined,
    filter.dateFrom ? gte(t.occurredTime, localDayStart(filter.dateFrom, timeZone)) : undefined,
    filter.dateTo ? lt(t.occurredTime, localDayStart(addDays(filter.dateTo, 1), timeZone)) : undefined,
  );

/** True when the filter sets nothing but (maybe) the kind: its total is a kept count. */
const isTab = (filter: TransactionFilter) =>
  !filter.supplierId && !filter.goods && !filter.documentNo && !filter.dateFrom && !filter.dateTo;

/** The kept count of the partner's transactions (of one kind). */
const keptTotal = (partnerId: number | SQL, kind: number | SQL | undefined): SQL<number> =>
  sql<number>`(select coalesce(sum(${scmTransactionCounts.count}), 0)::int from ${scmTransactionCounts} where ${and(
    eq(scmTransactionCounts.partnerId, partnerId),
    eq(scmTransactionCounts.key, kind === undefined ? 'all' : sql`'kind:' || ${kind}`),
  )})`;

const keptCount = async (db: DbOrTx, partnerId: number, kind: number | null | undefined) => {
  const [row] = await db
    .select({ count: scmTransactionCounts.count })
    .from(scmTransactionCounts)
    .where(
      and(
        eq(scmTransactionCounts.partnerId, partnerId),
        eq(scmTransactionCounts.key, kind ? `kind:${kind}` : 'all'),
      ),
    );
  return row?.count ?? 0;
};

/**
 * The list's hot shapes (no filter but the kind), prepared once each: the direction (a / d), then
 * 'k' when a kind is asked for. Their total is the kept count.
 */
const tabPageQuery = preparedPerShape('scm_transactions_page', (db, shape: string, name) => {
  const direction = shape[0] === 'a' ? asc : desc;
  const byKind = shape.length > 1;
  const partnerId = sql.placeholder('partnerId');
  const kind = sql.placeholder('kind');
  return db
    .select({ ...ROW_COLUMNS, total: keptTotal(sql`${partnerId}`, byKind ? sql`${kind}` : undefined) })
    .from(t)
    .where(and(eq(t.partnerId, partnerId), byKind ? eq(t.kind, kind) : undefined))
    .orderBy(direction(t.occurredTime), direction(t.id))
    .limit(sql.placeholder('size'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
});

/** The partner's transactions matching the filter, latest first unless sorted otherwise. */
export const listTransactions = async (
  db: Db,
  partnerId: number,
  query: TransactionPageQuery,
  timeZone: string,
): Promise<{ rows: TransactionRow[]; total: number }> => {
  const direction = query.sortType === 'asc' ? asc : desc;
  if (isTab(query)) {
    const offset = (query.current - 1) * query.size;
    const rows = await tabPageQuery(
      db,
      `${query.sortType === 'asc' ? 'a' : 'd'}${query.kind ? 'k' : ''}`,
    ).execute({ partnerId, kind: query.kind ?? 0, size: query.size, offset });
    const page = await pageWithTotal(rows, offset, () => keptCount(db, partnerId, query.kind));
    return { total: page.total, rows: page.rows.map(rowOf) };
  }
  const page = await pageOf(
    db,
    query,
    (total) =>
      db
        .select({ ...ROW_COLUMNS, total })
        .from(t)
        .$dynamic(),
    filterOf(partnerId, query, timeZone),
    [direction(t.occurredTime), direction(t.id)],
  );
  return { total: page.total, rows: page.rows.map(rowOf) };
};

/** A keyset batch of the matching transactions for their export, newest id first, after `afterId`. */
export const listTransactionsAfter = async (
  db: DbOrTx,
  partnerId: number,
  filter: TransactionFilter,
  timeZone: string,
  afterId: number | undefined,
  limit: number,
): Promise<TransactionRow[]> => {
  const rows = await batchAfter(
    db
      .select({ ...ROW_COLUMNS, total: noTotal() })
      .from(t)
      .$dynamic(),
    filterOf(partnerId, filter, timeZone),
    t.id,
    afterId,
    limit,
  );
  return rows.map(rowOf);
};

// ---- sums ----

/** Exact sums in SQL numeric; the rate over the rows that have a margin. */
const SUM_COLUMNS = {
  count: sql<number>`count(*)::int`,
  quantity: sql<string>`coalesce(sum(${t.quantity}), 0)::numeric(18,3)::text`,
  costAmount: sql<string>`coalesce(sum(${t.costAmount}), 0)::numeric(18,2)::text`,
  saleAmount: sql<string>`coalesce(sum(${t.saleAmount}), 0)::numeric(18,2)::text`,
  margin: sql<string>`coalesce(sum(${t.margin}), 0)::numeric(18,2)::text`,
  marginRate: rateOf(sql`sum(${t.margin})`, sql`sum(${t.saleAmount}) filter (where ${t.margin} is not null)`),
};

/**
 * The exact sums of the matching transactions. With no filter but the kind they are the kept sums
 * (the list's first view on the largest partner reads one row, not every transaction).
 */
export const transactionSums = async (
  db: DbOrTx,
  partnerId: number,
  filter: TransactionFilter,
  timeZone: string,
): Promise<TransactionSums> => {
  if (isTab(filter)) {
    const c = scmTransactionCounts;
    const [kept] = await db
      .select({
        count: c.count,
        quantity: sql<string>`${c.quantity}::numeric(18,3)::text`,
        costAmount: sql<string>`${c.costAmount}::numeric(18,2)::text`,
        saleAmount: sql<string>`${c.saleAmount}::numeric(18,2)::text`,
        margin: sql<string>`${c.margin}::numeric(18,2)::text`,
        marginRate: rateOf(sql`${c.margin}`, sql`${c.marginedSaleAmount}`),
      })
      .from(c)
      .where(and(eq(c.partnerId, partnerId), eq(c.key, filter.kind ? `kind:${filter.kind}` : 'all')));
    return (
      kept ?? {
        count: 0,
        quantity: '0.000',
        costAmount: '0.00',
        saleAmount: '0.00',
        margin: '0.00',
        marginRate: null,
      }
    );
  }
  const [sums] = await db
    .select(SUM_COLUMNS)
    .from(t)
    .where(filterOf(partnerId, filter, timeZone));
  return sums;
};

// ---- per supplier, goods or month ----

/** What a grouping groups by, and the name it shows. */
const groupingOf = (
  groupBy: TransactionGrouping,
  timeZone: string,
): { key: SQL<string>; name: SQL<string> } => {
  if (groupBy === 'supplier')
    return { key: sql<string>`${t.supplierId}::text`, name: sql<string>`max(${t.supplierName})` };
  if (groupBy === 'goods')
    return { key: sql<string>`${t.scmGoodsId}::text`, name: sql<string>`max(${t.goodsName})` };
  // The zone is written into the statement (the server's TIME_ZONE, not user input): a parameter
  // would make the selected month and the grouped one different expressions to PostgreSQL.
  const zone = sql.raw(`'${timeZone.replaceAll("'", "''")}'`);
  const month = sql<string>`to_char(${t.occurredTime} at time zone ${zone}, 'YYYY-MM')`;
  return { key: month, name: month };
};

const GROUP_SORT = {
  margin: sql`coalesce(sum(${t.margin}), 0)`,
  saleAmount: sql`coalesce(sum(${t.saleAmount}), 0)`,
  costAmount: sql`sum(${t.costAmount})`,
} as const;

const groupsQuery = (
  db: DbOrTx,
  query: TransactionGroupQuery | (TransactionFilter & { groupBy: TransactionGrouping }),
  partnerId: number,
  timeZone: string,
) => {
  const { key, name } = groupingOf(query.groupBy, timeZone);
  return {
    key,
    select: (total: SQL<number>) =>
      db
        .select({ ...SUM_COLUMNS, key, name, total })
        .from(t)
        .where(filterOf(partnerId, query, timeZone))
        .groupBy(key)
        .$dynamic(),
  };
};

/**
 * The matching transactions summed per supplier, goods or local month, exact (SQL numeric). Months
 * come latest first, suppliers and goods by cost; or as sorted.
 */
export const listTransactionGroups = async (
  db: DbOrTx,
  partnerId: number,
  query: TransactionGroupQuery,
  timeZone: string,
): Promise<{ rows: TransactionGroupRow[]; total: number }> => {
  const { key, select } = groupsQuery(db, query, partnerId, timeZone);
  const sortBy = query.sortBy ?? (query.groupBy === 'month' ? 'key' : 'costAmount');
  const direction = query.sortType === 'asc' ? asc : desc;
  const sorted = sortBy === 'key' ? key : GROUP_SORT[sortBy as keyof typeof GROUP_SORT];
  const offset = (query.current - 1) * query.size;
  const rows = await select(sql<number>`(count(*) over())::int`)
    .orderBy(direction(sorted), asc(key))
    .limit(query.size)
    .offset(offset);
  const page = await pageWithTotal(rows, offset, async () => {
    const [{ total }] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(select(noTotal()).as('groups'));
    return total;
  });
  return { total: page.total, rows: page.rows.map(({ total: _total, ...row }) => row) };
};

/** Every group of the matching transactions (their export): groups are few (suppliers, goods, months). */
export const allTransactionGroups = async (
  db: DbOrTx,
  partnerId: number,
  filter: TransactionFilter & { groupBy: TransactionGrouping },
  timeZone: string,
): Promise<TransactionGroupRow[]> => {
  const { key, select } = groupsQuery(db, filter, partnerId, timeZone);
  const sorted = filter.groupBy === 'month' ? desc(key) : desc(GROUP_SORT.costAmount);
  const rows = await select(noTotal()).orderBy(sorted, asc(key));
  return rows.map(({ total: _total, ...row }) => row);
};
