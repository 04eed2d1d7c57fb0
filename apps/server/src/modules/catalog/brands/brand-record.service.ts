import type {
  AuthorizationState,
  BrandRecord,
  BrandRecordAction,
  BrandRecordFilter,
  BrandRecordPageQuery,
} from '@portal/shared/contracts/brand';
import { and, asc, count, desc, eq, ilike, lt, type SQL } from 'drizzle-orm';
import { createdWithin } from '../../../db/time-range';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../db/like';
import { pageWithTotal, totalOver } from '../../../db/paging';
import { accountNamesOf } from '../../auth/accounts.service';
import { brandRecords, brands } from './brand.table';
import { nameKeyOf } from './brand-name';

export type NewBrandRecord = {
  partnerId: number;
  brandId: number;
  authorizationId?: number | null;
  action: BrandRecordAction;
  stateFrom?: AuthorizationState | null;
  stateTo?: AuthorizationState | null;
  reason?: string | null;
  /** null: the operator or the system. */
  accountId: number | null;
  changes?: Record<string, [unknown, unknown]> | null;
};

/** Keeps one change in the partner's brand history (inside the change's transaction). */
export const writeBrandRecord = async (db: DbOrTx, record: NewBrandRecord): Promise<void> => {
  await db.insert(brandRecords).values({
    partnerId: record.partnerId,
    brandId: record.brandId,
    authorizationId: record.authorizationId ?? null,
    action: record.action,
    stateFrom: record.stateFrom ?? null,
    stateTo: record.stateTo ?? null,
    reason: record.reason ?? null,
    accountId: record.accountId,
    changes: record.changes ?? null,
  });
};

/** The fields that differ between two versions: name -> [before, after]; null when none. */
export const changesBetween = <T extends Record<string, unknown>>(
  before: T,
  after: T,
  fields: readonly (keyof T & string)[],
): Record<string, [unknown, unknown]> | null => {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const field of fields) {
    if (before[field] !== after[field]) changes[field] = [before[field], after[field]];
  }
  return Object.keys(changes).length > 0 ? changes : null;
};

const filterOf = (partnerId: number, filter: BrandRecordFilter): SQL | undefined =>
  and(
    eq(brandRecords.partnerId, partnerId),
    filter.brandName ? ilike(brands.nameKey, containsPattern(nameKeyOf(filter.brandName))) : undefined,
    filter.action ? eq(brandRecords.action, filter.action) : undefined,
    createdWithin(brandRecords.createdTime, filter),
  );

type JoinedRecord = { record: typeof brandRecords.$inferSelect; brandName: string };

/** The records as the contract shapes them, with the operators' names. */
const recordsOf = async (
  db: DbOrTx,
  partnerId: number,
  rows: readonly JoinedRecord[],
): Promise<BrandRecord[]> => {
  const names = await accountNamesOf(
    db,
    partnerId,
    rows.flatMap(({ record }) => (record.accountId === null ? [] : [record.accountId])),
  );
  return rows.map(({ record, brandName }) => ({
    id: record.id,
    brandId: record.brandId,
    brandName,
    authorizationId: record.authorizationId,
    action: record.action as BrandRecordAction,
    stateFrom: record.stateFrom as AuthorizationState | null,
    stateTo: record.stateTo as AuthorizationState | null,
    reason: record.reason,
    operator: record.accountId === null ? null : (names.get(record.accountId) ?? null),
    changes: record.changes,
    createdTime: record.createdTime.toISOString(),
  }));
};

/** The partner's brand history, newest first unless sorted otherwise. */
export const listBrandRecords = async (
  db: DbOrTx,
  partnerId: number,
  query: BrandRecordPageQuery,
): Promise<{ rows: BrandRecord[]; total: number }> => {
  const offset = (query.current - 1) * query.size;
  const where = filterOf(partnerId, query);
  const order = query.sortType === 'asc' ? asc : desc;
  const rows = await db
    .select({ record: brandRecords, brandName: brands.name, total: totalOver() })
    .from(brandRecords)
    .innerJoin(brands, eq(brands.id, brandRecords.brandId))
    .where(where)
    .orderBy(order(brandRecords.createdTime), order(brandRecords.id))
    .limit(query.size)
    .offset(offset);
  const page = await pageWithTotal(rows, offset, async () => {
    const [{ total }] = await db
      .select({ total: count() })
      .from(brandRecords)
      .innerJoin(brands, eq(brands.id, brandRecords.brandId))
      .where(where);
    return total;
  });
  return { total: page.total, rows: await recordsOf(db, partnerId, page.rows) };
};

/** A batch of the filtered brand history for its export, newest first, after the record `afterId`. */
export const listBrandRecordsAfter = async (
  db: DbOrTx,
  partnerId: number,
  filter: BrandRecordFilter,
  afterId: number | undefined,
  limit: number,
): Promise<BrandRecord[]> => {
  const rows = await db
    .select({ record: brandRecords, brandName: brands.name })
    .from(brandRecords)
    .innerJoin(brands, eq(brands.id, brandRecords.brandId))
    .where(and(filterOf(partnerId, filter), afterId === undefined ? undefined : lt(brandRecords.id, afterId)))
    .orderBy(desc(brandRecords.id))
    .limit(limit);
  return recordsOf(db, partnerId, rows);
};
