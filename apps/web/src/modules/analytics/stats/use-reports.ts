import type { ReportQuery, YearReportFilter } from '@portal/shared/contracts/reports';
import { report } from '@portal/shared/contracts/reports.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/http';

/** Everything the reports show: any order change may change it. */
export const REPORT_KEY = ['analytics', 'reports'] as const;

/** A report by dimension over the period (a page of it for customers and goods); the previous answer stays while loading. */
export const useDimensionReport = (query: ReportQuery) =>
  useQuery({
    queryKey: [...REPORT_KEY, 'dimension', query],
    queryFn: ({ signal }) => api(report.dimension, query, { signal }),
    placeholderData: keepPreviousData,
  });

/** The year report by month and channel. */
export const useYearReport = (filter: YearReportFilter) =>
  useQuery({
    queryKey: [...REPORT_KEY, 'year', filter],
    queryFn: ({ signal }) => api(report.year, filter, { signal }),
    placeholderData: keepPreviousData,
  });

export const reportExport = report.dimensionExport;
export const yearReportExport = report.yearExport;
