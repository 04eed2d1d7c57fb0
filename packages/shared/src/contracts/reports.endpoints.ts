import { viewCodeOf } from '../menu';
import { ExportRequestedSchema } from './communal';
import { endpoints } from './endpoint';
import {
  ReportFilterSchema,
  ReportQuerySchema,
  ReportSchema,
  YearReportFilterSchema,
  YearReportSchema,
} from './reports';

const read = viewCodeOf('/report/index');

/** Reports by dimension and the year report (/report/index). */
export const report = endpoints('analytics', 'report', {
  dimension: {
    method: 'POST',
    path: '/api/trade/report/dimension',
    summary:
      "The partner's orders of a period summed by channel, state, customer, goods, category, region or seller, with the previous period",
    auth: read,
    body: ReportQuerySchema,
    data: ReportSchema,
  },
  year: {
    method: 'POST',
    path: '/api/trade/report/year',
    summary:
      'A year of orders (placed or completed) by month and channel, with the totals per month and channel',
    auth: read,
    body: YearReportFilterSchema,
    data: YearReportSchema,
  },
  dimensionExport: {
    method: 'POST',
    path: '/api/trade/report/dimension/export',
    summary: 'Exports a report by dimension (every member, with the totals) through the export centre',
    auth: read,
    body: ReportFilterSchema,
    data: ExportRequestedSchema,
  },
  yearExport: {
    method: 'POST',
    path: '/api/trade/report/year/export',
    summary: 'Exports the year report by month and channel through the export centre',
    auth: read,
    body: YearReportFilterSchema,
    data: ExportRequestedSchema,
  },
});
