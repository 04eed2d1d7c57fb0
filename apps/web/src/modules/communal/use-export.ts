import type { ExportRequested, ExportTask, ExportTaskPageQuery } from '@portal/shared/contracts/communal';
import { exportTask } from '@portal/shared/contracts/communal.endpoints';
import type { Endpoint, InputOf } from '@portal/shared/contracts/endpoint';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { message } from '../../shared/feedback';
import { listOf } from '../../shared/api-hooks';
import { api, apiWith } from '../../shared/http';
import { saveFile } from './use-files';

/** Query key prefix of the export list; a new task refreshes every open list. */
export const EXPORT_QUERY_KEY = ['communal', 'exports'] as const;

export type ExportTaskFilter = Pick<ExportTaskPageQuery, 'createdTimeStart' | 'createdTimeEnd' | 'status'>;

/** The caller's export tasks (PageTable). */
export const exportTaskList = listOf(exportTask.page, [...EXPORT_QUERY_KEY, 'page']);

/** Downloads a finished export's .xlsx with the session (the caller shows a failure). */
export const downloadExport = async (task: ExportTask): Promise<void> =>
  saveFile(await api(exportTask.download, { id: task.id }), `${task.exportName}.xlsx`);

/**
 * Starts an export of a list (every list posts its filters to its own `.../export`) and tells the
 * user where the file will be: the export centre.
 */
export const useStartExport = () => {
  const { t } = useTranslation('communal');
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState(false);

  const startExport = async (
    target: Endpoint | (() => Promise<ExportRequested>),
    filters: object = {},
  ): Promise<void> => {
    setExporting(true);
    try {
      if (typeof target === 'function') await target();
      else await apiWith(target, filters as InputOf<Endpoint>, {});
      void message.success(t('export.requested'));
      void queryClient.invalidateQueries({ queryKey: EXPORT_QUERY_KEY });
    } catch {
      // The http client has shown the server's message.
    } finally {
      setExporting(false);
    }
  };

  return { startExport, exporting };
};
