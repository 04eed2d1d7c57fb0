import { ExportStatus } from '@portal/shared/constants';
import type { ExportTask, ExportTaskPageQuery } from '@portal/shared/contracts/communal';
import { exportTask } from '@portal/shared/contracts/communal.endpoints';
import { pathOf } from '@portal/shared/contracts/endpoint';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { createdWithin } from '../../db/time-range';
import type { DbOrTx } from '../../db/client';
import { fail, notFound } from '../../platform/errors';
import { exportTasks } from '../../platform/export/export-tasks.table';
import { formatLocalDateTime } from '../../platform/local-time';
import type { Locale } from '../../platform/i18n/locale';
import { translate } from '../../platform/i18n/translate';
import { signPath } from '../../platform/storage/signed-url';
import type { FileStorage } from '../../platform/storage/storage';

/**
 * Exports belong to the account that asked for them: the list shows one's own exports and only
 * that account may download them (a colleague may lack the rights to the list exported).
 */
export type ExportOwner = { partnerId: number; accountId: number };

export const exportDownloadPath = (taskId: number) => pathOf(exportTask.download.path, { id: taskId });

/** The download link: signed for an hour so a plain <a href> works without the bearer token. */
const downloadUrlOf = (owner: ExportOwner, taskId: number) =>
  signPath(exportDownloadPath(taskId), { p: String(owner.partnerId), a: String(owner.accountId) });

/** The export centre list: the caller's exports, newest first, filtered by date range and status. */
export const listExportTasks = async (
  db: DbOrTx,
  owner: ExportOwner,
  query: ExportTaskPageQuery,
  locale: Locale,
): Promise<{ rows: ExportTask[]; total: number }> => {
  const where = and(
    eq(exportTasks.partnerId, owner.partnerId),
    eq(exportTasks.accountId, owner.accountId),
    createdWithin(exportTasks.createdTime, query),
    query.status == null ? undefined : eq(exportTasks.status, query.status),
  );
  const order = query.sortType === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(exportTasks)
      .where(where)
      .orderBy(order(exportTasks.createdTime), order(exportTasks.id))
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    db.select({ total: count() }).from(exportTasks).where(where),
  ]);
  return {
    total,
    rows: rows.map((task) => ({
      id: task.id,
      exportName: task.exportName,
      total: task.total,
      createdTime: task.createdTime.toISOString(),
      status: task.status as ExportTask['status'],
      url: task.status === ExportStatus.finished ? downloadUrlOf(owner, task.id) : null,
      errorMsg: task.status === ExportStatus.failed && task.error ? translate(locale, task.error) : null,
    })),
  };
};

/** The owner's finished export file: its download name and bytes. */
export const openExportDownload = async (
  db: DbOrTx,
  storage: FileStorage,
  owner: ExportOwner,
  taskId: number,
  timeZone: string,
) => {
  const [task] = await db
    .select()
    .from(exportTasks)
    .where(
      and(
        eq(exportTasks.partnerId, owner.partnerId),
        eq(exportTasks.accountId, owner.accountId),
        eq(exportTasks.id, taskId),
      ),
    );
  if (!task) throw notFound();
  if (task.status !== ExportStatus.finished || !task.fileKey) throw fail('export.notReady');
  const stamp = formatLocalDateTime(task.createdTime, timeZone).replace(/\D/g, '');
  try {
    return { fileName: `${task.exportName}_${stamp}.xlsx`, body: await storage.get(task.fileKey) };
  } catch {
    throw notFound();
  }
};

/** The owner a signed download link was issued to, or undefined when the link is not valid. */
export const exportOwnerOfClaims = (claims: Record<string, string> | null): ExportOwner | undefined =>
  claims ? { partnerId: Number(claims.p), accountId: Number(claims.a) } : undefined;
