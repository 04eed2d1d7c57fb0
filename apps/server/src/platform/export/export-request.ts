import { ExportStatus } from '@portal/shared/constants';
import type { ExportRequested } from '@portal/shared/contracts/communal';
import type { Db } from '../../db/client';
import type { Locale } from '../i18n/locale';
import { enqueueJob } from '../jobs/job-queue';
import { EXPORT_JOB, type ExportJobPayload } from './export-job';
import { exportDefinitionOf } from './export-registry';
import { exportTasks } from './export-tasks.table';

export type ExportRequester = { partnerId: number; accountId: number };

/** Records an export of list `kind` with the caller's filter and queues the job that writes it. */
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
    const [task] = await tx
      .insert(exportTasks)
      .values({
        partnerId: requester.partnerId,
        accountId: requester.accountId,
        exportName: definition.name[locale],
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
