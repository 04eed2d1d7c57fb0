import {
  PAGED_REPORT_DIMENSIONS,
  type Report,
  type ReportCell,
  type ReportDimension,
  type ReportFilter,
  type ReportRow,
  type ReportTotals,
  type YearReport,
  type YearReportFilter,
} from '@portal/shared/contracts/reports';
import { previousPeriodOf } from '@portal/shared/contracts/stats';
import { add, compareMoney, divide, multiply, subtract } from '@portal/shared/money';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import type { Locale } from '../../../platform/i18n/locale';
import { translate } from '../../../platform/i18n/translate';
import { categoryNamesOf } from '../../catalog/categories/category.service';
import { listChannels } from '../../catalog/channels/channel.service';
import { goodsNamesOf } from '../../catalog/goods/goods.service';
import { nationalRegions } from '../../communal/region-data';
import type { RollupFact } from '../../orders/order-rollups';
import {
  type RollupGroup,
  type RollupSum,
  rollupMonthsByChannel,
  rollupSums,
} from '../../orders/order-rollups.service';
import { sellers } from '../sellers/sellers.table';

// Reports (报表): the partner's orders of a period summed by one dimension beside the previous
// period, and the year report by month and channel. Read from orders' rollups only.

/** `part` in percent of `whole`, two decimals, half-up; null when the whole is 0. */
export const percentOf = (part: string, whole: string): string | null =>
  compareMoney(whole, '0') === 0 ? null : divide(multiply(part, '100'), whole);

/** How a dimension is read from the rollups: its fact and what the sums are grouped by. */
const SOURCES: Record<ReportDimension, { fact: RollupFact; by: RollupGroup }> = {
  channel: { fact: 'order', by: 'channel' },
  seller: { fact: 'order', by: 'seller' },
  state: { fact: 'state', by: 'member' },
  customer: { fact: 'customer', by: 'member' },
  goods: { fact: 'goods', by: 'member' },
  category: { fact: 'category', by: 'member' },
  region: { fact: 'region', by: 'member' },
};

const keyOf = (by: RollupGroup, sum: RollupSum): string =>
  String(by === 'channel' ? sum.channelId : by === 'seller' ? sum.sellerId : sum.member);

/** An empty id list means no filter (every channel or seller). */
const idsOrAll = (ids: readonly number[] | null | undefined) => (ids && ids.length > 0 ? ids : undefined);

type Scope = Pick<ReportFilter, 'channelIds' | 'sellerIds'>;

const sumsOf = (
  db: DbOrTx,
  partnerId: number,
  dimension: ReportDimension,
  scope: Scope,
  from: string,
  to: string,
  members?: readonly string[],
  grouped = true,
) => {
  const { fact, by } = SOURCES[dimension];
  return rollupSums(db, {
    partnerId,
    fact,
    from,
    to,
    by: grouped ? [by] : [],
    channelIds: idsOrAll(scope.channelIds),
    sellerIds: idsOrAll(scope.sellerIds),
    // Only the member dimensions are paged (customers, goods).
    members: by === 'member' ? members : undefined,
  });
};

type Named = { name: string; known: boolean };

/** The names of a dimension's members, in the caller's language; a deleted or unknown one named as such. */
export const memberNamesOf = async (
  db: DbOrTx,
  partnerId: number,
  dimension: ReportDimension,
  keys: readonly string[],
  locale: Locale,
): Promise<Map<string, Named>> => {
  const names = new Map<string, Named>();
  const unknown = (key: string) =>
    names.set(key, { name: translate(locale, `report.unknown_${dimension}`, { id: key }), known: false });
  const ids = keys.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
  switch (dimension) {
    case 'channel': {
      const channels = new Map((await listChannels(db)).map((c) => [String(c.channelId), c.channelName]));
      for (const key of keys) {
        if (key === '0') names.set(key, { name: translate(locale, 'report.manual'), known: true });
        else if (channels.has(key)) names.set(key, { name: channels.get(key) as string, known: true });
        else unknown(key);
      }
      break;
    }
    case 'seller': {
      const rows =
        ids.length === 0
          ? []
          : await db
              .select({ id: sellers.id, name: sellers.name })
              .from(sellers)
              .where(and(eq(sellers.partnerId, partnerId), inArray(sellers.id, ids)));
      const found = new Map(rows.map((row) => [String(row.id), row.name]));
      for (const key of keys) {
        if (key === '0') names.set(key, { name: translate(locale, 'report.noSeller'), known: true });
        else if (found.has(key)) names.set(key, { name: found.get(key) as string, known: true });
        else unknown(key);
      }
      break;
    }
    case 'state':
      for (const key of keys) names.set(key, { name: translate(locale, `order.state_${key}`), known: true });
      break;
    case 'customer':
      for (const key of keys) names.set(key, { name: key, known: true });
      break;
    case 'goods':
    case 'category': {
      const found =
        dimension === 'goods' ? await goodsNamesOf(db, partnerId, ids) : await categoryNamesOf(db, ids);
      for (const key of keys) {
        const name = found.get(Number(key));
        if (name === undefined) unknown(key);
        else names.set(key, { name, known: true });
      }
      break;
    }
    case 'region': {
      const { byId } = nationalRegions();
      for (const key of keys) {
        const region = key === '' ? undefined : byId.get(Number(key));
        if (key === '') names.set(key, { name: translate(locale, 'report.noRegion'), known: false });
        else if (region) names.set(key, { name: region.name, known: true });
        else unknown(key);
      }
      break;
    }
  }
  return names;
};

const totalOf = (sums: readonly RollupSum[]): ReportCell => ({
  orderCount: sums.reduce((n, s) => n + s.orderCount, 0),
  amount: sums.length === 0 ? '0.00' : add(...sums.map((s) => s.amount)),
});

const compared = (current: ReportCell, previous: ReportCell) => {
  const change = subtract(current.amount, previous.amount);
  return {
    previousCount: previous.orderCount,
    previousAmount: previous.amount,
    change,
    changeRate: percentOf(change, previous.amount),
  };
};

const ZERO: ReportCell = { orderCount: 0, amount: '0.00' };

/**
 * The report of one dimension over [dateFrom, dateTo] and the previous period: every member of the
 * dimensions with few members (channels, states, categories, regions, sellers; those only in the
 * previous period included), a page of the largest for customers and goods, and the totals.
 */
export const dimensionReport = async (
  db: DbOrTx,
  partnerId: number,
  query: ReportFilter & { current?: number; size?: number },
  locale: Locale,
): Promise<Report> => {
  const { dimension, dateFrom, dateTo } = query;
  const { by } = SOURCES[dimension];
  // The one rule of analytics: whole months are compared with as many months before, other periods
  // with as many days before (the order statistics' rule, so both pages agree).
  const previous = previousPeriodOf({ from: dateFrom, to: dateTo });
  const paged = PAGED_REPORT_DIMENSIONS.includes(dimension) && query.size !== undefined;
  const currentSums = await sumsOf(db, partnerId, dimension, query, dateFrom, dateTo);
  const current = new Map(currentSums.map((s) => [keyOf(by, s), s as ReportCell]));
  const totals = totalOf(currentSums);

  let keys: string[];
  let before: Map<string, ReportCell>;
  let previousTotals: ReportCell;
  const byAmount =
    (cells: Map<string, ReportCell>, fallback: Map<string, ReportCell>) => (a: string, b: string) => {
      const x = cells.get(a) ?? ZERO;
      const y = cells.get(b) ?? ZERO;
      const px = fallback.get(a) ?? ZERO;
      const py = fallback.get(b) ?? ZERO;
      return (
        compareMoney(y.amount, x.amount) ||
        y.orderCount - x.orderCount ||
        compareMoney(py.amount, px.amount) ||
        (a < b ? -1 : a > b ? 1 : 0)
      );
    };
  if (paged) {
    const size = query.size ?? 10;
    const start = ((query.current ?? 1) - 1) * size;
    keys = [...current.keys()].sort(byAmount(current, new Map())).slice(start, start + size);
    const [pageBefore, wholeBefore] = await Promise.all([
      keys.length > 0 ? sumsOf(db, partnerId, dimension, query, previous.from, previous.to, keys) : [],
      sumsOf(db, partnerId, dimension, query, previous.from, previous.to, undefined, false),
    ]);
    before = new Map(pageBefore.map((s) => [keyOf(by, s), s as ReportCell]));
    previousTotals = totalOf(wholeBefore);
  } else {
    const previousSums = await sumsOf(db, partnerId, dimension, query, previous.from, previous.to);
    before = new Map(previousSums.map((s) => [keyOf(by, s), s as ReportCell]));
    previousTotals = totalOf(previousSums);
    keys = [...new Set([...current.keys(), ...before.keys()])];
    keys.sort(dimension === 'state' ? (a, b) => Number(a) - Number(b) : byAmount(current, before));
  }
  const names = await memberNamesOf(db, partnerId, dimension, keys, locale);
  const rows: ReportRow[] = keys.map((key) => {
    const cell = current.get(key) ?? ZERO;
    const named = names.get(key) ?? { name: key, known: false };
    return {
      key,
      name: named.name,
      known: named.known,
      orderCount: cell.orderCount,
      amount: cell.amount,
      share: percentOf(cell.amount, totals.amount),
      ...compared(cell, before.get(key) ?? ZERO),
    };
  });
  const reportTotals: ReportTotals = { ...totals, ...compared(totals, previousTotals) };
  return {
    dimension,
    dateFrom,
    dateTo,
    previousFrom: previous.from,
    previousTo: previous.to,
    rows,
    total: paged ? current.size : rows.length,
    totals: reportTotals,
  };
};

/**
 * The year report: the year's twelve months by channel (orders placed in the month, or completed
 * in it), with the totals per month, per channel and of the year. One rollups query of month rows.
 */
export const yearReport = async (
  db: Db,
  partnerId: number,
  filter: YearReportFilter,
  locale: Locale,
): Promise<YearReport> => {
  const cells = await rollupMonthsByChannel(db, {
    partnerId,
    fact: filter.basis === 'completed' ? 'done' : 'order',
    from: `${filter.year}-01-01`,
    end: `${filter.year + 1}-01-01`,
    channelIds: idsOrAll(filter.channelIds),
    sellerIds: idsOrAll(filter.sellerIds),
  });
  const channels: YearReport['channels'] = [];
  for (const cell of cells) {
    if (channels.some((c) => c.channelId === cell.channelId)) continue;
    channels.push({
      channelId: cell.channelId,
      name:
        cell.channelId === 0
          ? translate(locale, 'report.manual')
          : (cell.channelName ?? translate(locale, 'report.unknown_channel', { id: String(cell.channelId) })),
    });
  }
  // Channels in the order of their ids, orders entered by hand last.
  channels.sort((a, b) => (a.channelId === 0 ? 1 : b.channelId === 0 ? -1 : a.channelId - b.channelId));
  const column = new Map(channels.map((c, index) => [c.channelId, index]));
  const months = Array.from({ length: 12 }, (_, i) => ({
    month: `${filter.year}-${String(i + 1).padStart(2, '0')}`,
    cells: channels.map(() => ({ ...ZERO })),
    total: { ...ZERO },
  }));
  const channelTotals = channels.map(() => ({ ...ZERO }));
  const total = { ...ZERO };
  const into = (target: ReportCell, cell: ReportCell) => {
    target.orderCount += cell.orderCount;
    target.amount = add(target.amount, cell.amount);
  };
  for (const cell of cells) {
    const month = months[Number(cell.month.slice(5, 7)) - 1];
    const at = column.get(cell.channelId) as number;
    month.cells[at] = { orderCount: cell.orderCount, amount: cell.amount };
    into(month.total, cell);
    into(channelTotals[at], cell);
    into(total, cell);
  }
  return { year: filter.year, basis: filter.basis, channels, months, channelTotals, total };
};
