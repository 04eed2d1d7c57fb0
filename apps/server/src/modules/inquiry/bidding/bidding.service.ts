import {
  type AwardState,
  type BiddingBid,
  type BiddingDetail,
  type BiddingEventKind,
  type BiddingFilter,
  type BiddingItem,
  type BiddingMode,
  type BiddingPageQuery,
  type BiddingResult,
  type BiddingRow,
  BiddingState,
  type BiddingStanding,
  type BiddingState as BiddingStateValue,
  type Decrement,
  largestNextBid,
  type PlacedBid,
} from '@portal/shared/contracts/bidding';
import type { StateCounts } from '@portal/shared/contracts/settlement';
import { compareMoney, isMoneyString } from '@portal/shared/money';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { type Db, type DbOrTx, flushWal, queryRows } from '../../../db/client';
import { containsPattern, prefixPattern } from '../../../db/like';
import { batchAfter, noTotal, pageOf } from '../../../db/paging';
import { writeAudit } from '../../../platform/audit';
import { fail, notFound } from '../../../platform/errors';
import { enqueueJob, jobsEnqueued } from '../../../platform/jobs/job-queue';
import { publishLive } from '../../../platform/live/live-hub';
import { localDayOf } from '../../../platform/local-time';
import { channelNameSql, channelOf } from '../../catalog/channels/channel.service';
import { sendNotice } from '../../partner/notice.service';
import { biddingBids, biddingInvitations, biddingProjectItems, biddingProjects } from './bidding.table';

export type ProjectRecord = typeof biddingProjects.$inferSelect;
type InvitationRecord = typeof biddingInvitations.$inferSelect;

/** The hours a winner has to confirm the award before it passes to the next bidder. */
export const CONFIRM_HOURS = 72;

export const OPEN_JOB = 'bidding.open';
export const CLOSE_JOB = 'bidding.close';
export const PASS_AWARD_JOB = 'bidding.passAward';
export const OUTBID_JOB = 'bidding.outbid';

/** The live topic of a project's room. */
export const biddingTopic = (projectId: number): string => `bidding:${projectId}`;

/** The operator's audit rows (project creation) have no partner: the platform's id. */
const PLATFORM_PARTNER_ID = 0;

// ---- live events (what goes through pg_notify; each partner is sent only its part) ----

/**
 * A room event as published: the project's state and end, the bidder count, and per partner
 * (by id) its new rank or state where they changed. Never a price, never a name.
 */
export type RoomEvent = {
  kind: BiddingEventKind;
  projectId: number;
  state: number;
  endTime: string;
  extensions: number;
  /** null while a sealed project is open. */
  bidderCount: number | null;
  /** [partnerId, rank] of the partners whose rank changed (reverse auctions only). */
  ranks?: [number, number][];
  /** [partnerId, state] of partners whose own state differs from the project's. */
  states?: [number, number][];
  /** The partner whose bid this was. */
  by?: number;
  serverTime: string;
};

const publishRoom = (tx: DbOrTx, event: RoomEvent) => publishLive(tx, biddingTopic(event.projectId), event);

// ---- validation of the operator's input ----

export type NewProject = {
  projectNo?: string;
  title: string;
  channelId: number | null;
  customerName: string;
  items: readonly Omit<BiddingItem, 'lineNo'>[];
  ceilingAmount: string;
  startTime: Date;
  endTime: Date;
  decrement: Decrement;
  mode: BiddingMode;
  extendMinutes: number;
  maxExtensions: number;
  minBidders: number;
};

const QUANTITY = /^\d{1,15}(\.\d{1,3})?$/;

const checkProject = (input: NewProject) => {
  const title = input.title.trim();
  if (!title || title.length > 100) throw fail('bidding.titleInvalid');
  if (!input.customerName.trim() || input.customerName.length > 100) throw fail('bidding.customerInvalid');
  if (input.items.length === 0 || input.items.length > 200) throw fail('bidding.itemsRequired');
  for (const item of input.items) {
    if (!item.name.trim() || item.name.length > 100 || item.spec.length > 200)
      throw fail('bidding.itemInvalid');
    if (!item.unit.trim() || item.unit.length > 20) throw fail('bidding.itemInvalid');
    if (!QUANTITY.test(item.quantity) || compareMoney(item.quantity, '0') <= 0)
      throw fail('bidding.itemInvalid');
  }
  if (!isMoneyString(input.ceilingAmount) || compareMoney(input.ceilingAmount, '0') <= 0)
    throw fail('bidding.ceilingInvalid');
  if (Number.isNaN(input.startTime.getTime()) || Number.isNaN(input.endTime.getTime()))
    throw fail('bidding.timeInvalid');
  if (input.endTime.getTime() <= input.startTime.getTime()) throw fail('bidding.timeInvalid');
  const { kind, value } = input.decrement;
  if (!isMoneyString(value) || compareMoney(value, '0') <= 0) throw fail('bidding.decrementInvalid');
  if (kind === 'percent' && compareMoney(value, '50') > 0) throw fail('bidding.decrementInvalid');
  if (kind === 'amount' && compareMoney(value, input.ceilingAmount) >= 0)
    throw fail('bidding.decrementInvalid');
  const whole = (n: number, max: number) => Number.isInteger(n) && n >= 0 && n <= max;
  if (!whole(input.extendMinutes, 120) || !whole(input.maxExtensions, 20))
    throw fail('bidding.extensionInvalid');
  if (!whole(input.minBidders, 1000) || input.minBidders < 1) throw fail('bidding.minBiddersInvalid');
};

/** 'JJ' + the local day + the platform's sequence of that day: JJ202611270001. */
const nextProjectNo = async (tx: DbOrTx, day: string): Promise<string> => {
  await tx.execute(sql`select pg_advisory_xact_lock(${0xb1dd}, 0)`);
  const prefix = `JJ${day.replaceAll('-', '')}`;
  const [row] = await tx
    .select({ last: sql<string | null>`max(${biddingProjects.projectNo})` })
    .from(biddingProjects)
    .where(ilike(biddingProjects.projectNo, prefixPattern(prefix)));
  const sequence = row.last ? Number(row.last.slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(sequence).padStart(4, '0')}`;
};

// ---- the operator: create, invite, open, close, cancel ----

/** Creates a project (not started), with a job to open it at its start and one to close it at its end. */
export const createProject = async (
  db: DbOrTx,
  input: NewProject,
  timeZone: string,
): Promise<ProjectRecord> => {
  checkProject(input);
  if (input.channelId !== null) await channelOf(db, input.channelId);
  return db.transaction(async (tx) => {
    const projectNo = input.projectNo ?? (await nextProjectNo(tx, localDayOf(new Date(), timeZone)));
    const [taken] = await tx
      .select({ id: biddingProjects.id })
      .from(biddingProjects)
      .where(eq(biddingProjects.projectNo, projectNo));
    if (taken) throw fail('bidding.projectNoTaken', { projectNo });
    const [project] = await tx
      .insert(biddingProjects)
      .values({
        projectNo,
        title: input.title.trim(),
        channelId: input.channelId,
        customerName: input.customerName.trim(),
        ceilingAmount: input.ceilingAmount,
        decrementKind: input.decrement.kind,
        decrementValue: input.decrement.value,
        mode: input.mode,
        startTime: input.startTime,
        endTime: input.endTime,
        extendMinutes: input.extendMinutes,
        maxExtensions: input.maxExtensions,
        minBidders: input.minBidders,
        state: BiddingState.notStarted,
      })
      .returning();
    await tx.insert(biddingProjectItems).values(
      input.items.map((item, index) => ({
        projectId: project.id,
        lineNo: index + 1,
        name: item.name.trim(),
        spec: item.spec.trim(),
        quantity: item.quantity,
        unit: item.unit.trim(),
      })),
    );
    await writeAudit(tx, {
      partnerId: PLATFORM_PARTNER_ID,
      accountId: null,
      action: 'created',
      entity: 'biddingProject',
      entityId: project.id,
      after: { projectNo, state: project.state },
    });
    await enqueueJob(tx, OPEN_JOB, { projectId: project.id }, { runAfter: input.startTime });
    await enqueueJob(tx, CLOSE_JOB, { projectId: project.id }, { runAfter: input.endTime });
    return project;
  });
};

export const projectByNo = async (db: DbOrTx, projectNo: string): Promise<ProjectRecord> => {
  const [row] = await db.select().from(biddingProjects).where(eq(biddingProjects.projectNo, projectNo));
  if (!row) throw notFound('bidding.notFound');
  return row;
};

const lockProject = async (tx: DbOrTx, projectId: number): Promise<ProjectRecord> => {
  const [row] = await tx
    .select()
    .from(biddingProjects)
    .where(eq(biddingProjects.id, projectId))
    .for('update');
  if (!row) throw notFound('bidding.notFound');
  return row;
};

/** The database's clock now (statement time would be the transaction's start). */
const clockOf = async (tx: DbOrTx): Promise<Date> => {
  const [row] = await queryRows<{ now: string | Date }>(tx, sql`select clock_timestamp() as now`);
  return new Date(row.now);
};

const invitationsOf = (tx: DbOrTx, projectId: number) =>
  tx.select().from(biddingInvitations).where(eq(biddingInvitations.projectId, projectId));

const noticeAll = async (
  tx: DbOrTx,
  partnerIds: readonly number[],
  key: string,
  params: Record<string, string>,
) => {
  for (const partnerId of partnerIds) await sendNotice(tx, { partnerId, message: { key, params } });
};

/** Moves every invitation of the project in one of `from` to `to`, with an audit row each. */
const moveInvitations = async (
  tx: DbOrTx,
  projectId: number,
  from: readonly number[],
  to: number,
  action: string,
  only?: readonly number[],
): Promise<number[]> => {
  const moved = await tx
    .update(biddingInvitations)
    .set({ state: to, updatedTime: new Date() })
    .where(
      and(
        eq(biddingInvitations.projectId, projectId),
        inArray(biddingInvitations.state, [...from]),
        only ? inArray(biddingInvitations.partnerId, [...only]) : undefined,
      ),
    )
    .returning({ partnerId: biddingInvitations.partnerId, id: biddingInvitations.id });
  for (const row of moved)
    await writeAudit(tx, {
      partnerId: row.partnerId,
      accountId: null,
      action,
      entity: 'biddingInvitation',
      entityId: row.id,
      before: { states: from },
      after: { state: to },
    });
  return moved.map((row) => row.partnerId);
};

/** A guarded move of the locked project (`where state = :from`). */
const moveProject = async (
  tx: DbOrTx,
  project: ProjectRecord,
  changes: Partial<Omit<ProjectRecord, 'id'>> & { state: number },
): Promise<ProjectRecord> => {
  const [moved] = await tx
    .update(biddingProjects)
    .set({ ...changes, updatedTime: new Date() })
    .where(and(eq(biddingProjects.id, project.id), eq(biddingProjects.state, project.state)))
    .returning();
  if (!moved) throw fail('bidding.changedMeanwhile');
  return moved;
};

const bidderCountOf = async (tx: DbOrTx, projectId: number): Promise<number> => {
  const [row] = await tx
    .select({ total: count() })
    .from(biddingInvitations)
    .where(and(eq(biddingInvitations.projectId, projectId), isNotNull(biddingInvitations.bestAmount)));
  return row.total;
};

const roomEventOf = async (
  tx: DbOrTx,
  project: ProjectRecord,
  kind: BiddingEventKind,
  now: Date,
  extra: Partial<RoomEvent> = {},
): Promise<RoomEvent> => ({
  kind,
  projectId: project.id,
  state: project.state,
  endTime: project.endTime.toISOString(),
  extensions: project.extensions,
  bidderCount:
    'bidderCount' in extra
      ? (extra.bidderCount ?? null)
      : project.mode === 'sealed' && project.state <= 2
        ? null
        : await bidderCountOf(tx, project.id),
  serverTime: now.toISOString(),
  ...extra,
});

/** Invites a partner (active) to a project not closed yet; it gets a notice. Inviting twice does nothing. */
export const invitePartner = (db: DbOrTx, projectId: number, partnerId: number) =>
  db.transaction(async (tx) => {
    const project = await lockProject(tx, projectId);
    if (project.state !== BiddingState.notStarted && project.state !== BiddingState.open)
      throw fail('bidding.notInvitable');
    const [invitation] = await tx
      .insert(biddingInvitations)
      .values({ partnerId, projectId, state: project.state })
      .onConflictDoNothing()
      .returning();
    if (!invitation) return false;
    await writeAudit(tx, {
      partnerId,
      accountId: null,
      action: 'invited',
      entity: 'biddingInvitation',
      entityId: invitation.id,
      after: { projectId, state: invitation.state },
    });
    await sendNotice(tx, {
      partnerId,
      message: {
        key: project.state === BiddingState.open ? 'bidding.notice.opened' : 'bidding.notice.invited',
        params: noticeParams(project),
      },
    });
    return true;
  });

const noticeParams = (project: ProjectRecord) => ({
  projectNo: project.projectNo,
  title: project.title,
  start: project.startTime.toISOString().slice(0, 16).replace('T', ' '),
  end: project.endTime.toISOString().slice(0, 16).replace('T', ' '),
});

/** Opens the locked project if it is not started and its start has come (the open job, a bid). */
const openLocked = async (tx: DbOrTx, project: ProjectRecord, now: Date): Promise<ProjectRecord> => {
  if (project.state !== BiddingState.notStarted || project.startTime.getTime() > now.getTime())
    return project;
  const opened = await moveProject(tx, project, { state: BiddingState.open });
  const partners = await moveInvitations(
    tx,
    project.id,
    [BiddingState.notStarted],
    BiddingState.open,
    'opened',
  );
  await noticeAll(tx, partners, 'bidding.notice.opened', noticeParams(opened));
  await publishRoom(tx, await roomEventOf(tx, opened, 'opened', now));
  return opened;
};

/** The open job: opens the project at its start (again: nothing). */
export const openProject = (db: DbOrTx, projectId: number) =>
  db.transaction(async (tx) => {
    const project = await lockProject(tx, projectId);
    return openLocked(tx, project, await clockOf(tx));
  });

/** The operator starts a project now (its start moved to now), and opens it. */
export const openProjectNow = (db: DbOrTx, projectId: number) =>
  db.transaction(async (tx) => {
    const project = await lockProject(tx, projectId);
    if (project.state !== BiddingState.notStarted) throw fail('bidding.notNotStarted');
    const now = await clockOf(tx);
    const [moved] = await tx
      .update(biddingProjects)
      .set({ startTime: now, updatedTime: now })
      .where(and(eq(biddingProjects.id, project.id), eq(biddingProjects.state, project.state)))
      .returning();
    return openLocked(tx, moved, now);
  });

/** The ranking of a project's bidders: best amount, then that bid's time, then its id. */
const rankingOf = (tx: DbOrTx, projectId: number) =>
  tx
    .select({
      partnerId: biddingInvitations.partnerId,
      bestAmount: biddingInvitations.bestAmount,
      bestBidTime: biddingInvitations.bestBidTime,
      bestBidId: biddingInvitations.bestBidId,
    })
    .from(biddingInvitations)
    .where(and(eq(biddingInvitations.projectId, projectId), isNotNull(biddingInvitations.bestAmount)))
    .orderBy(
      asc(biddingInvitations.bestAmount),
      asc(biddingInvitations.bestBidTime),
      asc(biddingInvitations.bestBidId),
    );

type RankKey = { amount: string; time: number; id: number };

/** A bidder's place in the ranking: its best amount, then that bid's time, then its id. */
const keyOf = (row: {
  bestAmount: string | null;
  bestBidTime: Date | null;
  bestBidId: number | null;
}): RankKey => ({
  amount: row.bestAmount ?? '0',
  time: row.bestBidTime?.getTime() ?? 0,
  id: row.bestBidId ?? 0,
});

const compareKeys = (x: RankKey, y: RankKey): number =>
  compareMoney(x.amount, y.amount) || x.time - y.time || x.id - y.id;

/**
 * The outbid job: a notice to each partner whose rank a bid made fall (rank as the bid left it).
 * Run again, it would notify again: it runs once per bid.
 */
export const noticeOutbid = async (db: DbOrTx, input: { projectId: number; ranks: [number, number][] }) => {
  const [project] = await db.select().from(biddingProjects).where(eq(biddingProjects.id, input.projectId));
  if (!project) return;
  await db.transaction(async (tx) => {
    for (const [partnerId, rank] of input.ranks)
      await sendNotice(tx, {
        partnerId,
        message: { key: 'bidding.notice.outbid', params: { ...noticeParams(project), rank: String(rank) } },
      });
  });
};

/** Offers the award to the best bidder not offered yet; none left: the project fails. */
const offerNext = async (tx: DbOrTx, project: ProjectRecord, now: Date): Promise<ProjectRecord> => {
  const ranking = await rankingOf(tx, project.id);
  const offered = new Set(
    (
      await tx
        .select({ partnerId: biddingInvitations.partnerId })
        .from(biddingInvitations)
        .where(and(eq(biddingInvitations.projectId, project.id), isNotNull(biddingInvitations.awardState)))
    ).map((row) => row.partnerId),
  );
  const next = ranking.find((row) => !offered.has(row.partnerId));
  if (!next) return failProject(tx, project, 'noConfirmation', now);
  const deadline = new Date(now.getTime() + CONFIRM_HOURS * 3600_000);
  await tx
    .update(biddingInvitations)
    .set({ awardState: 'offered', awardTime: now, awardDeadline: deadline, updatedTime: now })
    .where(
      and(eq(biddingInvitations.partnerId, next.partnerId), eq(biddingInvitations.projectId, project.id)),
    );
  await writeAudit(tx, {
    partnerId: next.partnerId,
    accountId: null,
    action: 'awardOffered',
    entity: 'biddingInvitation',
    entityId: project.id,
    after: { amount: next.bestAmount, deadline: deadline.toISOString() },
  });
  await sendNotice(tx, {
    partnerId: next.partnerId,
    message: {
      key: 'bidding.notice.awardOffered',
      params: { ...noticeParams(project), amount: next.bestAmount ?? '', hours: String(CONFIRM_HOURS) },
    },
  });
  await enqueueJob(
    tx,
    PASS_AWARD_JOB,
    { projectId: project.id, partnerId: next.partnerId },
    { runAfter: deadline, partnerId: next.partnerId },
  );
  await publishRoom(tx, await roomEventOf(tx, project, 'awarded', now));
  return project;
};

const failProject = async (
  tx: DbOrTx,
  project: ProjectRecord,
  result: Extract<BiddingResult, 'tooFewBidders' | 'noConfirmation'>,
  now: Date,
): Promise<ProjectRecord> => {
  const failed = await moveProject(tx, project, { state: BiddingState.failed, result });
  const partners = await moveInvitations(
    tx,
    project.id,
    [BiddingState.notStarted, BiddingState.open, BiddingState.closed],
    BiddingState.failed,
    'failed',
  );
  await noticeAll(tx, partners, `bidding.notice.failed.${result}`, noticeParams(failed));
  await publishRoom(tx, await roomEventOf(tx, failed, 'failed', now));
  return failed;
};

/**
 * Closes the locked project once its end has come: no more bids; fewer valid bidders than its
 * minimum fails it (流标), otherwise the award is offered to the lowest valid bid (ties: the
 * earlier bid).
 */
const closeLocked = async (tx: DbOrTx, project: ProjectRecord, now: Date): Promise<ProjectRecord> => {
  if (project.state !== BiddingState.open && project.state !== BiddingState.notStarted) return project;
  if (project.endTime.getTime() > now.getTime()) return project;
  const closed = await moveProject(tx, project, { state: BiddingState.closed, closedTime: now });
  const partners = await moveInvitations(
    tx,
    project.id,
    [BiddingState.notStarted, BiddingState.open],
    BiddingState.closed,
    'closed',
  );
  await noticeAll(tx, partners, 'bidding.notice.closed', noticeParams(closed));
  await publishRoom(tx, await roomEventOf(tx, closed, 'closed', now));
  if ((await bidderCountOf(tx, project.id)) < project.minBidders)
    return failProject(tx, closed, 'tooFewBidders', now);
  return offerNext(tx, closed, now);
};

/** The close job: closes the project if its end has come (an extended end has its own job). */
export const closeProject = (db: DbOrTx, projectId: number) =>
  db.transaction(async (tx) => {
    const project = await lockProject(tx, projectId);
    return closeLocked(tx, project, await clockOf(tx));
  });

/** The operator ends the bidding now (the end moved to now) and closes the project. */
export const closeProjectNow = (db: DbOrTx, projectId: number) =>
  db.transaction(async (tx) => {
    const project = await lockProject(tx, projectId);
    if (project.state !== BiddingState.open && project.state !== BiddingState.notStarted)
      throw fail('bidding.notOpen');
    const now = await clockOf(tx);
    const [moved] = await tx
      .update(biddingProjects)
      .set({ endTime: now, updatedTime: now })
      .where(and(eq(biddingProjects.id, project.id), eq(biddingProjects.state, project.state)))
      .returning();
    return closeLocked(tx, moved, now);
  });

/** The operator cancels a project not finished: its bids are void, every invited partner is told. */
export const cancelProject = (db: DbOrTx, projectId: number, reason: string) =>
  db.transaction(async (tx) => {
    const text = reason.trim();
    if (!text) throw fail('bidding.cancelReasonRequired');
    if (text.length > 300) throw fail('bidding.cancelReasonTooLong');
    const project = await lockProject(tx, projectId);
    const live: number[] = [BiddingState.notStarted, BiddingState.open, BiddingState.closed];
    if (!live.includes(project.state)) throw fail('bidding.notCancellable');
    const now = await clockOf(tx);
    const cancelled = await moveProject(tx, project, {
      state: BiddingState.cancelled,
      result: 'cancelled',
      cancelReason: text,
    });
    const invited = await invitationsOf(tx, project.id);
    for (const invitation of invited)
      await tx
        .update(biddingBids)
        .set({ valid: false })
        .where(and(eq(biddingBids.partnerId, invitation.partnerId), eq(biddingBids.projectId, project.id)));
    await tx
      .update(biddingInvitations)
      .set({
        awardState: sql`case when ${biddingInvitations.awardState} = 'offered' then 'expired' else ${biddingInvitations.awardState} end`,
      })
      .where(eq(biddingInvitations.projectId, project.id));
    const partners = await moveInvitations(tx, project.id, live, BiddingState.cancelled, 'cancelled');
    await noticeAll(tx, partners, 'bidding.notice.cancelled', { ...noticeParams(cancelled), reason: text });
    await publishRoom(tx, await roomEventOf(tx, cancelled, 'cancelled', now));
    return cancelled;
  });

// ---- the partner: bid, confirm ----

export type BidActor = { partnerId: number; accountId: number | null };

const invitationOf = async (tx: DbOrTx, partnerId: number, projectId: number): Promise<InvitationRecord> => {
  const [row] = await tx
    .select()
    .from(biddingInvitations)
    .where(and(eq(biddingInvitations.partnerId, partnerId), eq(biddingInvitations.projectId, projectId)));
  if (!row) throw notFound('bidding.notFound');
  return row;
};

const decrementOf = (project: Pick<ProjectRecord, 'decrementKind' | 'decrementValue'>): Decrement => ({
  kind: project.decrementKind as Decrement['kind'],
  value: project.decrementValue,
});

/**
 * A bid, in one short transaction under the project's row lock: the window and the rules checked
 * against the database's clock, the bid stored with that time, the partner's best bid moved, the
 * end extended if the bid came in its last minutes (at most the project's number of times, with a
 * new close job), the partners it outbid told, and the room's event published on commit.
 */
const placeBidInTransaction = (db: DbOrTx, actor: BidActor, input: { projectId: number; amount: string }) =>
  db.transaction(async (tx): Promise<PlacedBid> => {
    let project = await lockProject(tx, input.projectId);
    // The clock is read after the lock is held (in the locking statement it would be read before
    // waiting for it), so bids' times follow the order the lock gives them.
    const now = await clockOf(tx);
    const invitation = await invitationOf(tx, actor.partnerId, project.id);
    if (project.state === BiddingState.cancelled) throw fail('bidding.cancelled');
    if (project.state === BiddingState.notStarted && project.startTime.getTime() > now.getTime())
      throw fail('bidding.notStarted');
    if (project.state > BiddingState.open || project.endTime.getTime() <= now.getTime())
      throw fail('bidding.ended');
    project = await openLocked(tx, project, now);
    const largest = largestNextBid(project.ceilingAmount, invitation.bestAmount, decrementOf(project));
    if (compareMoney(input.amount, project.ceilingAmount) > 0)
      throw fail('bidding.aboveCeiling', { ceiling: project.ceilingAmount });
    if (largest === null || compareMoney(input.amount, largest) > 0)
      throw fail('bidding.decrementNotMet', {
        largest: largest ?? '0.00',
        previous: invitation.bestAmount ?? '',
      });

    const extend =
      project.extendMinutes > 0 &&
      project.extensions < project.maxExtensions &&
      project.endTime.getTime() - now.getTime() <= project.extendMinutes * 60_000;
    const [bid] = await tx
      .insert(biddingBids)
      .values({
        partnerId: actor.partnerId,
        projectId: project.id,
        amount: input.amount,
        bidTime: now,
        extended: extend,
        accountId: actor.accountId,
      })
      .returning();
    await tx
      .update(biddingInvitations)
      .set({
        bestAmount: bid.amount,
        bestBidTime: now,
        bestBidId: bid.id,
        bidCount: sql`${biddingInvitations.bidCount} + 1`,
        updatedTime: now,
      })
      .where(
        and(eq(biddingInvitations.partnerId, actor.partnerId), eq(biddingInvitations.projectId, project.id)),
      );
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: 'bid',
      entity: 'biddingBid',
      entityId: bid.id,
      before: { bestAmount: invitation.bestAmount },
      after: { amount: bid.amount, bidTime: now.toISOString() },
    });
    if (extend) {
      const endTime = new Date(project.endTime.getTime() + project.extendMinutes * 60_000);
      [project] = await tx
        .update(biddingProjects)
        .set({ endTime, extensions: project.extensions + 1, updatedTime: now })
        .where(and(eq(biddingProjects.id, project.id), eq(biddingProjects.state, BiddingState.open)))
        .returning();
      await enqueueJob(tx, CLOSE_JOB, { projectId: project.id }, { runAfter: endTime });
      const everyone = (await invitationsOf(tx, project.id)).map((row) => row.partnerId);
      await noticeAll(tx, everyone, 'bidding.notice.extended', {
        ...noticeParams(project),
        minutes: String(project.extendMinutes),
        count: String(project.extensions),
        max: String(project.maxExtensions),
      });
    }
    const after = await rankingOf(tx, project.id);
    const rank = after.findIndex((row) => row.partnerId === actor.partnerId) + 1;
    // Every bidder now behind the bid that was ahead of the partner's previous best fell one place.
    const previous = invitation.bestBidId === null ? null : keyOf(invitation);
    const fell = after
      .map((row, index) => ({ partnerId: row.partnerId, rank: index + 1, key: keyOf(row) }))
      .filter((row) => row.rank > rank && (previous === null || compareKeys(row.key, previous) < 0));
    const reverse = project.mode === 'reverse';
    // The notices are written by a job: a bid's transaction stays short however many it outbid.
    if (reverse && fell.length > 0)
      await enqueueJob(tx, OUTBID_JOB, {
        projectId: project.id,
        ranks: fell.map((row) => [row.partnerId, row.rank]),
      });
    const ranks: [number, number][] = reverse
      ? [[actor.partnerId, rank], ...fell.map((row): [number, number] => [row.partnerId, row.rank])]
      : [];
    const event = await roomEventOf(tx, project, extend ? 'extended' : 'bid', now, {
      ranks,
      by: actor.partnerId,
      bidderCount: reverse ? after.length : null,
    });
    await publishRoom(tx, event);
    return {
      bid: bidOf(bid),
      standing: {
        state: project.state as BiddingStateValue,
        endTime: project.endTime.toISOString(),
        extensions: project.extensions,
        bidderCount: reverse ? after.length : null,
        rank: reverse ? rank : null,
        best: reverse && rank === 1,
        serverTime: now.toISOString(),
      },
      largestAllowed: largestNextBid(project.ceilingAmount, bid.amount, decrementOf(project)),
    };
  });

/** What `bidding_place_bid` (migration 0018) answers: placed, or "take the general path". */
type FastBid =
  | { outcome: 'slow' }
  | {
      outcome: 'placed';
      bidId: number;
      amount: string;
      bidTime: string;
      state: number;
      endTime: string;
      extensions: number;
      bidderCount: number | null;
      rank: number | null;
      outbid: boolean;
    };

type LaneBid = { partnerId: number; accountId: number | null; amount: string; previousBidId: number | null };
type WaitingBid = LaneBid & { resolve: (result: FastBid) => void; reject: (error: unknown) => void };
/** The bids of one project waiting in this process while the project's previous statement runs. */
type Lane = { running: boolean; waiting: WaitingBid[] };

const lanes = new WeakMap<object, Map<number, Lane>>();
const MAX_LANE_BATCH = 100;

/** `{1,2,NULL}`: numbers and money strings checked before (nothing to quote). */
const arrayLiteral = (values: readonly (number | string | null)[]) =>
  `{${values.map((value) => (value === null ? 'NULL' : String(value))).join(',')}}`;

/**
 * Sends the bids on a project one statement at a time per process: those that came while the
 * previous statement ran go together in the next (`bidding_place_bids`: one lock, one commit,
 * each bid with its own clock reading, checks and event, in the order they came). The bids of a
 * statement are answered once the disk has them (`flushWal`), while the next statement already
 * runs. With several servers the project's row lock still orders the statements.
 */
const placeInLane = (db: Db, projectId: number, bid: LaneBid) =>
  new Promise<FastBid>((resolve, reject) => {
    let projects = lanes.get(db);
    if (!projects) {
      projects = new Map();
      lanes.set(db, projects);
    }
    let lane = projects.get(projectId);
    if (!lane) {
      lane = { running: false, waiting: [] };
      projects.set(projectId, lane);
    }
    lane.waiting.push({ ...bid, resolve, reject });
    if (!lane.running) void runLane(db, projectId, lane, projects);
  });

const runLane = async (db: Db, projectId: number, lane: Lane, projects: Map<number, Lane>) => {
  lane.running = true;
  while (lane.waiting.length > 0) {
    const batch = lane.waiting.splice(0, MAX_LANE_BATCH);
    try {
      const [{ result }] = await queryRows<{ result: FastBid[] }>(
        db,
        sql`select bidding_place_bids(${projectId}::bigint,
              ${arrayLiteral(batch.map((bid) => bid.partnerId))}::bigint[],
              ${arrayLiteral(batch.map((bid) => bid.accountId))}::bigint[],
              ${arrayLiteral(batch.map((bid) => bid.amount))}::numeric[],
              ${arrayLiteral(batch.map((bid) => bid.previousBidId))}::bigint[]) as result`,
      );
      // Committed without waiting for the disk (the lock is free sooner): on disk before the answers.
      const placed = result.some((answer) => answer.outcome === 'placed');
      void (placed ? flushWal(db) : Promise.resolve()).then(
        () => {
          for (const [index, bid] of batch.entries()) bid.resolve(result[index]);
        },
        (error: unknown) => {
          for (const bid of batch) bid.reject(error);
        },
      );
    } catch (error) {
      for (const bid of batch) bid.reject(error);
    }
  }
  lane.running = false;
  if (projects.get(projectId) === lane) projects.delete(projectId);
};

type KnownStanding = {
  mode: string;
  state: number;
  ceilingAmount: string;
  decrementKind: string;
  decrementValue: string;
  bestAmount: string | null;
  bestBidId: number | null;
};

/**
 * What this process last stored for a partner in a project (the rules, its best bid): the next
 * bid is checked against it without reading. Never trusted: the statement goes on only if the
 * partner's best is still this one, else the general path checks everything again (another
 * server or tab bid meanwhile, the project closed).
 */
const known = (() => {
  const byDb = new WeakMap<object, Map<string, KnownStanding>>();
  const LIMIT = 10_000;
  return {
    get: (db: object, partnerId: number, projectId: number) => byDb.get(db)?.get(`${partnerId}:${projectId}`),
    forget: (db: object, partnerId: number, projectId: number) =>
      byDb.get(db)?.delete(`${partnerId}:${projectId}`),
    set: (db: object, partnerId: number, projectId: number, standing: KnownStanding) => {
      let map = byDb.get(db);
      if (!map) {
        map = new Map();
        byDb.set(db, map);
      }
      if (map.size >= LIMIT) map.clear();
      map.set(`${partnerId}:${projectId}`, standing);
    },
  };
})();

/**
 * A bid. The common case (the project open, the end not near enough to extend, the amount within
 * the rules against the partner's previous best) is one statement, `bidding_place_bids`, outside
 * an explicit transaction: the project's lock is held only while the database stores the bid,
 * ranks, audits and publishes, and commits (without waiting for the disk); never across a round
 * trip to this process; bids that come meanwhile share the next statement (`placeInLane`). The
 * answer waits for the disk (`flushWal`). The rules on the amount are checked here first, against
 * the previous best read without the lock (or as this process last stored it); the statement goes
 * on only if that best is still the partner's (else nothing is written for it). Anything
 * else (a refusal, opening, an extension, a best moved meanwhile) takes the general path above,
 * which checks everything again under the lock.
 */
export const placeBid = async (
  db: DbOrTx,
  actor: BidActor,
  input: { projectId: number; amount: string },
): Promise<PlacedBid> => {
  // In a caller's transaction the statement would make that transaction's commit asynchronous.
  if (db instanceof PgTransaction) return placeBidInTransaction(db, actor, input);
  const cached = known.get(db, actor.partnerId, input.projectId);
  const [row] = cached
    ? [cached]
    : await db
        .select({
          mode: biddingProjects.mode,
          state: biddingProjects.state,
          ceilingAmount: biddingProjects.ceilingAmount,
          decrementKind: biddingProjects.decrementKind,
          decrementValue: biddingProjects.decrementValue,
          bestAmount: biddingInvitations.bestAmount,
          bestBidId: biddingInvitations.bestBidId,
        })
        .from(biddingInvitations)
        .innerJoin(biddingProjects, eq(biddingProjects.id, biddingInvitations.projectId))
        .where(
          and(
            eq(biddingInvitations.partnerId, actor.partnerId),
            eq(biddingInvitations.projectId, input.projectId),
          ),
        );
  const decrement = row && decrementOf(row);
  const largest = row && largestNextBid(row.ceilingAmount, row.bestAmount, decrement);
  if (
    !row ||
    row.state !== BiddingState.open ||
    !isMoneyString(input.amount) ||
    compareMoney(input.amount, row.ceilingAmount) > 0 ||
    largest === null ||
    compareMoney(input.amount, largest) > 0
  ) {
    known.forget(db, actor.partnerId, input.projectId);
    return placeBidInTransaction(db, actor, input);
  }
  const result = await placeInLane(db as Db, input.projectId, {
    partnerId: actor.partnerId,
    accountId: actor.accountId,
    amount: input.amount,
    previousBidId: row.bestBidId,
  });
  if (result.outcome !== 'placed') {
    known.forget(db, actor.partnerId, input.projectId);
    return placeBidInTransaction(db, actor, input);
  }
  known.set(db, actor.partnerId, input.projectId, {
    ...row,
    bestAmount: result.amount,
    bestBidId: Number(result.bidId),
  });
  if (result.outbid) jobsEnqueued();
  return {
    bid: {
      id: Number(result.bidId),
      amount: result.amount,
      bidTime: result.bidTime,
      valid: true,
      extended: false,
    },
    standing: {
      state: result.state as BiddingStateValue,
      endTime: result.endTime,
      extensions: result.extensions,
      bidderCount: result.bidderCount,
      rank: result.rank,
      best: result.rank === 1,
      serverTime: result.bidTime,
    },
    largestAllowed: largestNextBid(row.ceilingAmount, result.amount, decrement),
  };
};

/** The winner confirms the award offered to it, before its deadline: the project is awarded, the others lost. */
export const confirmAward = (db: DbOrTx, actor: BidActor, projectId: number) =>
  db.transaction(async (tx) => {
    const project = await lockProject(tx, projectId);
    const invitation = await invitationOf(tx, actor.partnerId, project.id);
    const now = await clockOf(tx);
    if (
      project.state !== BiddingState.closed ||
      invitation.awardState !== 'offered' ||
      !invitation.awardDeadline ||
      invitation.awardDeadline.getTime() < now.getTime()
    )
      throw fail('bidding.noAwardToConfirm');
    await tx
      .update(biddingInvitations)
      .set({ awardState: 'confirmed', confirmedTime: now, updatedTime: now })
      .where(
        and(
          eq(biddingInvitations.partnerId, actor.partnerId),
          eq(biddingInvitations.projectId, project.id),
          eq(biddingInvitations.awardState, 'offered'),
        ),
      );
    const awarded = await moveProject(tx, project, { state: BiddingState.won, result: 'awarded' });
    await moveInvitations(tx, project.id, [BiddingState.closed], BiddingState.won, 'won', [actor.partnerId]);
    const losers = await moveInvitations(tx, project.id, [BiddingState.closed], BiddingState.lost, 'lost');
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: 'awardConfirmed',
      entity: 'biddingInvitation',
      entityId: invitation.id,
      before: { awardState: 'offered' },
      after: { awardState: 'confirmed' },
    });
    await noticeAll(tx, losers, 'bidding.notice.lost', noticeParams(awarded));
    await publishRoom(
      tx,
      await roomEventOf(tx, awarded, 'confirmed', now, {
        states: [
          [actor.partnerId, BiddingState.won],
          ...losers.map((id): [number, number] => [id, BiddingState.lost]),
        ],
      }),
    );
    return awarded;
  });

/**
 * The award job at the deadline: an award still unconfirmed expires (that partner lost) and passes
 * to the next bidder; nobody left fails the project. `now` is the database's clock unless given.
 */
export const passExpiredAward = (db: DbOrTx, input: { projectId: number; partnerId: number }, at?: Date) =>
  db.transaction(async (tx) => {
    const project = await lockProject(tx, input.projectId);
    const now = at ?? (await clockOf(tx));
    const [invitation] = await tx
      .select()
      .from(biddingInvitations)
      .where(
        and(eq(biddingInvitations.partnerId, input.partnerId), eq(biddingInvitations.projectId, project.id)),
      );
    if (
      project.state !== BiddingState.closed ||
      invitation?.awardState !== 'offered' ||
      !invitation.awardDeadline ||
      invitation.awardDeadline.getTime() > now.getTime()
    )
      return false;
    await tx
      .update(biddingInvitations)
      .set({ awardState: 'expired', updatedTime: now })
      .where(
        and(eq(biddingInvitations.partnerId, input.partnerId), eq(biddingInvitations.projectId, project.id)),
      );
    await moveInvitations(tx, project.id, [BiddingState.closed], BiddingState.lost, 'awardExpired', [
      input.partnerId,
    ]);
    await sendNotice(tx, {
      partnerId: input.partnerId,
      message: { key: 'bidding.notice.awardExpired', params: noticeParams(project) },
    });
    await publishRoom(
      tx,
      await roomEventOf(tx, project, 'passed', now, { states: [[input.partnerId, BiddingState.lost]] }),
    );
    await offerNext(tx, project, now);
    return true;
  });

// ---- reading ----

const bidOf = (bid: typeof biddingBids.$inferSelect): BiddingBid => ({
  id: bid.id,
  amount: bid.amount,
  bidTime: bid.bidTime.toISOString(),
  valid: bid.valid,
  extended: bid.extended,
});

const ROW_COLUMNS = {
  project: biddingProjects,
  invitation: biddingInvitations,
  channelName: channelNameSql(biddingProjects.channelId),
};

const rowOf = (row: {
  project: ProjectRecord;
  invitation: InvitationRecord;
  channelName: string | null;
}): BiddingRow => ({
  id: row.project.id,
  projectNo: row.project.projectNo,
  title: row.project.title,
  channelId: row.project.channelId,
  channelName: row.channelName ?? '',
  customerName: row.project.customerName,
  mode: row.project.mode as BiddingMode,
  ceilingAmount: row.project.ceilingAmount,
  decrementKind: row.project.decrementKind as Decrement['kind'],
  decrementValue: row.project.decrementValue,
  startTime: row.project.startTime.toISOString(),
  endTime: row.project.endTime.toISOString(),
  extensions: row.project.extensions,
  maxExtensions: row.project.maxExtensions,
  state: row.invitation.state as BiddingStateValue,
  result: row.project.result as BiddingResult | null,
  myBestAmount: row.project.state === BiddingState.cancelled ? null : row.invitation.bestAmount,
  myBidCount: row.invitation.bidCount,
  invitedTime: row.invitation.createdTime.toISOString(),
});

const filterOf = (partnerId: number, filter: BiddingFilter): SQL | undefined =>
  and(
    eq(biddingInvitations.partnerId, partnerId),
    filter.projectNo ? ilike(biddingProjects.projectNo, prefixPattern(filter.projectNo)) : undefined,
    filter.title ? ilike(biddingProjects.title, containsPattern(filter.title)) : undefined,
    filter.channelId ? eq(biddingProjects.channelId, filter.channelId) : undefined,
    filter.state ? eq(biddingInvitations.state, filter.state) : undefined,
    filter.mode ? eq(biddingProjects.mode, filter.mode) : undefined,
  );

const selectRows = (db: DbOrTx, total: SQL<number>) =>
  db
    .select({ ...ROW_COLUMNS, total })
    .from(biddingInvitations)
    .innerJoin(biddingProjects, eq(biddingProjects.id, biddingInvitations.projectId))
    .$dynamic();

/** The projects the partner is invited to, ending latest first unless sorted otherwise. */
export const listProjects = async (
  db: DbOrTx,
  partnerId: number,
  query: BiddingPageQuery,
): Promise<{ rows: BiddingRow[]; total: number }> => {
  const order = query.sortType === 'asc' ? asc : desc;
  const column =
    query.sortBy === 'startTime'
      ? biddingProjects.startTime
      : query.sortBy === 'invitedTime'
        ? biddingInvitations.createdTime
        : biddingProjects.endTime;
  const page = await pageOf(db, query, (total) => selectRows(db, total), filterOf(partnerId, query), [
    order(column),
    order(biddingInvitations.id),
  ]);
  return { total: page.total, rows: page.rows.map(rowOf) };
};

/** A batch of the filtered projects after the invitation `afterId` (the export). */
export const listProjectsAfter = async (
  db: DbOrTx,
  partnerId: number,
  filter: BiddingFilter,
  afterId: number | undefined,
  limit: number,
): Promise<(BiddingRow & { invitationId: number })[]> =>
  (
    await batchAfter(
      selectRows(db, noTotal()),
      filterOf(partnerId, filter),
      biddingInvitations.id,
      afterId,
      limit,
    )
  ).map((row) => ({ ...rowOf(row), invitationId: row.invitation.id }));

export const biddingStateCounts = async (db: DbOrTx, partnerId: number): Promise<StateCounts> => {
  const rows = await db
    .select({ state: biddingInvitations.state, total: count() })
    .from(biddingInvitations)
    .where(eq(biddingInvitations.partnerId, partnerId))
    .groupBy(biddingInvitations.state);
  return Object.fromEntries(rows.map((row) => [String(row.state), row.total]));
};

/**
 * The partner's standing in the room: its rank among the bidders (1 + the bidders ahead of it)
 * and their number, in a reverse auction or once a sealed one has closed.
 */
const standingOf = async (
  db: DbOrTx,
  project: ProjectRecord,
  invitation: InvitationRecord,
  now: Date,
): Promise<BiddingStanding> => {
  const visible =
    project.state !== BiddingState.cancelled &&
    (project.mode === 'reverse' || project.state > BiddingState.open);
  let rank: number | null = null;
  let bidderCount: number | null = null;
  if (visible) {
    bidderCount = await bidderCountOf(db, project.id);
    if (invitation.bestAmount !== null && invitation.bestBidTime && invitation.bestBidId) {
      const [ahead] = await queryRows<{ total: number }>(
        db,
        sql`select count(*)::int as total from ${biddingInvitations}
             where ${biddingInvitations.projectId} = ${project.id} and ${biddingInvitations.bestAmount} is not null
               and (${biddingInvitations.bestAmount}, ${biddingInvitations.bestBidTime}, ${biddingInvitations.bestBidId})
                 < (${invitation.bestAmount}::numeric, ${invitation.bestBidTime.toISOString()}::timestamptz, ${invitation.bestBidId}::bigint)`,
      );
      rank = ahead.total + 1;
    }
  }
  return {
    state: invitation.state as BiddingStateValue,
    endTime: project.endTime.toISOString(),
    extensions: project.extensions,
    bidderCount,
    rank,
    best: rank === 1,
    serverTime: now.toISOString(),
  };
};

const dbNow = async (db: DbOrTx): Promise<Date> => clockOf(db);

/** The partner's standing in a project it is invited to (the event stream's first event). */
export const biddingStanding = async (db: DbOrTx, partnerId: number, projectId: number) => {
  const invitation = await invitationOf(db, partnerId, projectId);
  const [project] = await db.select().from(biddingProjects).where(eq(biddingProjects.id, projectId));
  if (!project) throw notFound('bidding.notFound');
  return standingOf(db, project, invitation, await dbNow(db));
};

/** One project the partner is invited to: items, rules, its own bids, its standing and the award. */
export const biddingDetail = async (
  db: DbOrTx,
  partnerId: number,
  projectId: number,
): Promise<BiddingDetail> => {
  const [row] = await db
    .select(ROW_COLUMNS)
    .from(biddingInvitations)
    .innerJoin(biddingProjects, eq(biddingProjects.id, biddingInvitations.projectId))
    .where(and(eq(biddingInvitations.partnerId, partnerId), eq(biddingInvitations.projectId, projectId)));
  if (!row) throw notFound('bidding.notFound');
  const { project, invitation } = row;
  const items = await db
    .select()
    .from(biddingProjectItems)
    .where(eq(biddingProjectItems.projectId, projectId))
    .orderBy(asc(biddingProjectItems.lineNo));
  const bids = await db
    .select()
    .from(biddingBids)
    .where(and(eq(biddingBids.partnerId, partnerId), eq(biddingBids.projectId, projectId)))
    .orderBy(desc(biddingBids.bidTime), desc(biddingBids.id));
  const now = await dbNow(db);
  const canBid =
    project.state <= BiddingState.open &&
    project.startTime.getTime() <= now.getTime() &&
    project.endTime.getTime() > now.getTime();
  return {
    ...rowOf(row),
    items: items.map((item) => ({
      lineNo: item.lineNo,
      name: item.name,
      spec: item.spec,
      quantity: item.quantity,
      unit: item.unit,
    })),
    extendMinutes: project.extendMinutes,
    minBidders: project.minBidders,
    closedTime: project.closedTime?.toISOString() ?? null,
    largestAllowed: canBid
      ? largestNextBid(project.ceilingAmount, invitation.bestAmount, decrementOf(project))
      : null,
    bids: bids.map(bidOf),
    standing: await standingOf(db, project, invitation, now),
    award:
      invitation.awardState && invitation.awardTime && invitation.awardDeadline
        ? {
            state: invitation.awardState as AwardState,
            amount: invitation.bestAmount ?? '0.00',
            deadline: invitation.awardDeadline.toISOString(),
            confirmedTime: invitation.confirmedTime?.toISOString() ?? null,
          }
        : null,
    cancelReason: project.cancelReason,
  };
};

/** The operator's view of a project: its bidders in rank order (`bidding show`). */
export const projectStandings = async (db: DbOrTx, projectId: number) =>
  queryRows<{
    partner_id: number;
    state: number;
    best_amount: string | null;
    best_bid_time: string | null;
    bid_count: number;
    award_state: string | null;
  }>(
    db,
    sql`select partner_id, state, best_amount, best_bid_time, bid_count, award_state
          from ${biddingInvitations} where project_id = ${projectId}
         order by best_amount nulls last, best_bid_time, best_bid_id, partner_id`,
  );

/** The operator's list: the latest projects. */
export const latestProjects = (db: DbOrTx, limit = 50) =>
  db.select().from(biddingProjects).orderBy(desc(biddingProjects.id)).limit(limit);

/**
 * The bidding win count of the projects that closed in [from, to) (the analysis dashboard): those
 * the partner bid in that ended with a winner (won or lost by it), and those it won.
 */
export const biddingWinCounts = async (
  db: DbOrTx,
  partnerId: number,
  range: { from: Date; to: Date },
): Promise<{ won: number; decided: number }> => {
  const [row] = await db
    .select({
      won: sql<number>`(count(*) filter (where ${biddingInvitations.state} = ${BiddingState.won}))::int`,
      decided: sql<number>`count(*)::int`,
    })
    .from(biddingInvitations)
    .innerJoin(biddingProjects, eq(biddingProjects.id, biddingInvitations.projectId))
    .where(
      and(
        eq(biddingInvitations.partnerId, partnerId),
        inArray(biddingInvitations.state, [BiddingState.won, BiddingState.lost]),
        sql`${biddingInvitations.bidCount} > 0`,
        sql`${biddingProjects.closedTime} >= ${range.from.toISOString()}::timestamptz`,
        sql`${biddingProjects.closedTime} < ${range.to.toISOString()}::timestamptz`,
      ),
    );
  return { won: Number(row?.won ?? 0), decided: Number(row?.decided ?? 0) };
};
