import type { StateCounts } from '@portal/shared/contracts/settlement';
import {
  CooperatorState,
  OPEN_SOURCING_STATES,
  SOURCING_STATES,
  type SourcingDetail,
  type SourcingFilter,
  type SourcingFirm,
  type SourcingInput,
  type SourcingLine,
  type SourcingLineInput,
  type SourcingPageQuery,
  type SourcingRow,
  SourcingState,
  type SourcingUpdate,
} from '@portal/shared/contracts/sourcing';
import { and, asc, count, desc, eq, gte, ilike, inArray, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern, prefixPattern } from '../../../db/like';
import { batchAfter, noTotal, pageOf } from '../../../db/paging';
import { uniqueViolationOf } from '../../../db/unique-violation';
import { writeAudit } from '../../../platform/audit';
import { fail, notFound } from '../../../platform/errors';
import { enqueueJob } from '../../../platform/jobs/job-queue';
import { addDays, localDayOf, localDayStart } from '../../../platform/local-time';
import { skuLinesOf } from '../../catalog/goods/goods.service';
import { countCooperators, cooperatorsOf, type SourcingActor } from './cooperator.service';
import { sourcingCooperators, sourcingFirms, sourcingLines, sourcingRequests } from './sourcing.table';

export type SourcingRecord = typeof sourcingRequests.$inferSelect;

/** The job that closes a sent request at its deadline (sourcing.jobs.ts). */
export const CLOSE_AT_DEADLINE_JOB = 'sourcing.closeAtDeadline';

/** When a change happens (the seed tells a story over past days) and the zone of its request number. */
export type SourcingClock = { now?: Date; timeZone: string };

const r = sourcingRequests;
const REQUEST_NO_INDEX = 'sourcing_requests_no_idx';

export const sourcingRowOf = (row: SourcingRecord): SourcingRow => ({
  id: row.id,
  requestNo: row.requestNo,
  title: row.title,
  deadline: row.deadline.toISOString(),
  state: row.state as SourcingState,
  lineCount: row.lineCount,
  firmCount: row.firmCount,
  answeredFirmCount: row.answeredFirmCount,
  remark: row.remark,
  closeReason: row.closeReason as SourcingRow['closeReason'],
  sentTime: row.sentTime?.toISOString() ?? null,
  closedTime: row.closedTime?.toISOString() ?? null,
  createdTime: row.createdTime.toISOString(),
});

// ---- the list ----

const filterOf = (partnerId: number, filter: SourcingFilter, timeZone: string): SQL | undefined =>
  and(
    eq(r.partnerId, partnerId),
    filter.keyword
      ? or(
          ilike(r.requestNo, containsPattern(filter.keyword)),
          ilike(r.title, containsPattern(filter.keyword)),
        )
      : undefined,
    filter.state ? eq(r.state, filter.state) : undefined,
    filter.dateFrom ? gte(r.createdTime, localDayStart(filter.dateFrom, timeZone)) : undefined,
    filter.dateTo ? lt(r.createdTime, localDayStart(addDays(filter.dateTo, 1), timeZone)) : undefined,
  );

/** The partner's batch inquiries matching the filter, newest first unless sorted otherwise. */
export const listRequests = async (
  db: DbOrTx,
  partnerId: number,
  query: SourcingPageQuery,
  timeZone: string,
): Promise<{ rows: SourcingRow[]; total: number }> => {
  const direction = query.sortType === 'asc' ? asc : desc;
  const column = query.sortBy === 'deadline' ? r.deadline : r.createdTime;
  const { rows, total } = await pageOf(
    db,
    query,
    (total) => db.select({ request: r, total }).from(r).$dynamic(),
    filterOf(partnerId, query, timeZone),
    [direction(column), direction(r.id)],
  );
  return { total, rows: rows.map((row) => sourcingRowOf(row.request)) };
};

/** A keyset batch of the filtered batch inquiries for their export, newest id first. */
export const listRequestsAfter = async (
  db: DbOrTx,
  partnerId: number,
  filter: SourcingFilter,
  timeZone: string,
  afterId: number | undefined,
  limit: number,
): Promise<SourcingRow[]> => {
  const rows = await batchAfter(
    db.select({ request: r, total: noTotal() }).from(r).$dynamic(),
    filterOf(partnerId, filter, timeZone),
    r.id,
    afterId,
    limit,
  );
  return rows.map((row) => sourcingRowOf(row.request));
};

/** How many of the partner's batch inquiries are in each state (on the (partner, state) index). */
export const requestStateCounts = async (db: DbOrTx, partnerId: number): Promise<StateCounts> => {
  const rows = await db
    .select({ state: r.state, count: count() })
    .from(r)
    .where(eq(r.partnerId, partnerId))
    .groupBy(r.state);
  const byState = new Map(rows.map((row) => [row.state, Number(row.count)]));
  return Object.fromEntries(SOURCING_STATES.map((state) => [String(state), byState.get(state) ?? 0]));
};

// ---- one request ----

/** The partner's request; another partner's id answers like a missing one. */
export const requestOf = async (db: DbOrTx, partnerId: number, id: number): Promise<SourcingRecord> => {
  const [row] = await db
    .select()
    .from(r)
    .where(and(eq(r.partnerId, partnerId), eq(r.id, id)));
  if (!row) throw notFound('sourcing.request.notFound');
  return row;
};

/** Locks the partner's request for a change: answers to one request are written one after another. */
export const lockRequest = async (tx: DbOrTx, partnerId: number, id: number): Promise<SourcingRecord> => {
  const [row] = await tx
    .select()
    .from(r)
    .where(and(eq(r.partnerId, partnerId), eq(r.id, id)))
    .for('update');
  if (!row) throw notFound('sourcing.request.notFound');
  return row;
};

/** The partner's request by its number (the operator's commands name requests so). */
export const requestByNo = async (
  db: DbOrTx,
  partnerId: number,
  requestNo: string,
): Promise<SourcingRecord | undefined> => {
  const [row] = await db
    .select()
    .from(r)
    .where(and(eq(r.partnerId, partnerId), eq(r.requestNo, requestNo)));
  return row;
};

export const linesOf = async (db: DbOrTx, partnerId: number, requestId: number): Promise<SourcingLine[]> => {
  const rows = await db
    .select()
    .from(sourcingLines)
    .where(and(eq(sourcingLines.partnerId, partnerId), eq(sourcingLines.requestId, requestId)))
    .orderBy(asc(sourcingLines.lineNo));
  return rows.map((line) => ({
    id: line.id,
    lineNo: line.lineNo,
    goodsId: line.goodsId,
    skuId: line.skuId,
    itemName: line.itemName,
    spec: line.spec,
    unit: line.unit,
    quantity: line.quantity,
    remark: line.remark,
  }));
};

/** The firms a request asks, in the order they were chosen, with their contact as it is now. */
export const firmsOf = async (db: DbOrTx, partnerId: number, requestId: number): Promise<SourcingFirm[]> => {
  const f = sourcingFirms;
  const rows = await db
    .select({
      cooperatorId: f.cooperatorId,
      name: f.name,
      contactName: sourcingCooperators.contactName,
      phone: sourcingCooperators.phone,
      answeredLines: f.answeredLines,
      answeredTime: f.answeredTime,
    })
    .from(f)
    .innerJoin(
      sourcingCooperators,
      and(eq(sourcingCooperators.partnerId, f.partnerId), eq(sourcingCooperators.id, f.cooperatorId)),
    )
    .where(and(eq(f.partnerId, partnerId), eq(f.requestId, requestId)))
    .orderBy(asc(f.id));
  return rows.map((row) => ({ ...row, answeredTime: row.answeredTime?.toISOString() ?? null }));
};

/** One request with its lines and the firms it asks. */
export const requestDetail = async (db: DbOrTx, partnerId: number, id: number): Promise<SourcingDetail> => {
  const request = await requestOf(db, partnerId, id);
  return {
    ...sourcingRowOf(request),
    lines: await linesOf(db, partnerId, id),
    firms: await firmsOf(db, partnerId, id),
  };
};

// ---- writing a draft ----

/** The key an item is known by across requests: its SKU, or its name and spec as written. */
export const itemKeyOf = (line: { skuId: number | null; itemName: string; spec: string | null }): string =>
  line.skuId !== null
    ? `sku:${line.skuId}`
    : `text:${line.itemName.trim().toLowerCase()}|${(line.spec ?? '').trim().toLowerCase()}`;

/** The lines as stored: a SKU's goods name, spec and unit from the catalog; a free-text item as written. */
const resolveLines = async (tx: DbOrTx, partnerId: number, lines: readonly SourcingLineInput[]) => {
  const skuIds = lines.flatMap((line) => (line.skuId ? [line.skuId] : []));
  const skus = new Map((await skuLinesOf(tx, partnerId, skuIds)).map((sku) => [sku.skuId, sku]));
  const keys = new Set<string>();
  return lines.map((line, i) => {
    const lineNo = i + 1;
    let resolved: {
      goodsId: number | null;
      skuId: number | null;
      itemName: string;
      spec: string | null;
      unit: string | null;
    };
    if (line.skuId) {
      const sku = skus.get(line.skuId);
      if (!sku) throw fail('sourcing.line.skuNotFound', { lineNo });
      resolved = {
        goodsId: sku.goodsId,
        skuId: sku.skuId,
        itemName: sku.goodsName,
        spec: sku.spec,
        unit: sku.unit,
      };
    } else {
      if (!line.itemName) throw fail('sourcing.line.nameRequired', { lineNo });
      resolved = {
        goodsId: null,
        skuId: null,
        itemName: line.itemName,
        spec: line.spec ?? null,
        unit: line.unit ?? null,
      };
    }
    const itemKey = itemKeyOf(resolved);
    if (keys.has(itemKey)) throw fail('sourcing.line.duplicate', { lineNo, name: resolved.itemName });
    keys.add(itemKey);
    return { ...resolved, itemKey, lineNo, quantity: line.quantity, remark: line.remark ?? null };
  });
};

/** The firms to ask: the partner's active cooperation partners, each once. */
const resolveFirms = async (tx: DbOrTx, partnerId: number, ids: readonly number[]) => {
  const found = new Map((await cooperatorsOf(tx, partnerId, ids)).map((row) => [row.id, row]));
  return ids.map((id) => {
    const cooperator = found.get(id);
    if (!cooperator) throw notFound('sourcing.cooperator.notFound');
    if (cooperator.state !== CooperatorState.active) {
      throw fail('sourcing.cooperator.disabledAsked', { name: cooperator.name });
    }
    return cooperator;
  });
};

const writeLinesAndFirms = async (
  tx: DbOrTx,
  partnerId: number,
  requestId: number,
  input: Pick<SourcingInput, 'lines' | 'cooperatorIds'>,
) => {
  const lines = await resolveLines(tx, partnerId, input.lines);
  const firms = await resolveFirms(tx, partnerId, input.cooperatorIds);
  await tx
    .delete(sourcingLines)
    .where(and(eq(sourcingLines.partnerId, partnerId), eq(sourcingLines.requestId, requestId)));
  await tx
    .delete(sourcingFirms)
    .where(and(eq(sourcingFirms.partnerId, partnerId), eq(sourcingFirms.requestId, requestId)));
  if (lines.length > 0) {
    await tx.insert(sourcingLines).values(lines.map((line) => ({ partnerId, requestId, ...line })));
  }
  if (firms.length > 0) {
    await tx
      .insert(sourcingFirms)
      .values(firms.map((firm) => ({ partnerId, requestId, cooperatorId: firm.id, name: firm.name })));
  }
  return { lineCount: lines.length, firmCount: firms.length };
};

/** The next request number of the day: PX (批量询价) + the local day + a four-digit sequence (PX202611270001); channels' inquiries are XJ. */
const nextRequestNo = async (tx: DbOrTx, partnerId: number, now: Date, timeZone: string): Promise<string> => {
  const prefix = `PX${localDayOf(now, timeZone).replaceAll('-', '')}`;
  const [{ last }] = await tx
    .select({ last: sql<string | null>`max(${r.requestNo})` })
    .from(r)
    .where(and(eq(r.partnerId, partnerId), like(r.requestNo, prefixPattern(prefix))));
  const sequence = last ? Number(last.slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(sequence).padStart(4, '0')}`;
};

/** Two requests made at once may take the same number: the later one tries the next. */
const numbered = async <T>(work: () => Promise<T>): Promise<T> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 3 || uniqueViolationOf(error) !== REQUEST_NO_INDEX) throw error;
    }
  }
};

const assertFutureDeadline = (deadline: Date, now: Date) => {
  if (deadline.getTime() <= now.getTime()) throw fail('sourcing.request.deadlinePast');
};

/** Creates a batch inquiry as a draft (lines and firms may still be missing), or sends it at once. */
export const createRequest = (
  db: DbOrTx,
  actor: SourcingActor,
  input: SourcingInput,
  clock: SourcingClock,
): Promise<SourcingRecord> =>
  numbered(() =>
    db.transaction(async (tx) => {
      const now = clock.now ?? new Date();
      const deadline = new Date(input.deadline);
      assertFutureDeadline(deadline, now);
      const [request] = await tx
        .insert(r)
        .values({
          partnerId: actor.partnerId,
          requestNo: await nextRequestNo(tx, actor.partnerId, now, clock.timeZone),
          title: input.title,
          deadline,
          state: SourcingState.draft,
          remark: input.remark ?? null,
          lineCount: 0,
          firmCount: 0,
          createdBy: actor.accountId,
          createdTime: now,
          updatedTime: now,
        })
        .returning();
      const counts = await writeLinesAndFirms(tx, actor.partnerId, request.id, input);
      const [drafted] = await tx
        .update(r)
        .set(counts)
        .where(and(eq(r.partnerId, actor.partnerId), eq(r.id, request.id)))
        .returning();
      await writeAudit(tx, {
        partnerId: actor.partnerId,
        accountId: actor.accountId,
        action: 'sourcingCreated',
        entity: 'sourcingRequest',
        entityId: request.id,
        after: { title: input.title, deadline: input.deadline, ...counts },
      });
      return input.send ? sendInTransaction(tx, actor, drafted, now) : drafted;
    }),
  );

/** Changes a draft (its title, deadline, lines and firms), and sends it when asked. */
export const updateRequest = (
  db: DbOrTx,
  actor: SourcingActor,
  input: SourcingUpdate,
  clock: SourcingClock,
): Promise<SourcingRecord> =>
  db.transaction(async (tx) => {
    const now = clock.now ?? new Date();
    const before = await lockRequest(tx, actor.partnerId, input.id);
    if (before.state !== SourcingState.draft) throw fail('sourcing.request.notDraft');
    const deadline = new Date(input.deadline);
    assertFutureDeadline(deadline, now);
    const counts = await writeLinesAndFirms(tx, actor.partnerId, input.id, input);
    const [after] = await tx
      .update(r)
      .set({ title: input.title, deadline, remark: input.remark ?? null, ...counts, updatedTime: now })
      .where(and(eq(r.partnerId, actor.partnerId), eq(r.id, input.id), eq(r.state, SourcingState.draft)))
      .returning();
    if (!after) throw fail('sourcing.request.notDraft');
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: 'sourcingUpdated',
      entity: 'sourcingRequest',
      entityId: input.id,
      before: {
        title: before.title,
        deadline: before.deadline,
        lineCount: before.lineCount,
        firmCount: before.firmCount,
      },
      after: { title: input.title, deadline: input.deadline, ...counts },
    });
    return input.send ? sendInTransaction(tx, actor, after, now) : after;
  });

// ---- transitions ----

const sendInTransaction = async (
  tx: DbOrTx,
  actor: SourcingActor,
  request: SourcingRecord,
  now: Date,
): Promise<SourcingRecord> => {
  if (request.state !== SourcingState.draft) throw fail('sourcing.request.notDraft');
  if (request.lineCount === 0) throw fail('sourcing.request.linesRequired');
  if (request.firmCount === 0) throw fail('sourcing.request.firmsRequired');
  assertFutureDeadline(request.deadline, now);
  // A firm disabled since the draft was written is not asked.
  const firms = await tx
    .select({ cooperatorId: sourcingFirms.cooperatorId })
    .from(sourcingFirms)
    .where(and(eq(sourcingFirms.partnerId, actor.partnerId), eq(sourcingFirms.requestId, request.id)));
  await resolveFirms(
    tx,
    actor.partnerId,
    firms.map((firm) => firm.cooperatorId),
  );
  const [sent] = await tx
    .update(r)
    .set({ state: SourcingState.sent, sentTime: now, updatedTime: now })
    .where(and(eq(r.partnerId, actor.partnerId), eq(r.id, request.id), eq(r.state, SourcingState.draft)))
    .returning();
  if (!sent) throw fail('sourcing.request.notDraft');
  await countCooperators(
    tx,
    actor.partnerId,
    firms.map((firm) => firm.cooperatorId),
    'askedCount',
  );
  await enqueueJob(
    tx,
    CLOSE_AT_DEADLINE_JOB,
    { requestId: request.id },
    {
      partnerId: actor.partnerId,
      runAfter: request.deadline,
    },
  );
  await writeAudit(tx, {
    partnerId: actor.partnerId,
    accountId: actor.accountId,
    action: 'sourcingSent',
    entity: 'sourcingRequest',
    entityId: request.id,
    before: { state: SourcingState.draft },
    after: { state: SourcingState.sent },
  });
  return sent;
};

/** Sends a draft to its firms; it needs goods lines, firms and a deadline still ahead. */
export const sendRequest = (db: DbOrTx, actor: SourcingActor, id: number, clock: { now?: Date } = {}) =>
  db.transaction(async (tx) => {
    const request = await lockRequest(tx, actor.partnerId, id);
    return sendInTransaction(tx, actor, request, clock.now ?? new Date());
  });

const moveRequest = async (
  db: DbOrTx,
  actor: SourcingActor,
  id: number,
  options: {
    from: readonly SourcingState[];
    to: SourcingState;
    refusal: string;
    action: string;
    closeReason?: 'deadline' | 'manual';
    now?: Date;
  },
): Promise<SourcingRecord> =>
  db.transaction(async (tx) => {
    const now = options.now ?? new Date();
    const before = await lockRequest(tx, actor.partnerId, id);
    const [after] = await tx
      .update(r)
      .set({
        state: options.to,
        updatedTime: now,
        ...(options.closeReason ? { closeReason: options.closeReason, closedTime: now } : {}),
      })
      .where(and(eq(r.partnerId, actor.partnerId), eq(r.id, id), inArray(r.state, [...options.from])))
      .returning();
    if (!after) throw fail(options.refusal);
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: options.action,
      entity: 'sourcingRequest',
      entityId: id,
      before: { state: before.state },
      after: { state: options.to, closeReason: options.closeReason ?? null },
    });
    return after;
  });

/** Closes a sent request by hand before its deadline: no more answers. */
export const closeRequest = (db: DbOrTx, actor: SourcingActor, id: number, clock: { now?: Date } = {}) =>
  moveRequest(db, actor, id, {
    from: OPEN_SOURCING_STATES,
    to: SourcingState.closed,
    refusal: 'sourcing.request.notOpen',
    action: 'sourcingClosed',
    closeReason: 'manual',
    now: clock.now,
  });

/** Cancels a request that is not closed yet (a draft, or one awaiting answers). */
export const cancelRequest = (db: DbOrTx, actor: SourcingActor, id: number, clock: { now?: Date } = {}) =>
  moveRequest(db, actor, id, {
    from: [SourcingState.draft, ...OPEN_SOURCING_STATES],
    to: SourcingState.cancelled,
    refusal: 'sourcing.request.notCancellable',
    action: 'sourcingCancelled',
    now: clock.now,
  });

/**
 * The deadline job's work: closes the request when its deadline has passed and it still awaits
 * answers. Idempotent: a request closed or cancelled meanwhile is left as it is (false). A job run
 * before the deadline (clocks apart) throws, to be retried.
 */
export const closeAtDeadline = async (
  db: DbOrTx,
  partnerId: number,
  id: number,
  now: Date = new Date(),
): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(r)
      .where(and(eq(r.partnerId, partnerId), eq(r.id, id)))
      .for('update');
    if (!request || !OPEN_SOURCING_STATES.includes(request.state as SourcingState)) return false;
    if (request.deadline.getTime() > now.getTime()) throw new Error(`sourcing request ${id} is not due yet`);
    await tx
      .update(r)
      .set({ state: SourcingState.closed, closeReason: 'deadline', closedTime: now, updatedTime: now })
      .where(and(eq(r.partnerId, partnerId), eq(r.id, id), inArray(r.state, [...OPEN_SOURCING_STATES])));
    await writeAudit(tx, {
      partnerId,
      accountId: null,
      action: 'sourcingClosed',
      entity: 'sourcingRequest',
      entityId: id,
      before: { state: request.state },
      after: { state: SourcingState.closed, closeReason: 'deadline' },
    });
    return true;
  });
