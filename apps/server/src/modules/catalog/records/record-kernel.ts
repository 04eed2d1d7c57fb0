import type { PageQuery } from '@portal/shared/contracts/common';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { batchAfter, noTotal, pageOf } from '../../../db/paging';
import { createdWithin } from '../../../db/time-range';
import { operatorNamesOf } from '../../auth/accounts.service';

// The catalog's change records (the brand history, the channel record) are kept and read one way:
// each row says what was done (action), the state it moved from and to, what changed
// ([before, after] per field), why, and who did it (null: the operator or the system). A record
// book is one such table with what names its records; the kernel writes, pages and exports them.

/** Per field (or SKU spec): [before, after]; null stands for "none". */
export type Changes<V = unknown> = Record<string, [V | null, V | null]>;

/** The columns every record table has, as stored. */
export type StoredRecord = {
  partnerId: number;
  id: number;
  action: string;
  stateFrom: number | null;
  stateTo: number | null;
  reason: string | null;
  accountId: number | null;
  createdTime: Date;
};

/** A record table: a partner's records by id, with what was done and when. */
export type RecordTable = PgTable & {
  partnerId: PgColumn;
  id: PgColumn;
  action: PgColumn;
  createdTime: PgColumn;
  $inferSelect: StoredRecord;
};

/** One change to keep: the action, the state moved from and to, why, and who did it. */
export type NewRecord<A extends string = string, S extends number = number> = {
  action: A;
  stateFrom?: S | null;
  stateTo?: S | null;
  reason?: string | null;
  /** null: the operator or the system. */
  accountId: number | null;
};

/** The filter every record list has: the action and the created-time range (both ends inclusive). */
export type RecordFilter = {
  action?: string | null;
  createdTimeStart?: string | null;
  createdTimeEnd?: string | null;
};

/**
 * The fields that differ between two versions: name -> [before, after] (a missing value is null),
 * the fields of `after` first; null when none differs. `same` compares a field's two values.
 */
export const changesBetween = <T extends Record<string, unknown>>(
  before: T,
  after: T,
  fields: readonly (keyof T & string)[],
  same: (a: T[keyof T], b: T[keyof T]) => boolean = (a, b) => a === b,
): Changes<T[keyof T]> | null => {
  const changes: Changes<T[keyof T]> = {};
  for (const field of fields) {
    if (!same(before[field], after[field])) changes[field] = [before[field] ?? null, after[field] ?? null];
  }
  return Object.keys(changes).length > 0 ? changes : null;
};

/** What every record list shows of a record; `A` and `S` are the book's actions and states. */
export const recordShown = <A extends string, S extends number>(
  record: StoredRecord,
  operator: string | null,
) => ({
  id: record.id,
  action: record.action as A,
  stateFrom: record.stateFrom as S | null,
  stateTo: record.stateTo as S | null,
  reason: record.reason,
  operator,
  createdTime: record.createdTime.toISOString(),
});

type RecordRows = PromiseLike<{ record: StoredRecord }[]>;

export type RecordBook<T extends RecordTable, Q extends PgSelect & RecordRows, F extends RecordFilter, R> = {
  table: T;
  /** The records (as `record`) with what names them, made dynamic; `total` selected as given. */
  select: (db: DbOrTx, total: SQL<number>) => Q;
  /** The book's own conditions, beside the partner, the action and the created time. */
  filter: (filter: F) => (SQL | undefined)[];
  /** One record as the book's contract shows it, given its operator's name. */
  shown: (row: Awaited<Q>[number], operator: string | null) => R;
};

/** Writes, pages and exports the records of one book. */
export const recordBookOf = <
  T extends RecordTable,
  Q extends PgSelect & RecordRows,
  F extends RecordFilter,
  R,
>(
  book: RecordBook<T, Q, F, R>,
) => {
  const { table } = book;
  const whereOf = (partnerId: number, filter: F): SQL | undefined =>
    and(
      eq(table.partnerId, partnerId),
      filter.action ? eq(table.action, filter.action) : undefined,
      ...book.filter(filter),
      createdWithin(table.createdTime, filter),
    );
  const shownAll = async (db: DbOrTx, partnerId: number, rows: Awaited<Q>): Promise<R[]> => {
    const operatorOf = await operatorNamesOf(
      db,
      partnerId,
      rows.map(({ record }) => record.accountId),
    );
    return rows.map((row) => book.shown(row, operatorOf(row.record.accountId)));
  };

  return {
    /**
     * Keeps one change (inside the change's transaction): `subject` is what the record is about,
     * the book's own columns.
     */
    write: async (
      tx: DbOrTx,
      subject: Omit<T['$inferInsert'], keyof NewRecord | 'id' | 'createdTime'>,
      record: NewRecord,
    ): Promise<void> => {
      await tx.insert(table).values({
        ...subject,
        action: record.action,
        stateFrom: record.stateFrom ?? null,
        stateTo: record.stateTo ?? null,
        reason: record.reason ?? null,
        accountId: record.accountId,
      } as PgInsertValue<T>);
    },

    /** The partner's records, newest first unless sorted otherwise. */
    page: async (
      db: DbOrTx,
      partnerId: number,
      query: F & PageQuery,
    ): Promise<{ rows: R[]; total: number }> => {
      const order = query.sortType === 'asc' ? asc : desc;
      const page = await pageOf(db, query, (total) => book.select(db, total), whereOf(partnerId, query), [
        order(table.createdTime),
        order(table.id),
      ]);
      return { total: page.total, rows: await shownAll(db, partnerId, page.rows) };
    },

    /** A batch of the filtered records for their export, newest first, after the record `afterId`. */
    after: async (
      db: DbOrTx,
      partnerId: number,
      filter: F,
      afterId: number | undefined,
      limit: number,
    ): Promise<R[]> =>
      shownAll(
        db,
        partnerId,
        await batchAfter(book.select(db, noTotal()), whereOf(partnerId, filter), table.id, afterId, limit),
      ),
  };
};
