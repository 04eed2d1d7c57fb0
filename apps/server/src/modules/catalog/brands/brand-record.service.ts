import type {
  AuthorizationState,
  BrandRecord,
  BrandRecordAction,
  BrandRecordFilter,
} from '@portal/shared/contracts/brand';
import { eq, ilike, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../db/like';
import { type Changes, type NewRecord, recordBookOf, recordShown } from '../records/record-kernel';
import { brandRecords, brands } from './brand.table';
import { nameKeyOf } from './brand-name';

export type NewBrandRecord = NewRecord<BrandRecordAction, AuthorizationState> & {
  partnerId: number;
  brandId: number;
  authorizationId?: number | null;
  changes?: Changes | null;
};

/** The partner's brand history: every brand edit and authorization change, named by its brand. */
const brandHistory = recordBookOf({
  table: brandRecords,
  select: (db: DbOrTx, total: SQL<number>) =>
    db
      .select({ record: brandRecords, brandName: brands.name, total })
      .from(brandRecords)
      .innerJoin(brands, eq(brands.id, brandRecords.brandId))
      .$dynamic(),
  filter: (filter: BrandRecordFilter) => [
    filter.brandName ? ilike(brands.nameKey, containsPattern(nameKeyOf(filter.brandName))) : undefined,
  ],
  shown: ({ record, brandName }, operator): BrandRecord => ({
    ...recordShown<BrandRecordAction, AuthorizationState>(record, operator),
    brandId: record.brandId,
    brandName,
    authorizationId: record.authorizationId,
    changes: record.changes,
  }),
});

/** Keeps one change in the partner's brand history (inside the change's transaction). */
export const writeBrandRecord = (
  db: DbOrTx,
  { partnerId, brandId, authorizationId, changes, ...record }: NewBrandRecord,
) =>
  brandHistory.write(
    db,
    { partnerId, brandId, authorizationId: authorizationId ?? null, changes: changes ?? null },
    record,
  );

/** The partner's brand history, newest first unless sorted otherwise. */
export const listBrandRecords = brandHistory.page;

/** A batch of the filtered brand history for its export, newest first, after the record `afterId`. */
export const listBrandRecordsAfter = brandHistory.after;
