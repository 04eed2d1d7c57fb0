import {
  type InvitationCounts,
  type InvitationPageQuery,
  type InvitationRow,
  InvitationState,
  type NewInvitation,
  QuoteState,
} from '@portal/shared/contracts/quote';
import { and, asc, count, desc, eq, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../db/like';
import { batchAfter, noTotal, pageOf } from '../../../db/paging';
import { fail, notFound } from '../../../platform/errors';
import { daysBetween } from '../../../platform/local-time';
import { sendNotice } from '../../partner/notice.service';
import { partnerExists } from '../../partner/partner.service';
import type { CatalogActor } from '../brands/brand.service';
import { categories } from '../categories/category.table';
import { channelOf } from '../channels/channel.service';
import { channels } from '../channels/channel.table';
import { storeInvitations, storeQuotes } from './quote.table';

export type InvitationRecord = typeof storeInvitations.$inferSelect;

const categoryNamesOf = async (db: DbOrTx, ids: readonly number[]) => {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(inArray(categories.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
};

/** How many quotes each invitation has, and how many of them are in effect. */
const quoteCountsOf = async (db: DbOrTx, partnerId: number, ids: readonly number[]) => {
  if (ids.length === 0) return new Map<number, { quoteCount: number; effectiveCount: number }>();
  const rows = await db
    .select({
      invitationId: storeQuotes.invitationId,
      quoteCount: sql<number>`count(*)::int`,
      effectiveCount: sql<number>`(count(*) filter (where ${storeQuotes.state} = ${QuoteState.effective}))::int`,
    })
    .from(storeQuotes)
    .where(and(eq(storeQuotes.partnerId, partnerId), inArray(storeQuotes.invitationId, [...ids])))
    .groupBy(storeQuotes.invitationId);
  return new Map(rows.map(({ invitationId, ...counts }) => [invitationId, counts]));
};

const rowsOf = async (
  db: DbOrTx,
  partnerId: number,
  joined: readonly { invitation: InvitationRecord; channelName: string }[],
  today: string,
): Promise<InvitationRow[]> => {
  const names = await categoryNamesOf(
    db,
    joined.flatMap((row) => row.invitation.categoryIds),
  );
  const counts = await quoteCountsOf(
    db,
    partnerId,
    joined.map((row) => row.invitation.id),
  );
  return joined.map(({ invitation, channelName }) => ({
    id: invitation.id,
    channelId: invitation.channelId,
    channelName,
    storeName: invitation.storeName,
    categories: invitation.categoryIds.map((id) => ({ id, name: names.get(id) ?? `#${id}` })),
    message: invitation.message,
    deadline: invitation.deadline,
    daysLeft: daysBetween(today, invitation.deadline),
    state: invitation.state as InvitationState,
    reason: invitation.reason,
    answeredTime: invitation.answeredTime?.toISOString() ?? null,
    quoteCount: counts.get(invitation.id)?.quoteCount ?? 0,
    effectiveCount: counts.get(invitation.id)?.effectiveCount ?? 0,
    createdTime: invitation.createdTime.toISOString(),
  }));
};

type InvitationFilter = Omit<InvitationPageQuery, 'current' | 'size'>;

const filterOf = (partnerId: number, query: InvitationFilter): SQL | undefined =>
  and(
    eq(storeInvitations.partnerId, partnerId),
    query.state === undefined || query.state === null ? undefined : eq(storeInvitations.state, query.state),
    query.channelId ? eq(storeInvitations.channelId, query.channelId) : undefined,
    query.storeName ? ilike(storeInvitations.storeName, containsPattern(query.storeName)) : undefined,
  );

const joinedInvitations = (db: DbOrTx, total: SQL<number>) =>
  db
    .select({ invitation: storeInvitations, channelName: channels.name, total })
    .from(storeInvitations)
    .innerJoin(channels, eq(channels.id, storeInvitations.channelId))
    .$dynamic();

/** The stores' invitations to the partner, newest first unless sorted otherwise. */
export const listInvitations = async (
  db: DbOrTx,
  partnerId: number,
  query: InvitationPageQuery,
  today: string,
): Promise<{ rows: InvitationRow[]; total: number }> => {
  const order = query.sortType === 'asc' ? asc : desc;
  const page = await pageOf(db, query, (total) => joinedInvitations(db, total), filterOf(partnerId, query), [
    order(query.sortBy === 'deadline' ? storeInvitations.deadline : storeInvitations.createdTime),
    order(storeInvitations.id),
  ]);
  return { total: page.total, rows: await rowsOf(db, partnerId, page.rows, today) };
};

/**
 * Up to `limit` of the partner's invitations matching `filter` after the one with id `afterId`,
 * newest id first: keyset batches of the export.
 */
export const listInvitationsAfter = async (
  db: DbOrTx,
  partnerId: number,
  filter: InvitationFilter,
  afterId: number | undefined,
  limit: number,
  today: string,
): Promise<InvitationRow[]> =>
  rowsOf(
    db,
    partnerId,
    await batchAfter(
      joinedInvitations(db, noTotal()),
      filterOf(partnerId, filter),
      storeInvitations.id,
      afterId,
      limit,
    ),
    today,
  );

/** The partner's invitations per state (keys are the states), for the tabs. */
export const invitationCounts = async (db: DbOrTx, partnerId: number): Promise<InvitationCounts> => {
  const rows = await db
    .select({ state: storeInvitations.state, total: count() })
    .from(storeInvitations)
    .where(eq(storeInvitations.partnerId, partnerId))
    .groupBy(storeInvitations.state);
  return Object.fromEntries(rows.map((row) => [String(row.state), row.total]));
};

/** One invitation of the partner (not found for another partner's id). */
export const invitationOf = async (db: DbOrTx, partnerId: number, id: number): Promise<InvitationRecord> => {
  const [row] = await db
    .select()
    .from(storeInvitations)
    .where(and(eq(storeInvitations.partnerId, partnerId), eq(storeInvitations.id, id)));
  if (!row) throw notFound('quote.invitationNotFound');
  return row;
};

const lockAwaiting = async (tx: DbOrTx, partnerId: number, id: number, today: string) => {
  const [row] = await tx
    .select()
    .from(storeInvitations)
    .where(and(eq(storeInvitations.partnerId, partnerId), eq(storeInvitations.id, id)))
    .for('update');
  if (!row) throw notFound('quote.invitationNotFound');
  if (row.state !== InvitationState.awaiting) throw fail('quote.invitationAnswered');
  if (row.deadline < today) throw fail('quote.invitationExpired', { deadline: row.deadline });
  return row;
};

const answer = (
  tx: DbOrTx,
  row: InvitationRecord,
  to: InvitationState,
  accountId: number,
  reason: string | null,
) =>
  tx
    .update(storeInvitations)
    .set({ state: to, reason, answeredBy: accountId, answeredTime: new Date() })
    .where(
      and(
        eq(storeInvitations.partnerId, row.partnerId),
        eq(storeInvitations.id, row.id),
        eq(storeInvitations.state, InvitationState.awaiting),
      ),
    );

/** The partner accepts the store's invitation: it may then quote goods to the store. */
export const acceptInvitation = (db: DbOrTx, actor: CatalogActor, id: number, today: string) =>
  db.transaction(async (tx) => {
    const row = await lockAwaiting(tx, actor.partnerId, id, today);
    await answer(tx, row, InvitationState.accepted, actor.accountId, null);
  });

/** The partner declines the invitation, with the reason the store sees. */
export const declineInvitation = (
  db: DbOrTx,
  actor: CatalogActor,
  id: number,
  reason: string,
  today: string,
) =>
  db.transaction(async (tx) => {
    const row = await lockAwaiting(tx, actor.partnerId, id, today);
    await answer(tx, row, InvitationState.declined, actor.accountId, reason);
  });

// ---- the stores' side (operator / channel simulator) ----

/** A store invites the partner to quote; the partner is told in a notice. */
export const inviteToQuote = async (db: DbOrTx, input: NewInvitation, today: string): Promise<number> => {
  const channel = await channelOf(db, input.channelId);
  const storeName = input.storeName.trim();
  if (!storeName || storeName.length > 50) throw fail('quote.storeNameRule');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.deadline) || input.deadline < today) {
    throw fail('quote.deadlineRule');
  }
  const names = await categoryNamesOf(db, input.categoryIds);
  const roots =
    input.categoryIds.length === 0
      ? []
      : await db
          .select({ id: categories.id })
          .from(categories)
          .where(and(inArray(categories.id, input.categoryIds), eq(categories.level, 1)));
  if (roots.length !== new Set(input.categoryIds).size) throw fail('quote.categoryNotRoot');
  if (!(await partnerExists(db, input.partnerId)))
    throw notFound('partner.notFound', { partnerNo: String(input.partnerId) });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(storeInvitations)
      .values({
        partnerId: input.partnerId,
        channelId: input.channelId,
        storeName,
        categoryIds: [...new Set(input.categoryIds)],
        message: input.message?.trim() || null,
        deadline: input.deadline,
        state: InvitationState.awaiting,
      })
      .returning({ id: storeInvitations.id });
    const scope = input.categoryIds.map((id) => names.get(id)).join('、');
    await sendNotice(tx, {
      partnerId: input.partnerId,
      message: {
        key: scope ? 'quote.notice.invitedIn' : 'quote.notice.invited',
        params: {
          channel: channel.channelName,
          store: storeName,
          categories: scope,
          deadline: input.deadline,
        },
      },
    });
    return row.id;
  });
};

/** Invitations not answered by their last day expire (the daily task). */
export const expireInvitations = async (db: DbOrTx, today: string): Promise<number> => {
  const expired = await db
    .update(storeInvitations)
    .set({ state: InvitationState.expired })
    .where(and(eq(storeInvitations.state, InvitationState.awaiting), lt(storeInvitations.deadline, today)))
    .returning({ id: storeInvitations.id });
  return expired.length;
};

/** Invitations over all partners, newest first: what the operator sees. */
export const listRecentInvitations = (db: DbOrTx, limit: number) =>
  db
    .select({
      id: storeInvitations.id,
      partnerId: storeInvitations.partnerId,
      channelName: channels.name,
      storeName: storeInvitations.storeName,
      deadline: storeInvitations.deadline,
      state: storeInvitations.state,
    })
    .from(storeInvitations)
    .innerJoin(channels, eq(channels.id, storeInvitations.channelId))
    .orderBy(desc(storeInvitations.createdTime))
    .limit(limit);
