import {
  type Authorization,
  type AuthorizationInput,
  type AuthorizationLevel,
  type AuthorizationPageQuery,
  AuthorizationState,
  type AuthorizationUpdate,
} from '@portal/shared/contracts/brand';
import { and, asc, count, desc, eq, getTableColumns, inArray, like, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../db/like';
import { pageWithTotal, totalOver } from '../../../db/paging';
import { uniqueViolationOf } from '../../../db/unique-violation';
import { fail, notFound } from '../../../platform/errors';
import { daysBetween } from '../../../platform/local-time';
import { assertOwnFile, signedFileUrl } from '../../communal/files.service';
import { sendNotice } from '../../partner/notice.service';
import { brandAuthorizations, brands } from './brand.table';
import { nameKeyOf } from './brand-name';
import { changesBetween } from '../records/record-kernel';
import { writeBrandRecord } from './brand-record.service';
import { assertBrand, type CatalogActor } from './brand.service';

const LETTER_KINDS = ['image', 'pdf'] as const;

type AuthorizationRow = typeof brandAuthorizations.$inferSelect;

const authorizationOf = (
  row: AuthorizationRow,
  brandName: string,
  letterName: string,
  today: string,
): Authorization => ({
  id: row.id,
  brandId: row.brandId,
  brandName,
  level: row.level as AuthorizationLevel,
  validFrom: row.validFrom,
  validTo: row.validTo,
  state: row.state as AuthorizationState,
  reason: row.reason,
  letterFileId: row.letterFileId,
  letterUrl: signedFileUrl(row.partnerId, row.letterFileId),
  letterName,
  daysLeft: row.state === AuthorizationState.approved ? daysBetween(today, row.validTo) : null,
  createdTime: row.createdTime.toISOString(),
  updatedTime: row.updatedTime.toISOString(),
});

const openConflict = (error: unknown): never => {
  if (uniqueViolationOf(error) === 'brand_authorizations_open_idx') throw fail('brand.authorizationOpen');
  throw error;
};

const lockOwn = async (tx: DbOrTx, partnerId: number, id: number): Promise<AuthorizationRow> => {
  const [row] = await tx
    .select()
    .from(brandAuthorizations)
    .where(and(eq(brandAuthorizations.partnerId, partnerId), eq(brandAuthorizations.id, id)))
    .for('update');
  if (!row) throw notFound('brand.authorizationNotFound');
  return row;
};

const detailOf = async (db: DbOrTx, row: AuthorizationRow, today: string): Promise<Authorization> => {
  const brand = await assertBrand(db, row.brandId);
  const letter = await assertOwnFile(db, row.partnerId, row.letterFileId);
  return authorizationOf(row, brand.name, letter.name, today);
};

/** Applies for the right to sell a brand: state 0 until the operator decides. */
export const submitAuthorization = async (
  db: DbOrTx,
  actor: CatalogActor,
  input: AuthorizationInput,
  today: string,
): Promise<Authorization> => {
  const brand = await assertBrand(db, input.brandId);
  await assertOwnFile(db, actor.partnerId, input.letterFileId, LETTER_KINDS);
  if (input.validTo < today) throw fail('brand.validToPassed');
  return db
    .transaction(async (tx) => {
      const [open] = await tx
        .select({ id: brandAuthorizations.id })
        .from(brandAuthorizations)
        .where(
          and(
            eq(brandAuthorizations.partnerId, actor.partnerId),
            eq(brandAuthorizations.brandId, brand.id),
            inArray(brandAuthorizations.state, [AuthorizationState.pending, AuthorizationState.approved]),
          ),
        );
      if (open) throw fail('brand.authorizationOpen');
      const [row] = await tx
        .insert(brandAuthorizations)
        .values({
          partnerId: actor.partnerId,
          brandId: brand.id,
          level: input.level,
          validFrom: input.validFrom,
          validTo: input.validTo,
          letterFileId: input.letterFileId,
          state: AuthorizationState.pending,
          createdBy: actor.accountId,
        })
        .returning();
      await writeBrandRecord(tx, {
        partnerId: actor.partnerId,
        brandId: brand.id,
        authorizationId: row.id,
        action: 'authorizationSubmitted',
        stateTo: AuthorizationState.pending,
        accountId: actor.accountId,
      });
      return detailOf(tx, row, today);
    })
    .catch(openConflict);
};

const RESUBMITTED_FIELDS = ['level', 'validFrom', 'validTo', 'letterFileId'] as const;

/** Changes a pending or rejected application; a rejected one goes back to pending. */
export const resubmitAuthorization = async (
  db: DbOrTx,
  actor: CatalogActor,
  input: AuthorizationUpdate,
  today: string,
): Promise<Authorization> => {
  await assertOwnFile(db, actor.partnerId, input.letterFileId, LETTER_KINDS);
  if (input.validTo < today) throw fail('brand.validToPassed');
  return db
    .transaction(async (tx) => {
      const before = await lockOwn(tx, actor.partnerId, input.id);
      const editable: number[] = [AuthorizationState.pending, AuthorizationState.rejected];
      if (!editable.includes(before.state)) throw fail('brand.authorizationNotEditable');
      const [after] = await tx
        .update(brandAuthorizations)
        .set({
          level: input.level,
          validFrom: input.validFrom,
          validTo: input.validTo,
          letterFileId: input.letterFileId,
          state: AuthorizationState.pending,
          reason: null,
          updatedTime: new Date(),
        })
        .where(
          and(
            eq(brandAuthorizations.partnerId, actor.partnerId),
            eq(brandAuthorizations.id, input.id),
            eq(brandAuthorizations.state, before.state),
          ),
        )
        .returning();
      await writeBrandRecord(tx, {
        partnerId: actor.partnerId,
        brandId: after.brandId,
        authorizationId: after.id,
        action: 'authorizationResubmitted',
        stateFrom: before.state as AuthorizationState,
        stateTo: AuthorizationState.pending,
        accountId: actor.accountId,
        changes: changesBetween(before, after, RESUBMITTED_FIELDS),
      });
      return detailOf(tx, after, today);
    })
    .catch(openConflict);
};

/** One of the partner's authorizations. */
export const authorizationDetail = async (
  db: DbOrTx,
  partnerId: number,
  id: number,
  today: string,
): Promise<Authorization> => {
  const [row] = await db
    .select()
    .from(brandAuthorizations)
    .where(and(eq(brandAuthorizations.partnerId, partnerId), eq(brandAuthorizations.id, id)));
  if (!row) throw notFound('brand.authorizationNotFound');
  return detailOf(db, row, today);
};

const filterOf = (partnerId: number, query: AuthorizationPageQuery): SQL | undefined =>
  and(
    eq(brandAuthorizations.partnerId, partnerId),
    query.state === undefined || query.state === null
      ? undefined
      : eq(brandAuthorizations.state, query.state),
    query.brandName ? like(brands.nameKey, containsPattern(nameKeyOf(query.brandName))) : undefined,
  );

/** The partner's authorizations, newest first unless sorted otherwise. */
export const listAuthorizations = async (
  db: DbOrTx,
  partnerId: number,
  query: AuthorizationPageQuery,
  today: string,
): Promise<{ rows: Authorization[]; total: number }> => {
  const offset = (query.current - 1) * query.size;
  const order = query.sortType === 'asc' ? asc : desc;
  const where = filterOf(partnerId, query);
  const rows = await db
    .select({ ...getTableColumns(brandAuthorizations), brandName: brands.name, total: totalOver() })
    .from(brandAuthorizations)
    .innerJoin(brands, eq(brands.id, brandAuthorizations.brandId))
    .where(where)
    .orderBy(
      order(query.sortBy === 'validTo' ? brandAuthorizations.validTo : brandAuthorizations.createdTime),
      order(brandAuthorizations.id),
    )
    .limit(query.size)
    .offset(offset);
  const page = await pageWithTotal(rows, offset, async () => {
    const [{ total }] = await db
      .select({ total: count() })
      .from(brandAuthorizations)
      .innerJoin(brands, eq(brands.id, brandAuthorizations.brandId))
      .where(where);
    return total;
  });
  const letters = await letterNamesOf(db, partnerId, page.rows);
  return {
    total: page.total,
    rows: page.rows.map(({ brandName, total: _total, ...row }) =>
      authorizationOf(row, brandName, letters.get(row.letterFileId) ?? '', today),
    ),
  };
};

const letterNamesOf = async (db: DbOrTx, partnerId: number, rows: readonly AuthorizationRow[]) => {
  const names = new Map<number, string>();
  for (const fileId of new Set(rows.map((row) => row.letterFileId))) {
    names.set(fileId, (await assertOwnFile(db, partnerId, fileId).catch(() => undefined))?.name ?? '');
  }
  return names;
};

// ---- the operator's review and the daily expiry ----

/** The operator approves a pending authorization (it must still be valid on `today`). */
export const approveAuthorization = (db: DbOrTx, id: number, today: string) =>
  db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(brandAuthorizations)
      .where(eq(brandAuthorizations.id, id))
      .for('update');
    if (!before) throw notFound('brand.authorizationNotFound');
    if (before.state !== AuthorizationState.pending) throw fail('brand.authorizationNotPending');
    if (before.validTo < today) throw fail('brand.validToPassed');
    const [after] = await tx
      .update(brandAuthorizations)
      .set({
        state: AuthorizationState.approved,
        reason: null,
        reviewedTime: new Date(),
        updatedTime: new Date(),
      })
      .where(and(eq(brandAuthorizations.id, id), eq(brandAuthorizations.state, AuthorizationState.pending)))
      .returning();
    const brand = await assertBrand(tx, after.brandId);
    await writeBrandRecord(tx, {
      partnerId: after.partnerId,
      brandId: after.brandId,
      authorizationId: after.id,
      action: 'authorizationApproved',
      stateFrom: AuthorizationState.pending,
      stateTo: AuthorizationState.approved,
      accountId: null,
    });
    await sendNotice(tx, {
      partnerId: after.partnerId,
      message: {
        key: 'brand.notice.authorizationApproved',
        params: { brand: brand.name, validFrom: after.validFrom, validTo: after.validTo },
      },
    });
    return { id: after.id, partnerId: after.partnerId, brandName: brand.name, state: after.state };
  });

/** The operator rejects a pending authorization; the reason is shown to the partner. */
export const rejectAuthorization = (db: DbOrTx, id: number, reason: string | null | undefined) => {
  const why = reason?.trim();
  if (!why) throw fail('brand.reasonRequired');
  return db.transaction(async (tx) => {
    const [after] = await tx
      .update(brandAuthorizations)
      .set({
        state: AuthorizationState.rejected,
        reason: why,
        reviewedTime: new Date(),
        updatedTime: new Date(),
      })
      .where(and(eq(brandAuthorizations.id, id), eq(brandAuthorizations.state, AuthorizationState.pending)))
      .returning();
    if (!after) {
      const [exists] = await tx
        .select({ id: brandAuthorizations.id })
        .from(brandAuthorizations)
        .where(eq(brandAuthorizations.id, id));
      throw exists ? fail('brand.authorizationNotPending') : notFound('brand.authorizationNotFound');
    }
    const brand = await assertBrand(tx, after.brandId);
    await writeBrandRecord(tx, {
      partnerId: after.partnerId,
      brandId: after.brandId,
      authorizationId: after.id,
      action: 'authorizationRejected',
      stateFrom: AuthorizationState.pending,
      stateTo: AuthorizationState.rejected,
      reason: why,
      accountId: null,
    });
    await sendNotice(tx, {
      partnerId: after.partnerId,
      message: { key: 'brand.notice.authorizationRejected', params: { brand: brand.name, reason: why } },
    });
    return { id: after.id, partnerId: after.partnerId, brandName: brand.name, state: after.state };
  });
};

export type ExpiredAuthorization = { partnerId: number; id: number; brandId: number; brandName: string };

/**
 * Approved authorizations whose last valid day is before `today` become expired (3), each with a
 * brand record and a notice to the partner. Returns what expired, for the modules that follow it
 * (channel listings go off shelf).
 */
export const expireAuthorizations = (
  db: DbOrTx,
  today: string,
  /** What else ends with the authorization, in the same transaction (channel listings). */
  onExpired: (tx: DbOrTx, expired: ExpiredAuthorization) => Promise<void> = async () => {},
): Promise<ExpiredAuthorization[]> =>
  db.transaction(async (tx) => {
    const expired = await tx
      .update(brandAuthorizations)
      .set({
        state: AuthorizationState.expired,
        reason: sql`'授权已于 ' || ${brandAuthorizations.validTo}::text || ' 到期'`,
        updatedTime: new Date(),
      })
      .where(
        and(
          eq(brandAuthorizations.state, AuthorizationState.approved),
          lt(brandAuthorizations.validTo, today),
        ),
      )
      .returning();
    const result: ExpiredAuthorization[] = [];
    for (const row of expired) {
      const brand = await assertBrand(tx, row.brandId);
      await writeBrandRecord(tx, {
        partnerId: row.partnerId,
        brandId: row.brandId,
        authorizationId: row.id,
        action: 'authorizationExpired',
        stateFrom: AuthorizationState.approved,
        stateTo: AuthorizationState.expired,
        reason: row.reason,
        accountId: null,
      });
      await sendNotice(tx, {
        partnerId: row.partnerId,
        message: {
          key: 'brand.notice.authorizationExpired',
          params: { brand: brand.name, validTo: row.validTo },
        },
      });
      const ended = { partnerId: row.partnerId, id: row.id, brandId: row.brandId, brandName: brand.name };
      await onExpired(tx, ended);
      result.push(ended);
    }
    return result;
  });

/**
 * The partner may sell the brand on `today`: an approved authorization whose validity covers it.
 * Listings check this before they are submitted.
 */
export const assertSellableBrand = async (db: DbOrTx, partnerId: number, brandId: number, today: string) => {
  const [row] = await db
    .select({ validFrom: brandAuthorizations.validFrom, validTo: brandAuthorizations.validTo })
    .from(brandAuthorizations)
    .where(
      and(
        eq(brandAuthorizations.partnerId, partnerId),
        eq(brandAuthorizations.brandId, brandId),
        eq(brandAuthorizations.state, AuthorizationState.approved),
      ),
    );
  if (!row || row.validFrom > today || row.validTo < today) throw fail('brand.notAuthorized');
};

/** Pending applications over all partners, oldest first: the operator's review queue. */
export const listPendingAuthorizations = async (db: DbOrTx, limit: number) =>
  db
    .select({
      id: brandAuthorizations.id,
      partnerId: brandAuthorizations.partnerId,
      brandName: brands.name,
      level: brandAuthorizations.level,
      validFrom: brandAuthorizations.validFrom,
      validTo: brandAuthorizations.validTo,
      createdTime: brandAuthorizations.createdTime,
    })
    .from(brandAuthorizations)
    .innerJoin(brands, eq(brands.id, brandAuthorizations.brandId))
    .where(eq(brandAuthorizations.state, AuthorizationState.pending))
    .orderBy(asc(brandAuthorizations.createdTime))
    .limit(limit);

/** A batch of the filtered authorizations for their export, newest first, after `afterId`. */
export const listAuthorizationsAfter = async (
  db: DbOrTx,
  partnerId: number,
  filter: Omit<AuthorizationPageQuery, 'current' | 'size'>,
  afterId: number | undefined,
  limit: number,
  today: string,
): Promise<Authorization[]> => {
  const rows = await db
    .select({ ...getTableColumns(brandAuthorizations), brandName: brands.name })
    .from(brandAuthorizations)
    .innerJoin(brands, eq(brands.id, brandAuthorizations.brandId))
    .where(
      and(
        filterOf(partnerId, { ...filter, current: 1, size: limit }),
        afterId === undefined ? undefined : lt(brandAuthorizations.id, afterId),
      ),
    )
    .orderBy(desc(brandAuthorizations.id))
    .limit(limit);
  const letters = await letterNamesOf(db, partnerId, rows);
  return rows.map(({ brandName, ...row }) =>
    authorizationOf(row, brandName, letters.get(row.letterFileId) ?? '', today),
  );
};
