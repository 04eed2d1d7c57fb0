import { z } from 'zod';
import { compareMoney, isMoneyString, lessPercentDown, subtract } from '../money';
import { ChannelIdSchema, IdSchema, pageQueryOf } from './common';
import { MoneySchema, StateCountsSchema } from './settlement';

/**
 * Bidding (竞价, DOMAIN.md "Inquiry, quotation, bidding"): the operator's projects, the partners
 * invited to them, their bids, the award and its confirmation. A partner sees only the projects
 * it is invited to, its own bids, its own rank and the number of bidders; never a rival's price
 * or name.
 */

/**
 * The state of a project as the invited partner sees it: 1 not started, 2 open, 3 closed awaiting
 * the result (the award may be offered to a bidder who has 72 hours to confirm), 4 won (by this
 * partner), 5 lost, 6 cancelled (its bids void), 7 failed (流标: fewer valid bidders than the
 * project's minimum, or no bidder confirmed the award). The project itself has 1, 2, 3, 4 awarded,
 * 6 or 7.
 */
export const BiddingState = {
  notStarted: 1,
  open: 2,
  closed: 3,
  won: 4,
  lost: 5,
  cancelled: 6,
  failed: 7,
} as const;
export const BIDDING_STATES = [1, 2, 3, 4, 5, 6, 7] as const;
export type BiddingState = (typeof BIDDING_STATES)[number];
export const BiddingStateSchema = z.union(BIDDING_STATES.map((state) => z.literal(state)));

/** sealed: each partner's bids hidden until the end; reverse: a reverse auction with live ranks. */
export const BIDDING_MODES = ['sealed', 'reverse'] as const;
export type BiddingMode = (typeof BIDDING_MODES)[number];

/** The minimum decrement: an amount (yuan) or a percentage of the partner's previous bid. */
export const DECREMENT_KINDS = ['amount', 'percent'] as const;
export type DecrementKind = (typeof DECREMENT_KINDS)[number];

/** Why a project ended as it did (the result beside the state). */
export const BIDDING_RESULTS = ['awarded', 'tooFewBidders', 'noConfirmation', 'cancelled'] as const;
export type BiddingResult = (typeof BIDDING_RESULTS)[number];

/** Where the award stands for this partner: offered (confirm before the deadline), confirmed, expired. */
export const AWARD_STATES = ['offered', 'confirmed', 'expired'] as const;
export type AwardState = (typeof AWARD_STATES)[number];

export type Decrement = { kind: DecrementKind; value: string };

/**
 * The largest price a partner may bid next: the ceiling for a first bid; after that its previous
 * bid less the decrement (a percentage rounded down to the cent), never above the ceiling. Null
 * when nothing above zero is left.
 */
export const largestNextBid = (
  ceiling: string,
  previous: string | null,
  decrement: Decrement,
): string | null => {
  if (previous === null) return ceiling;
  const next =
    decrement.kind === 'amount'
      ? subtract(previous, decrement.value)
      : lessPercentDown(previous, decrement.value);
  const capped = compareMoney(next, ceiling) > 0 ? ceiling : next;
  return compareMoney(capped, '0') > 0 ? capped : null;
};

// ---- rows and details ----

export const BiddingItemSchema = z.object({
  lineNo: z.number(),
  name: z.string(),
  spec: z.string(),
  quantity: z.string(),
  unit: z.string(),
});
export type BiddingItem = z.infer<typeof BiddingItemSchema>;

export const BiddingRowSchema = z.object({
  id: z.number(),
  projectNo: z.string(),
  title: z.string(),
  channelId: z.number().nullable(),
  channelName: z.string(),
  customerName: z.string(),
  mode: z.enum(BIDDING_MODES),
  ceilingAmount: z.string(),
  decrementKind: z.enum(DECREMENT_KINDS),
  decrementValue: z.string(),
  startTime: z.string(),
  /** The end, extensions included. */
  endTime: z.string(),
  extensions: z.number(),
  maxExtensions: z.number(),
  /** This partner's state of the project (see BiddingState). */
  state: BiddingStateSchema,
  result: z.enum(BIDDING_RESULTS).nullable(),
  /** This partner's lowest valid bid and how many bids it placed. */
  myBestAmount: z.string().nullable(),
  myBidCount: z.number(),
  invitedTime: z.string(),
});
export type BiddingRow = z.infer<typeof BiddingRowSchema>;

export const BiddingBidSchema = z.object({
  id: z.number(),
  amount: z.string(),
  /** The server's time when the bid was stored. */
  bidTime: z.string(),
  /** false once the project is cancelled. */
  valid: z.boolean(),
  /** This bid extended the end. */
  extended: z.boolean(),
});
export type BiddingBid = z.infer<typeof BiddingBidSchema>;

/** What changed in the room, as this partner may see it (also the live events' history). */
export const BIDDING_EVENT_KINDS = [
  'snapshot',
  'opened',
  'bid',
  'extended',
  'closed',
  'awarded',
  'confirmed',
  'passed',
  'failed',
  'cancelled',
] as const;
export type BiddingEventKind = (typeof BIDDING_EVENT_KINDS)[number];

/**
 * The room's standing for this partner: its rank among the bidders (reverse auctions, or a
 * sealed one after its end), whether it holds the best price, and how many partners bid.
 */
export const BiddingStandingSchema = z.object({
  state: BiddingStateSchema,
  endTime: z.string(),
  extensions: z.number(),
  bidderCount: z.number().nullable(),
  rank: z.number().nullable(),
  best: z.boolean(),
  /** The server's clock when this was read (the countdown runs against it). */
  serverTime: z.string(),
});
export type BiddingStanding = z.infer<typeof BiddingStandingSchema>;

export const BiddingDetailSchema = BiddingRowSchema.extend({
  items: z.array(BiddingItemSchema),
  extendMinutes: z.number(),
  minBidders: z.number(),
  closedTime: z.string().nullable(),
  /** The largest price this partner may bid now (its previous bid less the decrement, at most the ceiling); null when it may not bid. */
  largestAllowed: z.string().nullable(),
  bids: z.array(BiddingBidSchema),
  standing: BiddingStandingSchema,
  award: z
    .object({
      state: z.enum(AWARD_STATES),
      amount: z.string(),
      deadline: z.string(),
      confirmedTime: z.string().nullable(),
    })
    .nullable(),
  cancelReason: z.string().nullable(),
});
export type BiddingDetail = z.infer<typeof BiddingDetailSchema>;

/** One live event, as the receiving partner may see it. */
export const BiddingEventSchema = BiddingStandingSchema.extend({
  kind: z.enum(BIDDING_EVENT_KINDS),
  projectId: z.number(),
  /** The bid was this partner's own (refresh its bids). */
  mine: z.boolean(),
});
export type BiddingEvent = z.infer<typeof BiddingEventSchema>;

// ---- requests ----

export const BiddingIdSchema = z.object({ id: IdSchema });
export const BiddingProjectIdSchema = z.object({ projectId: IdSchema });

export const BiddingFilterSchema = z.object({
  projectNo: z.string().trim().max(40).nullish(),
  title: z.string().trim().max(100).nullish(),
  channelId: ChannelIdSchema.nullish(),
  state: BiddingStateSchema.nullish(),
  mode: z.enum(BIDDING_MODES).nullish(),
});
export type BiddingFilter = z.infer<typeof BiddingFilterSchema>;

export const BiddingPageQuerySchema = pageQueryOf(['endTime', 'startTime', 'invitedTime']).extend(
  BiddingFilterSchema.shape,
);
export type BiddingPageQuery = z.infer<typeof BiddingPageQuerySchema>;

export const BiddingStateCountsSchema = StateCountsSchema;

/** A bid: the project and the total price offered. */
export const PlaceBidSchema = z.object({
  projectId: IdSchema,
  // (Not a money string: MoneySchema's refusal says so; this one speaks only of zero.)
  amount: MoneySchema.refine((value) => !isMoneyString(value) || compareMoney(value, '0') > 0, {
    error: 'bidding.amountPositive',
  }),
});
export type PlaceBid = z.infer<typeof PlaceBidSchema>;

export const PlacedBidSchema = z.object({
  bid: BiddingBidSchema,
  standing: BiddingStandingSchema,
  largestAllowed: z.string().nullable(),
});
export type PlacedBid = z.infer<typeof PlacedBidSchema>;
