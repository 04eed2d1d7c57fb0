import type { MonitorEvent } from '@portal/shared/contracts/dashboards';
import { dashboardAnalysis, dashboardMonitor } from '@portal/shared/contracts/dashboards.endpoints';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/auth/guard';
import { ok } from '../../../platform/envelope';
import { serve } from '../../../platform/http/serve';
import { sendEventStream } from '../../../platform/live/sse';
import { type OrderLiveEvent, orderLiveTopic } from '../../orders/order-counts';
import {
  analysisChannels,
  analysisFunnel,
  analysisReceivables,
  analysisSummary,
  analysisTop,
  analysisTrend,
  analysisWinRates,
} from './analysis.service';
import {
  mergeMonitorEvents,
  monitorEventOf,
  monitorLatest,
  monitorToday,
  monitorWaiting,
} from './monitor.service';

/**
 * The least time between two events on one monitor stream: a burst of orders (the simulator, a
 * channel's batch) costs each stream one write per second, naming every order of it.
 */
export const MONITOR_EVENT_MS = 1000;

/** The analysis page and the monitor (/dashboard/analysis, /dashboard/monitor). */
export const dashboardRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps.database;

  serve(app, dashboardAnalysis.summary, async (request) =>
    ok(await analysisSummary(db, authOf(request).partnerId, request.query)),
  );
  serve(app, dashboardAnalysis.trend, async (request) =>
    ok(await analysisTrend(db, authOf(request).partnerId, request.query)),
  );
  serve(app, dashboardAnalysis.channels, async (request) =>
    ok(await analysisChannels(db, authOf(request).partnerId, request.query)),
  );
  serve(app, dashboardAnalysis.top, async (request) =>
    ok(await analysisTop(db, authOf(request).partnerId, request.query)),
  );
  serve(app, dashboardAnalysis.funnel, async (request) =>
    ok(await analysisFunnel(db, authOf(request).partnerId, request.query)),
  );
  serve(app, dashboardAnalysis.receivables, async (request) =>
    ok(await analysisReceivables(db, authOf(request).partnerId, request.query)),
  );
  serve(app, dashboardAnalysis.winRates, async (request) =>
    ok(await analysisWinRates(db, authOf(request).partnerId, request.query)),
  );

  serve(app, dashboardMonitor.today, async (request) =>
    ok(await monitorToday(db, authOf(request).partnerId)),
  );
  serve(app, dashboardMonitor.waiting, async (request) => {
    const { partnerId, accountId } = authOf(request);
    return ok(await monitorWaiting(db, { partnerId, accountId }));
  });
  serve(app, dashboardMonitor.latest, async (request) =>
    ok(await monitorLatest(db, authOf(request).partnerId)),
  );

  serve(app, dashboardMonitor.events, async (request, reply) => {
    const { partnerId } = authOf(request);
    const connected: MonitorEvent = { kind: 'connected', orders: [], at: new Date().toISOString() };
    return sendEventStream(app.live, request, reply, {
      // The partner's own topic: another partner's orders never reach this stream.
      topic: orderLiveTopic(partnerId),
      initial: [connected],
      map: (event) => monitorEventOf(event as OrderLiveEvent),
      throttle: {
        ms: MONITOR_EVENT_MS,
        coalesce: () => true,
        merge: (held, next) => mergeMonitorEvents(held as MonitorEvent, next as MonitorEvent),
      },
    });
  });
};
