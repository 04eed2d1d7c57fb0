import {
  type ReportFilter,
  ReportFilterSchema,
  type YearReportFilter,
  YearReportFilterSchema,
} from '@portal/shared/contracts/reports';
import { defineExport, type ExportRow } from '../../../platform/export/export-registry';
import { translate } from '../../../platform/i18n/translate';
import { dimensionReport, yearReport } from './report.service';

export const REPORT_EXPORT = 'reports';
export const YEAR_REPORT_EXPORT = 'yearReports';

const column = (key: string, width: number, type?: 'number') => ({
  key,
  header: `report.column.${key}`,
  width,
  ...(type ? { type } : {}),
});

/** A percentage cell: '12.50%', '-' where there is none. */
const percent = (value: string | null) => (value === null ? '-' : `${value}%`);

/** A report by dimension: every member (not a page), then the totals row. */
export const reportExport = defineExport<ReportFilter>(REPORT_EXPORT, {
  name: 'report.exportName',
  filter: ReportFilterSchema,
  columns: [
    column('dimension', 10),
    column('name', 32),
    column('orderCount', 12, 'number'),
    column('amount', 18),
    column('share', 10),
    column('previousCount', 14, 'number'),
    column('previousAmount', 18),
    column('change', 18),
    column('changeRate', 12),
    column('period', 24),
  ],
  rows: async function* (db, scope, filter) {
    const report = await dimensionReport(db, scope.partnerId, filter, scope.locale);
    const dimension = translate(scope.locale, `report.dimension_${filter.dimension}`);
    const period = `${report.dateFrom} ~ ${report.dateTo}`;
    const rows: ExportRow[] = report.rows.map((row) => ({
      ...row,
      dimension,
      share: percent(row.share),
      changeRate: percent(row.changeRate),
      period,
    }));
    rows.push({
      ...report.totals,
      dimension,
      name: translate(scope.locale, 'report.total'),
      share: report.totals.orderCount > 0 || report.rows.length > 0 ? '100.00%' : '-',
      changeRate: percent(report.totals.changeRate),
      period,
    });
    yield rows;
  },
});

/** The year report as rows: each month's channels and its total, then each channel's year and the year's total. */
export const yearReportExport = defineExport<YearReportFilter>(YEAR_REPORT_EXPORT, {
  name: 'report.yearExportName',
  filter: YearReportFilterSchema,
  columns: [
    column('month', 12),
    column('channel', 28),
    column('orderCount', 12, 'number'),
    column('amount', 18),
  ],
  rows: async function* (db, scope, filter) {
    const report = await yearReport(db, scope.partnerId, filter, scope.locale);
    const total = translate(scope.locale, 'report.total');
    const year = translate(scope.locale, 'report.wholeYear', { year: String(report.year) });
    const rows: ExportRow[] = [];
    for (const month of report.months) {
      report.channels.forEach((channel, i) => {
        rows.push({ month: month.month, channel: channel.name, ...month.cells[i] });
      });
      rows.push({ month: month.month, channel: total, ...month.total });
    }
    report.channels.forEach((channel, i) => {
      rows.push({ month: year, channel: channel.name, ...report.channelTotals[i] });
    });
    rows.push({ month: year, channel: total, ...report.total });
    yield rows;
  },
});
