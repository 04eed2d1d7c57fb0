import { setImmediate as nextTurn } from 'node:timers/promises';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Locale } from '../i18n/locale';

export type LocalizedText = Record<Locale, string>;
export type ExportCell = string | number | boolean | Date | null | undefined;
export type ExportRow = Record<string, ExportCell>;

export type ExportColumn = {
  key: string;
  header: LocalizedText;
  /** Column width in characters. */
  width?: number;
  /** 'dateTime' renders an ISO string or Date as 'YYYY-MM-DD HH:mm:ss' in the configured zone. */
  type?: 'text' | 'number' | 'dateTime';
};

/**
 * Whose export it is and in which language; rows are read with the requester's rights. `today` is
 * the calendar day in the portal's zone when the file is written, for lists that depend on the day
 * (validity, days left) as their pages do.
 */
export type ExportScope = { partnerId: number; accountId: number; locale: Locale; today: string };

export type ExportDefinition<F> = {
  /** The list's name: the export centre shows it, the file is named after it. */
  name: LocalizedText;
  /** The list's filter: validates the request body, and reads the stored filter back in the job. */
  filter: z.ZodType<F>;
  columns: readonly ExportColumn[];
  /**
   * The rows, in batches, read with keyset pagination (see keysetBatches) so memory stays flat
   * however many rows there are.
   */
  rows: (db: Db, scope: ExportScope, filter: F) => AsyncIterable<readonly ExportRow[]>;
};

const definitions = new Map<string, ExportDefinition<unknown>>();

/**
 * Makes a list exportable. A list plugs in with a definition beside its service and one route:
 *
 *   // orders.export.ts
 *   export const ORDER_EXPORT = 'orders';
 *   registerExport(ORDER_EXPORT, {
 *     name: { 'zh-CN': '订单列表', 'zh-TW': '訂單列表', en: 'Orders' },
 *     filter: OrderFilterSchema,
 *     columns: [{ key: 'orderNo', header: { 'zh-CN': '订单号', 'zh-TW': '訂單號', en: 'Order no.' } }],
 *     rows: (db, scope, filter) =>
 *       keysetBatches<Order>((after, limit) => listOrdersAfter(db, scope.partnerId, filter, after?.id, limit)),
 *   });
 *
 *   // orders.routes.ts
 *   exportEndpoint(app, { url: '/api/trade/order/export', kind: ORDER_EXPORT, auth: 'order:export' });
 *
 * The request stores the filter and queues a job; the export centre lists, and serves, the file.
 */
export const registerExport = <F>(kind: string, definition: ExportDefinition<F>): void => {
  // Stored without its filter type: the job gets the filter back through `definition.filter`.
  const stored = definition as unknown as ExportDefinition<unknown>;
  const known = definitions.get(kind);
  if (known && known !== stored) throw new Error(`duplicate export ${kind}`);
  definitions.set(kind, stored);
};

export const exportDefinitionOf = (kind: string): ExportDefinition<unknown> | undefined =>
  definitions.get(kind);

/**
 * Rows per query: a batch starts at EXPORT_BATCH_SIZE and doubles while a query takes less than
 * half of BATCH_TARGET_MS, halves when it takes longer (never below the start nor above the cap).
 * On the embedded database a query runs on the serving thread (the goods export holds it about
 * 5 ms per 100 rows), so a batch must stay short for other requests to keep their p99 far below
 * 100 ms during an export (bench/RESULTS.md); on PostgreSQL the query runs elsewhere and batches
 * grow to the cap, with fewer round trips.
 */
export const EXPORT_BATCH_SIZE = 100;
const MAX_BATCH_SIZE = 2000;
const BATCH_TARGET_MS = 25;

/** The next batch size after a query of `size` rows took `ms`. */
export const nextBatchSize = (size: number, ms: number): number => {
  if (ms < BATCH_TARGET_MS / 2) return Math.min(size * 2, MAX_BATCH_SIZE);
  if (ms > BATCH_TARGET_MS) return Math.max(Math.floor(size / 2), EXPORT_BATCH_SIZE);
  return size;
};

/**
 * Reads a list batch after batch: `fetch(after, limit)` returns up to `limit` rows that sort after
 * the row `after` (undefined for the first batch). Stops at the first short batch. Between batches
 * it lets the event loop turn: on the embedded database a query runs on this thread, and requests
 * waiting meanwhile are answered before the next batch is read. A given `batchSize` is kept as it
 * is; without one the size adapts to how long the queries take (nextBatchSize).
 */
export async function* keysetBatches<R>(
  fetch: (after: R | undefined, limit: number) => Promise<R[]>,
  batchSize?: number,
): AsyncGenerator<R[]> {
  let after: R | undefined;
  let size = batchSize ?? EXPORT_BATCH_SIZE;
  for (;;) {
    const started = performance.now();
    const batch = await fetch(after, size);
    const took = performance.now() - started;
    if (batch.length > 0) yield batch;
    if (batch.length < size) return;
    after = batch[batch.length - 1];
    if (batchSize === undefined) size = nextBatchSize(size, took);
    await nextTurn();
  }
}
