import { type LoadResult, measure } from './load';

/**
 * Analytics scenarios (issue 15): the reads of the analytics screens over the 1,000,000 orders of
 * the order volume (`npm run seed -- --orders 1000000`, the demo partner's tenth of them over a
 * year, with the rollups rebuilt), each a POST of a body, 50 connections. To measure another
 * screen's calls (the analysis dashboard's), add them to a list here: the runner measures every
 * entry of ANALYTICS_CALLS, leaves out a path this build does not serve, and the table marks the
 * entries with a target.
 */

/** One measured call: what it is, its path and body (a POST; none: a GET, its query in the path), and its target if it has one. */
export type AnalyticsCall = {
  name: string;
  path: string;
  body?: object;
  target?: { rps: number; p99: number };
};

const year = new Date().getFullYear();
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
/** The year to date, the period the reports open on most often after a month. */
const YEAR_TO_DATE = { dateFrom: `${year}-01-01`, dateTo: day(0) };

/** The target for the year report: p99 < 100 ms and >= 500 req/s on PostgreSQL. */
export const YEAR_REPORT_TARGET = { rps: 500, p99: 100 };

/** Reports (/report/index): the year report by month and channel, and reports by dimension. */
export const REPORT_CALLS: AnalyticsCall[] = [
  {
    name: 'year report by month and channel',
    path: '/api/trade/report/year',
    body: { year },
    target: YEAR_REPORT_TARGET,
  },
  {
    name: 'year report by month and channel, completed orders',
    path: '/api/trade/report/year',
    body: { year, basis: 'completed' },
    target: YEAR_REPORT_TARGET,
  },
  {
    name: 'report by channel, year to date',
    path: '/api/trade/report/dimension',
    body: { dimension: 'channel', ...YEAR_TO_DATE },
  },
  {
    name: 'report by region, year to date',
    path: '/api/trade/report/dimension',
    body: { dimension: 'region', ...YEAR_TO_DATE },
  },
  {
    name: 'report by state, last 30 days',
    path: '/api/trade/report/dimension',
    body: { dimension: 'state', dateFrom: day(-29), dateTo: day(0) },
  },
  {
    name: 'report by customer, year to date, first page',
    path: '/api/trade/report/dimension',
    body: { dimension: 'customer', ...YEAR_TO_DATE, current: 1, size: 10 },
  },
];

const THIS_MONTH = `dateFrom=${day(0).slice(0, 8)}01&dateTo=${day(0)}`;
const LAST_12_MONTHS = `dateFrom=${day(-364)}&dateTo=${day(0)}`;

/** The analysis dashboard's cards (/dashboard/analysis), each a GET its page sends at once, and the monitor's. */
export const DASHBOARD_CALLS: AnalyticsCall[] = [
  { name: 'analysis summary, this month', path: `/api/trade/dashboard/analysis/summary?${THIS_MONTH}` },
  { name: 'analysis summary, 12 months', path: `/api/trade/dashboard/analysis/summary?${LAST_12_MONTHS}` },
  {
    name: 'analysis trend with target, this month',
    path: `/api/trade/dashboard/analysis/trend?${THIS_MONTH}`,
  },
  {
    name: 'analysis trend with target, 12 months',
    path: `/api/trade/dashboard/analysis/trend?${LAST_12_MONTHS}`,
  },
  {
    name: 'analysis channel share, this month',
    path: `/api/trade/dashboard/analysis/channels?${THIS_MONTH}`,
  },
  {
    name: 'analysis top goods and customers, 12 months',
    path: `/api/trade/dashboard/analysis/top?${LAST_12_MONTHS}`,
  },
  { name: 'analysis funnel, this month', path: `/api/trade/dashboard/analysis/funnel?${THIS_MONTH}` },
  { name: 'analysis receivables by age', path: '/api/trade/dashboard/analysis/receivables' },
  { name: 'analysis win rates, this month', path: `/api/trade/dashboard/analysis/win-rates?${THIS_MONTH}` },
  { name: 'monitor today', path: '/api/trade/dashboard/monitor/today' },
  { name: 'monitor waiting', path: '/api/trade/dashboard/monitor/waiting' },
];

export const ANALYTICS_CALLS: AnalyticsCall[] = [...REPORT_CALLS, ...DASHBOARD_CALLS];

export type AnalyticsBench = {
  loads: Array<LoadResult & { target?: AnalyticsCall['target'] }>;
  skipped: string[];
};

/** Whether the portal serves `path` with this body (a call not merged yet answers 404 and is left out). */
const serves = async (baseUrl: string, path: string, token: string, body: object | undefined) => {
  const res = await fetch(baseUrl + path, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = (await res.json().catch(() => ({}))) as { code?: string };
  return res.status !== 404 && envelope.code === '0000';
};

/** Every call of `calls` the portal serves, 50 connections each, as the demo partner. */
export const measureAnalytics = async (
  label: string,
  baseUrl: string,
  token: string,
  calls: readonly AnalyticsCall[] = ANALYTICS_CALLS,
): Promise<AnalyticsBench> => {
  const headers = { authorization: `Bearer ${token}` };
  const loads: AnalyticsBench['loads'] = [];
  const skipped: string[] = [];
  for (const call of calls) {
    if (!(await serves(baseUrl, call.path, token, call.body))) {
      skipped.push(`${call.path} (${call.name})`);
      continue;
    }
    const method = call.body ? 'POST' : 'GET';
    const result = await measure(`${label}: ${method} ${call.path.split('?')[0]} (${call.name})`, {
      url: `${baseUrl}${call.path}`,
      method,
      headers,
      body: call.body,
    });
    loads.push({ ...result, target: call.target });
  }
  return { loads, skipped };
};
