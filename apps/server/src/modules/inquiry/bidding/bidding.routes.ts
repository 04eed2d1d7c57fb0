import type { BiddingEvent, BiddingStanding } from '@portal/shared/contracts/bidding';
import { bidding } from '@portal/shared/contracts/bidding.endpoints';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/auth/guard';
import { msgOf, ok, page } from '../../../platform/envelope';
import { exportEndpoint } from '../../../platform/export/export-endpoint';
import { serve } from '../../../platform/http/serve';
import { sendEventStream } from '../../../platform/live/sse';
import { BIDDING_EXPORT } from './bidding.export';
import { eventFor } from './bidding-events';
import {
  biddingDetail,
  biddingStanding,
  biddingStateCounts,
  biddingTopic,
  confirmAward,
  listProjects,
  placeBid,
} from './bidding.service';

/**
 * The least time between two events of rivals' bids on one stream: under a flood of bids each
 * stream is sent the latest standing this often instead of every bid (the delay the bench's event
 * p99 includes).
 */
export const LIVE_BID_MS = 200;

/** The bidding screen (/goods/bidding): projects, the room, bids, the award, the live events. */
export const biddingRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps.database;

  serve(app, bidding.page, async (request) => {
    const { rows, total } = await listProjects(db, authOf(request).partnerId, request.body);
    return page(rows, total);
  });

  serve(app, bidding.stateCounts, async (request) =>
    ok(await biddingStateCounts(db, authOf(request).partnerId)),
  );

  serve(app, bidding.detail, async (request) =>
    ok(await biddingDetail(db, authOf(request).partnerId, request.query.id)),
  );

  serve(app, bidding.bid, async (request) => {
    const actor = authOf(request);
    const placed = await placeBid(
      db,
      { partnerId: actor.partnerId, accountId: actor.accountId },
      request.body,
    );
    return ok(placed, msgOf(request, 'bidding.bidPlaced'));
  });

  serve(app, bidding.confirm, async (request) => {
    const actor = authOf(request);
    await confirmAward(db, { partnerId: actor.partnerId, accountId: actor.accountId }, request.body.id);
    return ok(
      await biddingDetail(db, actor.partnerId, request.body.id),
      msgOf(request, 'bidding.awardConfirmed'),
    );
  });

  exportEndpoint(app, bidding.export, BIDDING_EXPORT);

  serve(app, bidding.events, async (request, reply) => {
    const { partnerId } = authOf(request);
    const { projectId } = request.query;
    // Refused with an envelope (not invited: as missing) before the stream starts.
    const standing: BiddingStanding = await biddingStanding(db, partnerId, projectId);
    let current = standing;
    const snapshot: BiddingEvent = { ...standing, kind: 'snapshot', projectId, mine: false };
    return sendEventStream(app.live, request, reply, {
      topic: biddingTopic(projectId),
      initial: [snapshot],
      map: (event) => {
        const delivered = eventFor(partnerId, event, current);
        if (delivered) current = delivered;
        return delivered;
      },
      // Rivals' bids only change the partner's standing (a state): at most one such event every
      // LIVE_BID_MS, the latest. Its own bids and every other kind (extended, closed...) at once.
      throttle: {
        ms: LIVE_BID_MS,
        coalesce: (data) => {
          const event = data as BiddingEvent;
          return event.kind === 'bid' && !event.mine;
        },
      },
    });
  });
};
