import type { ExportColumn } from './export-registry';

/**
 * Columns many lists' exports show, each defined once (their headers are in export.messages.ts).
 * An export that wants another width spreads one: `{ ...COMMON_COLUMNS.reason, width: 24 }`.
 */
export const COMMON_COLUMNS = {
  state: { key: 'stateName', header: 'export.column.state', width: 12 },
  reason: { key: 'reason', header: 'export.column.reason', width: 30 },
  createdTime: { key: 'createdTime', header: 'export.column.createdTime', type: 'dateTime', width: 22 },
  updatedTime: { key: 'updatedTime', header: 'export.column.updatedTime', type: 'dateTime', width: 22 },
  /** When a change record was made. */
  recordTime: { key: 'createdTime', header: 'export.column.time', type: 'dateTime', width: 22 },
} satisfies Record<string, ExportColumn>;
