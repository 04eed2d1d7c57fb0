import type { Channel, PartnerChannel } from '@portal/shared/contracts/catalog';
import { type AnyColumn, and, asc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../db/like';
import { fail, notFound } from '../../../platform/errors';
import { channels, partnerChannels } from './channel.table';

/** Every channel of spec section 9, in its order (the channel select with `authType`). */
export const listChannels = async (db: DbOrTx): Promise<Channel[]> =>
  db
    .select({ channelId: channels.id, channelName: channels.name })
    .from(channels)
    .orderBy(asc(channels.sort));

/**
 * The name of the channel `channelId` (a column of the caller's query) as a scalar subquery, for
 * another module's select list: it is evaluated only for the rows the caller's limit keeps.
 */
export const channelNameSql = (channelId: AnyColumn | SQL): SQL<string | null> =>
  sql<string | null>`(select ${channels.name} from ${channels} where ${channels.id} = ${channelId})`;

/** The hours the channel gives a partner to confirm an order; undefined for an unknown channel. */
export const channelConfirmHours = async (db: DbOrTx, channelId: number): Promise<number | undefined> => {
  const [channel] = await db
    .select({ confirmHours: channels.confirmHours })
    .from(channels)
    .where(eq(channels.id, channelId));
  return channel?.confirmHours;
};

/** A channel by id; an unknown id answers 'not found'. */
export const channelOf = async (db: DbOrTx, channelId: number): Promise<Channel> => {
  const [row] = await db
    .select({ channelId: channels.id, channelName: channels.name })
    .from(channels)
    .where(eq(channels.id, channelId));
  if (!row) throw notFound('channel.notFound');
  return row;
};

/** The channels the partner has joined whose name contains `name`, with their terms. */
export const listPartnerChannels = async (
  db: DbOrTx,
  partnerId: number,
  name?: string | null,
): Promise<PartnerChannel[]> => {
  const rows = await db
    .select({
      channelId: channels.id,
      channelName: channels.name,
      feeRate: channels.feeRate,
      confirmHours: channels.confirmHours,
      joinedTime: partnerChannels.joinedTime,
    })
    .from(partnerChannels)
    .innerJoin(channels, eq(channels.id, partnerChannels.channelId))
    .where(
      and(
        eq(partnerChannels.partnerId, partnerId),
        name ? ilike(channels.name, containsPattern(name)) : undefined,
      ),
    )
    .orderBy(asc(channels.sort));
  return rows.map((row) => ({ ...row, joinedTime: row.joinedTime.toISOString() }));
};

/** The partner has joined the channel; otherwise 'not joined'. */
export const assertJoinedChannel = async (
  db: DbOrTx,
  partnerId: number,
  channelId: number,
): Promise<Channel> => {
  const channel = await channelOf(db, channelId);
  const [joined] = await db
    .select({ channelId: partnerChannels.channelId })
    .from(partnerChannels)
    .where(and(eq(partnerChannels.partnerId, partnerId), eq(partnerChannels.channelId, channelId)));
  if (!joined) throw notFound('channel.notJoined', { channel: channel.channelName });
  return channel;
};

/** The operator lets a partner sell in a channel (idempotent). */
export const joinChannel = async (db: DbOrTx, partnerId: number, channelId: number): Promise<Channel> => {
  const channel = await channelOf(db, channelId);
  await db.insert(partnerChannels).values({ partnerId, channelId }).onConflictDoNothing();
  return channel;
};

/** The operator ends a partner's membership of a channel. */
export const leaveChannel = async (db: DbOrTx, partnerId: number, channelId: number): Promise<Channel> => {
  const channel = await channelOf(db, channelId);
  await db
    .delete(partnerChannels)
    .where(and(eq(partnerChannels.partnerId, partnerId), eq(partnerChannels.channelId, channelId)));
  return channel;
};

/** A channel's name and fee rate (e.g. '0.0150'), as a settlement statement charges it. */
export type ChannelFeeTerms = { channelId: number; channelName: string; feeRate: string };

/** The name and fee rate of each of these channels (unknown ids are left out). */
export const channelFeeTermsOf = (db: DbOrTx, channelIds: readonly number[]): Promise<ChannelFeeTerms[]> =>
  channelIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ channelId: channels.id, channelName: channels.name, feeRate: channels.feeRate })
        .from(channels)
        .where(inArray(channels.id, [...new Set(channelIds)]));

/** A channel's money terms: its fee rate and how far a payment may fall short of an order. */
export type ChannelMoneyTerms = {
  channelId: number;
  feeRate: string;
  /** A difference up to this amount may be closed... */
  toleranceAmount: string;
  /** ...or up to this rate of the order's amount, whichever is more. */
  toleranceRate: string;
};

/** The money terms of these channels, by id (unknown ids are left out). */
export const channelMoneyTerms = async (
  db: DbOrTx,
  channelIds: readonly number[],
): Promise<Map<number, ChannelMoneyTerms>> => {
  const ids = [...new Set(channelIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      channelId: channels.id,
      feeRate: channels.feeRate,
      toleranceAmount: channels.toleranceAmount,
      toleranceRate: channels.toleranceRate,
    })
    .from(channels)
    .where(inArray(channels.id, ids));
  return new Map(rows.map((row) => [row.channelId, row]));
};

/**
 * The operator sets a channel's tolerance: an amount ('5.00') or a rate of the order amount
 * ('0.5%'); the other one becomes 0. '0' allows no difference.
 */
export const setChannelTolerance = async (
  db: DbOrTx,
  channelId: number,
  tolerance: { amount: string } | { rate: string },
): Promise<ChannelMoneyTerms> => {
  await channelOf(db, channelId);
  const [row] = await db
    .update(channels)
    .set(
      'amount' in tolerance
        ? { toleranceAmount: tolerance.amount, toleranceRate: '0' }
        : { toleranceAmount: '0', toleranceRate: tolerance.rate },
    )
    .where(eq(channels.id, channelId))
    .returning({
      channelId: channels.id,
      feeRate: channels.feeRate,
      toleranceAmount: channels.toleranceAmount,
      toleranceRate: channels.toleranceRate,
    });
  if (!row) throw fail('channel.notFound');
  return row;
};
