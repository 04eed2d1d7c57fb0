import type { ExportStatus } from '@portal/shared/constants';

/** Tag colour of each export status (spec section 4: 0 waiting, 1 exporting, 2 finished, 3 failed). */
export const EXPORT_STATUS_COLOR: Record<ExportStatus, string> = {
  0: 'default',
  1: 'processing',
  2: 'success',
  3: 'error',
};

export const EXPORT_STATUSES: readonly ExportStatus[] = [0, 1, 2, 3];

/** Waiting or exporting: the list keeps polling until every task has ended. */
export const isExportRunning = (status: ExportStatus): boolean => status === 0 || status === 1;

/** How often the export list refreshes while a task is running. */
export const EXPORT_POLL_MS = 2000;
