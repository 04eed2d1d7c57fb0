import { type BiddingEvent, type BiddingStanding, BiddingState } from '@portal/shared/contracts/bidding';
import type { LiveEvent } from '../../../platform/live/live-hub';
import type { RoomEvent } from './bidding.service';

/**
 * What partner `partnerId` is sent of a room event: the project's state and end, the bidder count,
 * its own rank and state (kept from `current` where the event does not change them), whether the
 * bid was its own. Nothing of another partner: the event's other ranks and states stay here.
 */
export const eventFor = (
  partnerId: number,
  raw: LiveEvent,
  current: BiddingStanding,
): BiddingEvent | undefined => {
  const event = raw as unknown as RoomEvent;
  if (typeof event.projectId !== 'number' || typeof event.kind !== 'string') return undefined;
  const rank = event.ranks?.find(([id]) => id === partnerId)?.[1];
  const ownState = event.states?.find(([id]) => id === partnerId)?.[1];
  // The project's own state 4 (awarded) is won or lost per partner: both come in `states`.
  // A partner's own end (won, lost: its award expired) stays; the project's awarded state 4 is won
  // or lost per partner, and both come in `states`.
  const settled = current.state >= BiddingState.won;
  const state = (ownState ??
    (settled || event.state === BiddingState.won ? current.state : event.state)) as BiddingStanding['state'];
  const nextRank = event.kind === 'cancelled' ? null : (rank ?? current.rank);
  return {
    kind: event.kind,
    projectId: event.projectId,
    state,
    endTime: event.endTime,
    extensions: event.extensions,
    bidderCount: event.kind === 'cancelled' ? null : event.bidderCount,
    rank: nextRank,
    best: nextRank === 1,
    serverTime: event.serverTime,
    mine: event.by === partnerId,
  };
};
