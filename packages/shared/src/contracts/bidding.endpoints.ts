import { viewCodeOf } from '../menu';
import {
  BiddingDetailSchema,
  BiddingEventSchema,
  BiddingFilterSchema,
  BiddingIdSchema,
  BiddingPageQuerySchema,
  BiddingProjectIdSchema,
  BiddingRowSchema,
  BiddingStateCountsSchema,
  PlaceBidSchema,
  PlacedBidSchema,
} from './bidding';
import { ExportRequestedSchema } from './communal';
import { endpoints } from './endpoint';

/** The bidding screen's reads. */
const readBidding = { anyOf: [viewCodeOf('/goods/bidding'), 'bidding:bid'] };

/** Bidding projects the partner is invited to, its bids and the award (/goods/bidding). */
export const bidding = endpoints('inquiry', 'bidding', {
  page: {
    method: 'POST',
    path: '/api/goods/bidding/page',
    summary: 'A page of the bidding projects the partner is invited to, with its own state and best bid',
    auth: readBidding,
    body: BiddingPageQuerySchema,
    rows: BiddingRowSchema,
  },
  stateCounts: {
    method: 'GET',
    path: '/api/goods/bidding/state/counts',
    summary: 'How many of its bidding projects the partner has in each state (the list tabs)',
    auth: readBidding,
    data: BiddingStateCountsSchema,
  },
  detail: {
    method: 'GET',
    path: '/api/goods/bidding/detail',
    summary: "One project: items, rules, the partner's own bids, its rank and the award",
    auth: readBidding,
    query: BiddingIdSchema,
    data: BiddingDetailSchema,
  },
  bid: {
    method: 'POST',
    path: '/api/goods/bidding/bid',
    summary: 'Places a bid (stored with the server time before it is acknowledged); answers the new rank',
    auth: 'bidding:bid',
    body: PlaceBidSchema,
    data: PlacedBidSchema,
  },
  confirm: {
    method: 'POST',
    path: '/api/goods/bidding/confirm',
    summary: 'The winner confirms the award offered to it (within 72 hours of the offer)',
    auth: 'bidding:bid',
    body: BiddingIdSchema,
    data: BiddingDetailSchema,
  },
  export: {
    method: 'POST',
    path: '/api/goods/bidding/export',
    summary: 'Exports the bidding projects matching the filter through the export centre',
    auth: readBidding,
    body: BiddingFilterSchema,
    data: ExportRequestedSchema,
  },
  events: {
    method: 'GET',
    path: '/api/goods/bidding/events',
    summary:
      "The room's live events (server-sent events): the partner's rank, the best-price position, the end, extensions and state changes",
    description:
      'A `text/event-stream`: a `snapshot` event first, then one event per change, each `data:` a JSON object as described; a comment line every 15 seconds keeps the connection alive. Refusals are envelopes as usual.',
    auth: 'bidding:bid',
    query: BiddingProjectIdSchema,
    data: BiddingEventSchema,
    stream: true,
  },
});
