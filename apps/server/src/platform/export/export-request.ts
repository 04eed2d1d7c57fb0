import { ExportStatus } from '@portal/shared/constants';
import type { ExportRequested } from '@portal/shared/contracts/communal';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fail } from '../errors';
import type { Locale } from '../i18n/locale';
import { enqueueJob } from '../jobs/job-queue';
import { EXPORT_JOB, type ExportJobPayload } from './export-job';
import { exportDefinitionOf, exportTextIn } from './export-registry';
import { exportTasks, pendingExportTask } from './export-tasks.table';

export type ExportRequester = { partnerId: number; accountId: number };

/**
 * Waiting and exporting tasks a partner may have at once: each is a spreadsheet the job worker has
 * to build, and a burst of requests would queue work for minutes.
 */
export const MAX_PENDING_EXPORTS = 3;
/** First key of the advisory lock that serialises one partner's export requests. */
const EXPORT_REQUEST_LOCK = 0x6578_7074;

/**
 * Records an export of list `kind` with the caller's filter and queues the job that writes it;
 * refused while the partner has MAX_PENDING_EXPORTS waiting or exporting.
 */
export const requestExport = async (
  db: Db,
  requester: ExportRequester,
  kind: string,
  filter: unknown,
  locale: Locale,
): Promise<ExportRequested> => {
  const definition = exportDefinitionOf(kind);
  if (!definition) throw new Error(`no export registered as ${kind}`);
  const storedFilter = definition.filter.parse(filter) as Record<string, unknown>;
  return db.transaction(async (tx) => {
    // Held to the end of the transaction: a burst of requests counts and inserts one at a time.
    await tx.execute(
      sql`select pg_advisory_xact_lock(${EXPORT_REQUEST_LOCK}, (${requester.partnerId}::bigint % 2147483647)::int)`,
    );
    const [{ pending }] = await tx
      .select({ pending: count() })
      .from(exportTasks)
      .where(and(eq(exportTasks.partnerId, requester.partnerId), pendingExportTask));
    if (pending >= MAX_PENDING_EXPORTS) throw fail('export.tooMany', { max: MAX_PENDING_EXPORTS });
    const [task] = await tx
      .insert(exportTasks)
      .values({
        partnerId: requester.partnerId,
        accountId: requester.accountId,
        exportName: exportTextIn(locale, definition.name),
        kind,
        filter: storedFilter,
        locale,
        status: ExportStatus.waiting,
      })
      .returning({ id: exportTasks.id });
    const payload: ExportJobPayload = { partnerId: requester.partnerId, taskId: task.id };
    await enqueueJob(tx, EXPORT_JOB, payload, { partnerId: requester.partnerId });
    return { taskId: task.id };
  });
};
