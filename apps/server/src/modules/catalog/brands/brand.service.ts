import type {
  AuthorizationLevel,
  AuthorizationState,
  Brand,
  BrandInput,
  BrandOption,
  BrandPageQuery,
  BrandUpdate,
} from '@portal/shared/contracts/brand';
import { and, asc, count, desc, eq, getTableColumns, inArray, like, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern, prefixPattern } from '../../../db/like';
import { pageWithTotal, totalOver } from '../../../db/paging';
import { uniqueViolationOf } from '../../../db/unique-violation';
import { fail, notFound } from '../../../platform/errors';
import { assertOwnFile, signedFileUrl } from '../../communal/files.service';
import { brandAuthorizations, brands } from './brand.table';
import { nameKeyOf } from './brand-name';
import { changesBetween } from '../records/record-kernel';
import { writeBrandRecord } from './brand-record.service';

/** Who acts: partner from the session, account for the brand history. */
export type CatalogActor = { partnerId: number; accountId: number };

type BrandRow = typeof brands.$inferSelect;
type LatestAuthorization = Brand['authorization'];

const brandOf = (row: BrandRow, partnerId: number, authorization: LatestAuthorization): Brand => ({
  id: row.id,
  brandName: row.name,
  englishName: row.englishName,
  origin: row.origin,
  trademarkNo: row.trademarkNo,
  logoFileId: row.logoFileId,
  logoUrl: row.logoFileId === null ? null : signedFileUrl(row.createdByPartnerId, row.logoFileId),
  mine: row.createdByPartnerId === partnerId,
  authorization,
  createdTime: row.createdTime.toISOString(),
  updatedTime: row.updatedTime.toISOString(),
});

/** The partner's newest authorization per brand. */
const latestAuthorizations = async (
  db: DbOrTx,
  partnerId: number,
  brandIds: readonly number[],
): Promise<Map<number, NonNullable<LatestAuthorization>>> => {
  if (brandIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([brandAuthorizations.brandId], {
      brandId: brandAuthorizations.brandId,
      id: brandAuthorizations.id,
      state: brandAuthorizations.state,
      level: brandAuthorizations.level,
      validFrom: brandAuthorizations.validFrom,
      validTo: brandAuthorizations.validTo,
    })
    .from(brandAuthorizations)
    .where(
      and(eq(brandAuthorizations.partnerId, partnerId), inArray(brandAuthorizations.brandId, [...brandIds])),
    )
    .orderBy(brandAuthorizations.brandId, desc(brandAuthorizations.id));
  return new Map(
    rows.map(({ brandId, state, level, ...rest }) => [
      brandId,
      { ...rest, state: state as AuthorizationState, level: level as AuthorizationLevel },
    ]),
  );
};

/**
 * The brand select (spec: brandName, dataCount 20): names starting with the text first, then
 * names containing it; shortest first within each.
 */
export const searchBrands = async (db: DbOrTx, brandName: string | null | undefined, dataCount: number) => {
  const key = brandName ? nameKeyOf(brandName) : '';
  const rows = await db
    .select({ id: brands.id, brandName: brands.name })
    .from(brands)
    .where(key ? like(brands.nameKey, containsPattern(key)) : undefined)
    .orderBy(
      ...(key ? [sql`${brands.nameKey} like ${prefixPattern(key)} desc`] : []),
      sql`length(${brands.nameKey})`,
      asc(brands.nameKey),
    )
    .limit(dataCount);
  return rows satisfies BrandOption[];
};

const brandRowByKey = async (db: DbOrTx, key: string): Promise<BrandRow | undefined> => {
  const [row] = await db.select().from(brands).where(eq(brands.nameKey, key));
  return row;
};

/** The brand with exactly this name (case, width and spaces ignored): spec 'exact-match brand not found'. */
export const exactBrand = async (db: DbOrTx, brandName: string): Promise<BrandOption> => {
  const row = await brandRowByKey(db, nameKeyOf(brandName));
  if (!row) throw fail('brand.exactNotFound', { name: brandName });
  return { id: row.id, brandName: row.name };
};

/** Any brand (brands are shared), with the caller's newest authorization for it. */
export const brandDetail = async (db: DbOrTx, partnerId: number, id: number): Promise<Brand> => {
  const [row] = await db.select().from(brands).where(eq(brands.id, id));
  if (!row) throw notFound('brand.notFound');
  const latest = await latestAuthorizations(db, partnerId, [row.id]);
  return brandOf(row, partnerId, latest.get(row.id) ?? null);
};

/** The brand `id` exists; answers 'not found' otherwise. */
export const assertBrand = async (db: DbOrTx, id: number): Promise<BrandRow> => {
  const [row] = await db.select().from(brands).where(eq(brands.id, id));
  if (!row) throw notFound('brand.notFound');
  return row;
};

/** The brand list's filters (its page and its export). */
export type BrandFilter = Pick<BrandPageQuery, 'brandName' | 'authState'>;

/** The partner's brands (created or applied for) that match the filter. */
const filterOf = (partnerId: number, filter: BrandFilter): SQL | undefined => {
  const latestState = sql`(select a.state from brand_authorizations a
    where a.partner_id = ${partnerId} and a.brand_id = ${brands.id} order by a.id desc limit 1)`;
  return and(
    sql`${brands.id} in (select id from brands where created_by_partner_id = ${partnerId}
      union select brand_id from brand_authorizations where partner_id = ${partnerId})`,
    filter.brandName ? like(brands.nameKey, containsPattern(nameKeyOf(filter.brandName))) : undefined,
    filter.authState === undefined || filter.authState === null
      ? undefined
      : sql`${latestState} = ${filter.authState}`,
  );
};

/** The partner's brands: the ones it created and the ones it applied for, with its newest authorization. */
export const listBrands = async (
  db: DbOrTx,
  partnerId: number,
  query: BrandPageQuery,
): Promise<{ rows: Brand[]; total: number }> => {
  const offset = (query.current - 1) * query.size;
  const order = query.sortType === 'asc' ? asc : desc;
  const where = filterOf(partnerId, query);
  const rows = await db
    .select({ ...getTableColumns(brands), total: totalOver() })
    .from(brands)
    .where(where)
    .orderBy(order(query.sortBy === 'brandName' ? brands.nameKey : brands.createdTime), order(brands.id))
    .limit(query.size)
    .offset(offset);
  const page = await pageWithTotal(rows, offset, async () => {
    const [{ total }] = await db.select({ total: count() }).from(brands).where(where);
    return total;
  });
  const latest = await latestAuthorizations(
    db,
    partnerId,
    page.rows.map((row) => row.id),
  );
  return {
    total: page.total,
    rows: page.rows.map(({ total: _total, ...row }) => brandOf(row, partnerId, latest.get(row.id) ?? null)),
  };
};

/** A batch of the filtered brands for their export, newest first, after the brand `afterId`. */
export const listBrandsAfter = async (
  db: DbOrTx,
  partnerId: number,
  filter: BrandFilter,
  afterId: number | undefined,
  limit: number,
): Promise<Brand[]> => {
  const rows = await db
    .select()
    .from(brands)
    .where(and(filterOf(partnerId, filter), afterId === undefined ? undefined : lt(brands.id, afterId)))
    .orderBy(desc(brands.id))
    .limit(limit);
  const latest = await latestAuthorizations(
    db,
    partnerId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => brandOf(row, partnerId, latest.get(row.id) ?? null));
};

const assertLogo = async (db: DbOrTx, partnerId: number, logoFileId: number | null | undefined) => {
  if (logoFileId) await assertOwnFile(db, partnerId, logoFileId, ['image']);
};

const takenName = (error: unknown, name: string): never => {
  if (uniqueViolationOf(error) === 'brands_name_key_idx') throw fail('brand.exists', { name });
  throw error;
};

/** A new brand; a name that exists (case, width and spaces ignored) is refused with a pointer to it. */
export const createBrand = async (db: DbOrTx, actor: CatalogActor, input: BrandInput): Promise<Brand> => {
  const key = nameKeyOf(input.brandName);
  if (await brandRowByKey(db, key)) throw fail('brand.exists', { name: input.brandName });
  await assertLogo(db, actor.partnerId, input.logoFileId);
  return db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(brands)
        .values({
          name: input.brandName,
          nameKey: key,
          englishName: input.englishName,
          origin: input.origin,
          trademarkNo: input.trademarkNo,
          logoFileId: input.logoFileId ?? null,
          createdByPartnerId: actor.partnerId,
        })
        .returning();
      await writeBrandRecord(tx, {
        partnerId: actor.partnerId,
        brandId: row.id,
        action: 'brandCreated',
        accountId: actor.accountId,
      });
      return brandOf(row, actor.partnerId, null);
    })
    .catch((error: unknown) => takenName(error, input.brandName));
};

const EDITABLE_FIELDS = ['name', 'englishName', 'origin', 'trademarkNo', 'logoFileId'] as const;

/** Edits a brand the partner created; every changed field goes to the brand history. */
export const updateBrand = async (db: DbOrTx, actor: CatalogActor, input: BrandUpdate): Promise<Brand> => {
  await assertLogo(db, actor.partnerId, input.logoFileId);
  return db
    .transaction(async (tx) => {
      const [before] = await tx.select().from(brands).where(eq(brands.id, input.id)).for('update');
      if (!before) throw notFound('brand.notFound');
      if (before.createdByPartnerId !== actor.partnerId) throw fail('brand.notEditable');
      const key = nameKeyOf(input.brandName);
      if (key !== before.nameKey && (await brandRowByKey(tx, key))) {
        throw fail('brand.exists', { name: input.brandName });
      }
      const [after] = await tx
        .update(brands)
        .set({
          name: input.brandName,
          nameKey: key,
          englishName: input.englishName,
          origin: input.origin,
          trademarkNo: input.trademarkNo,
          logoFileId: input.logoFileId ?? null,
          updatedTime: new Date(),
        })
        .where(eq(brands.id, input.id))
        .returning();
      const changes = changesBetween(before, after, EDITABLE_FIELDS);
      if (changes) {
        await writeBrandRecord(tx, {
          partnerId: actor.partnerId,
          brandId: after.id,
          action: 'brandUpdated',
          accountId: actor.accountId,
          changes,
        });
      }
      const latest = await latestAuthorizations(tx, actor.partnerId, [after.id]);
      return brandOf(after, actor.partnerId, latest.get(after.id) ?? null);
    })
    .catch((error: unknown) => takenName(error, input.brandName));
};
