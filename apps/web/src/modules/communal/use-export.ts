import type { ExportTask, ExportTaskPageQuery } from '@portal/shared/contracts/communal';
import { exportTask } from '@portal/shared/contracts/communal.endpoints';
import type { Endpoint, InputOf } from '@portal/shared/contracts/endpoint';
import { useTranslation } from 'react-i18next';
import { message } from '../../shared/feedback';
import { listOf, useWrite } from '../../shared/api-hooks';
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
 * Starts an export of a list (every list posts its filters to its own export endpoint), tells the
 * user where the file will be, the export centre, and refreshes the export centre's list.
 */
export const useStartExport = () => {
  const { t } = useTranslation('communal');
  const start = useWrite(
    ({ endpoint, filters }: { endpoint: Endpoint; filters: object }) =>
      apiWith(endpoint, filters as InputOf<Endpoint>, {}),
    [EXPORT_QUERY_KEY],
  );
  const startExport = (endpoint: Endpoint, filters: object): Promise<void> =>
    start.mutateAsync({ endpoint, filters }).then(
      () => void message.success(t('export.requested')),
      // The http client has shown the server's message.
      () => undefined,
    );
  return { startExport, exporting: start.isPending };
};
