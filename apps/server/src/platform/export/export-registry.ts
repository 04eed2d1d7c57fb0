import { setImmediate as nextTurn } from 'node:timers/promises';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Locale } from '../i18n/locale';
import { hasMessage, translate } from '../i18n/translate';

export type LocalizedText = Record<Locale, string>;
/**
 * A name or a column header: a message key of the module's catalogue (its *.messages.ts), or the
 * three texts themselves (a test's export).
 */
export type ExportText = string | LocalizedText;
export type ExportCell = string | number | boolean | Date | null | undefined;
export type ExportRow = Record<string, ExportCell>;

export type ExportColumn = {
  key: string;
  header: ExportText;
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
export type ExportScope = {
  partnerId: number;
  accountId: number;
  locale: Locale;
  today: string;
  /** The server's TIME_ZONE, for filters written in local days. */
  timeZone: string;
};

export type ExportDefinition<F> = {
  /** The list's name: the export centre shows it, the file is named after it. */
  name: ExportText;
  /** The list's filter: validates the request body, and reads the stored filter back in the job. */
  filter: z.ZodType<F>;
  columns: readonly ExportColumn[];
  /**
   * The rows, in batches, read with keyset pagination (see keysetBatches, listRows) so memory stays
   * flat however many rows there are.
   */
  rows: (db: Db, scope: ExportScope, filter: F) => AsyncIterable<readonly ExportRow[]>;
};

const definitions = new Map<string, ExportDefinition<unknown>>();

/**
 * Makes a list exportable. A list plugs in with a definition beside its service and one route:
 *
 *   // orders.export.ts: the name and headers are message keys of orders.messages.ts
 *   export const ORDER_EXPORT = 'orders';
 *   registerExport(ORDER_EXPORT, {
 *     name: 'order.exportName',
 *     filter: OrderExportFilterSchema,
 *     columns: [{ key: 'orderNo', header: 'order.column.orderNo', width: 24 }],
 *     rows: (db, scope, filter) =>
 *       listRows<OrderRow>(
 *         (after, limit) => listOrdersAfter(db, scope.partnerId, filter, after, limit),
 *         (row) => ({ ...row, stateName: translate(scope.locale, `order.state_${row.state}`) }),
 *       ),
 *   });
 *
 *   // orders.routes.ts
 *   exportEndpoint(app, order.export, ORDER_EXPORT);
 *
 * The request stores the filter and queues a job; the export centre lists, and serves, the file.
 */
/** An export as a module's manifest lists it: its kind and its definition. */
export type ModuleExport = { kind: string; definition: ExportDefinition<unknown> };

/** Declares an export of a module; `installModules` registers it (modules/index.ts). */
export const defineExport = <F>(kind: string, definition: ExportDefinition<F>): ModuleExport => ({
  kind,
  // Stored without its filter type: the job gets the filter back through `definition.filter`.
  definition: definition as unknown as ExportDefinition<unknown>,
});

export const registerExport = <F>(kind: string, definition: ExportDefinition<F>): void => {
  // Stored without its filter type: the job gets the filter back through `definition.filter`.
  const stored = definition as unknown as ExportDefinition<unknown>;
  const known = definitions.get(kind);
  if (known && known !== stored) throw new Error(`duplicate export ${kind}`);
  definitions.set(kind, stored);
};

export const exportDefinitionOf = (kind: string): ExportDefinition<unknown> | undefined =>
  definitions.get(kind);

/** A name or header in `locale`. */
export const exportTextIn = (locale: Locale, text: ExportText): string =>
  typeof text === 'string' ? translate(locale, text) : text[locale];

/**
 * The message keys of a definition that no catalogue knows (a typo, or a catalogue not registered):
 * checked when its endpoint is set up, so that no file is written with a key for a header.
 */
export const unknownExportKeysOf = (definition: ExportDefinition<unknown>): string[] =>
  [definition.name, ...definition.columns.map((column) => column.header)].filter(
    (text): text is string => typeof text === 'string' && !hasMessage(text),
  );

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

/**
 * The rows of a list's export: the list read in keyset batches (keysetBatches, `fetch` as there),
 * each row turned into its cells by `cellsOf`.
 */
export async function* listRows<R>(
  fetch: (after: R | undefined, limit: number) => Promise<R[]>,
  cellsOf: (row: R) => ExportRow,
): AsyncGenerator<ExportRow[]> {
  for await (const batch of keysetBatches(fetch)) yield batch.map(cellsOf);
}
