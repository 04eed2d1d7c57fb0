import { viewCodeOf } from '../menu';
import {
  AnalysisChannelsSchema,
  AnalysisFunnelSchema,
  AnalysisQuerySchema,
  AnalysisReceivablesSchema,
  AnalysisSummarySchema,
  AnalysisTopSchema,
  AnalysisTrendSchema,
  AnalysisWinRatesSchema,
  MonitorEventSchema,
  MonitorLatestSchema,
  MonitorTodaySchema,
  MonitorWaitingSchema,
  ReceivablesQuerySchema,
} from './dashboards';
import { endpoints } from './endpoint';

const analysis = viewCodeOf('/dashboard/analysis');
const monitor = viewCodeOf('/dashboard/monitor');

/** The analysis page (/dashboard/analysis): one endpoint per card, so the cards load side by side. */
export const dashboardAnalysis = endpoints('analytics', 'dashboardAnalysis', {
  summary: {
    method: 'GET',
    path: '/api/trade/dashboard/analysis/summary',
    summary: 'Sales (completed amount) and orders of the period against the previous period, exact',
    auth: analysis,
    query: AnalysisQuerySchema,
    data: AnalysisSummarySchema,
  },
  trend: {
    method: 'GET',
    path: '/api/trade/dashboard/analysis/trend',
    summary: 'Sales per day or month of the period, with the target of each as the reference line',
    auth: analysis,
    query: AnalysisQuerySchema,
    data: AnalysisTrendSchema,
  },
  channels: {
    method: 'GET',
    path: '/api/trade/dashboard/analysis/channels',
    summary: "Each channel's share of the orders placed in the period",
    auth: analysis,
    query: AnalysisQuerySchema,
    data: AnalysisChannelsSchema,
  },
  top: {
    method: 'GET',
    path: '/api/trade/dashboard/analysis/top',
    summary: 'The ten goods and the ten customers with the largest order amounts in the period',
    auth: analysis,
    query: AnalysisQuerySchema,
    data: AnalysisTopSchema,
  },
  funnel: {
    method: 'GET',
    path: '/api/trade/dashboard/analysis/funnel',
    summary:
      'Of the orders placed in the period, how many reached confirmation, shipment, receipt, completion, settlement and payment',
    auth: analysis,
    query: AnalysisQuerySchema,
    data: AnalysisFunnelSchema,
  },
  receivables: {
    method: 'GET',
    path: '/api/trade/dashboard/analysis/receivables',
    summary: 'What completed orders still owe, by days since completion: 0-30, 31-60, 61-90, over 90',
    auth: analysis,
    query: ReceivablesQuerySchema,
    data: AnalysisReceivablesSchema,
  },
  winRates: {
    method: 'GET',
    path: '/api/trade/dashboard/analysis/win-rates',
    summary: 'Quotation and bidding win rates of the period',
    auth: analysis,
    query: AnalysisQuerySchema,
    data: AnalysisWinRatesSchema,
  },
});

/** The monitor (/dashboard/monitor): today, what waits, the latest orders and the live events. */
export const dashboardMonitor = endpoints('analytics', 'dashboardMonitor', {
  today: {
    method: 'GET',
    path: '/api/trade/dashboard/monitor/today',
    summary: "Today's orders and completed amounts, in all and per channel, beside yesterday's",
    auth: monitor,
    data: MonitorTodaySchema,
  },
  waiting: {
    method: 'GET',
    path: '/api/trade/dashboard/monitor/waiting',
    summary:
      "What waits on the partner: orders' to-dos, overtime orders, purchase to-dos, the caller's tasks",
    auth: monitor,
    data: MonitorWaitingSchema,
  },
  latest: {
    method: 'GET',
    path: '/api/trade/dashboard/monitor/latest',
    summary: "The partner's latest orders, newest first",
    auth: monitor,
    data: MonitorLatestSchema,
  },
  events: {
    method: 'GET',
    path: '/api/trade/dashboard/monitor/events',
    summary: "The partner's orders as they arrive or change state (server-sent events)",
    description:
      'A `text/event-stream`: a `connected` event first, then `orders` events naming the orders that arrived or moved (an empty list: many at once, read everything again), at most one a second; a comment line every 15 seconds keeps the connection alive. Refusals are envelopes as usual.',
    auth: monitor,
    data: MonitorEventSchema,
    stream: true,
  },
});
