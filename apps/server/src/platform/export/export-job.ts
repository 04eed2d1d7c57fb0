import { PassThrough } from 'node:stream';
import { ExportStatus } from '@portal/shared/constants';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../errors';
import type { Locale } from '../i18n/locale';
import { type Job, type JobContext, registerJobHandler } from '../jobs/job-queue';
import { localDayOf } from '../local-time';
import { newStorageKey } from '../storage/storage';
import { exportDefinitionOf } from './export-registry';
import { exportTasks } from './export-tasks.table';
import { writeXlsx, XLSX_MIME } from './xlsx-writer';

export const EXPORT_JOB = 'export';
export type ExportJobPayload = { partnerId: number; taskId: number };

type ExportTaskRow = typeof exportTasks.$inferSelect;

const taskWhere = (payload: ExportJobPayload) =>
  and(eq(exportTasks.partnerId, payload.partnerId), eq(exportTasks.id, payload.taskId));

/** Excel refuses sheet names over 31 characters or with any of : \ / ? * [ ]. */
const sheetNameOf = (exportName: string) => exportName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1';

/** Writes the task's rows into a new file in storage; returns its key and the row count. */
const writeExportFile = async (context: JobContext, task: ExportTaskRow) => {
  const definition = exportDefinitionOf(task.kind);
  if (!definition) throw new Error(`no export registered as ${task.kind}`);
  const filter = definition.filter.parse(task.filter);
  const locale = task.locale as Locale;
  const today = localDayOf(new Date(), context.config.timeZone);
  const scope = {
    partnerId: task.partnerId,
    accountId: task.accountId,
    locale,
    today,
    timeZone: context.config.timeZone,
  };

  const key = newStorageKey('exports');
  const body = new PassThrough();
  const stored = context.storage.put(key, body, { contentType: XLSX_MIME });
  try {
    const total = await writeXlsx(
      body,
      {
        sheetName: sheetNameOf(task.exportName),
        columns: definition.columns,
        locale,
        timeZone: context.config.timeZone,
      },
      definition.rows(context.db, scope, filter),
    );
    await stored;
    return { key, total };
  } catch (error) {
    body.destroy();
    await stored.catch(() => undefined);
    await context.storage.delete(key).catch(() => undefined);
    throw error;
  }
};

let building: Promise<unknown> = Promise.resolve();

/**
 * One spreadsheet at a time per process. The job worker already runs jobs one after another; this
 * also holds when ticks overlap (a `runDue` from ops or a test while the worker runs).
 */
const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
  const run = building.then(work, work);
  building = run.catch(() => undefined);
  return run;
};

const runExport = async (job: Job<ExportJobPayload>, context: JobContext): Promise<void> => {
  // Waiting (or exporting, when a crashed attempt is retried) -> exporting.
  const [task] = await context.db
    .update(exportTasks)
    .set({ status: ExportStatus.exporting })
    .where(
      and(
        taskWhere(job.payload),
        inArray(exportTasks.status, [ExportStatus.waiting, ExportStatus.exporting]),
      ),
    )
    .returning();
  if (!task) return;
  let file: { key: string; total: number };
  try {
    file = await writeExportFile(context, task);
  } catch (error) {
    // Back to waiting while the job retries; onGiveUp marks it failed after the last attempt.
    await context.db
      .update(exportTasks)
      .set({ status: ExportStatus.waiting })
      .where(and(taskWhere(job.payload), eq(exportTasks.status, ExportStatus.exporting)));
    throw error;
  }
  const [finished] = await context.db
    .update(exportTasks)
    .set({
      status: ExportStatus.finished,
      total: file.total,
      fileKey: file.key,
      error: null,
      finishedTime: new Date(),
    })
    .where(and(taskWhere(job.payload), eq(exportTasks.status, ExportStatus.exporting)))
    .returning({ id: exportTasks.id });
  if (!finished) await context.storage.delete(file.key);
};

const markFailed = async (job: Job<ExportJobPayload>, error: unknown, context: JobContext): Promise<void> => {
  // A business refusal keeps its own message; anything else shows the generic one.
  const reason = error instanceof AppError ? error.key : 'export.failed';
  await context.db
    .update(exportTasks)
    .set({ status: ExportStatus.failed, error: reason, finishedTime: new Date() })
    .where(
      and(
        taskWhere(job.payload),
        inArray(exportTasks.status, [ExportStatus.waiting, ExportStatus.exporting]),
      ),
    );
};

registerJobHandler<ExportJobPayload>(EXPORT_JOB, {
  run: (job, context) => oneAtATime(() => runExport(job, context)),
  onGiveUp: markFailed,
  maxAttempts: 3,
});
