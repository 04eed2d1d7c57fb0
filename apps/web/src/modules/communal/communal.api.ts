import { ResultCode } from '@portal/shared/codes';
import type { ExportTask, ExportTaskPageQuery, UploadedFile } from '@portal/shared/contracts/communal';
import type { FileKind } from '@portal/shared/file-types';
import { ApiError, http, type RequestOptions } from '../../shared/http';
import type { PageParams } from '../../shared/page-table';
import { getToken, replaceToken } from '../../shared/token';

export type ExportTaskFilter = Pick<ExportTaskPageQuery, 'createdTimeStart' | 'createdTimeEnd' | 'status'>;

/** The file name of a Content-Disposition header (RFC 5987 `filename*` first). */
const fileNameOf = (disposition: string | null): string | undefined => {
  if (!disposition) return undefined;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (extended) return decodeURIComponent(extended[1]);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1];
};

/**
 * Downloads a protected file: the URL needs the bearer token, so it is fetched and handed to the
 * browser as an object URL instead of a bare link.
 */
const fetchProtected = async (url: string): Promise<Response> => {
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url, { headers });
  } catch (cause) {
    throw new ApiError('network', (cause as Error).message || 'Network Error', 0);
  }
  const renewed = response.headers.get('Authorization');
  if (renewed?.startsWith('Bearer ')) replaceToken(renewed.slice(7));
  if (!response.ok || response.headers.get('Content-Type')?.includes('application/json')) {
    const envelope = (await response.json().catch(() => null)) as { code?: string; msg?: string } | null;
    throw new ApiError(
      envelope?.code ?? ResultCode.failure,
      envelope?.msg ?? response.statusText,
      response.status,
    );
  }
  return response;
};

const download = async (url: string, fallbackName: string): Promise<void> => {
  const response = await fetchProtected(url);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
};

/** The URL of a stored file of the partner (needs the bearer token). */
export const fileUrlOf = (fileId: number): string => `/api/communal/file/${fileId}`;

/**
 * Opens a protected file (image, pdf) in a new tab. The tab is opened at once, inside the click,
 * so popup blockers let it through; it is pointed at the file once it has arrived.
 */
const openFile = async (url: string): Promise<void> => {
  const tab = window.open('', '_blank');
  try {
    const blob = await (await fetchProtected(url)).blob();
    const href = URL.createObjectURL(blob);
    if (tab) tab.location.href = href;
    else window.location.assign(href);
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
};

export const communalApi = {
  exportPage: (params: PageParams & Partial<ExportTaskFilter>, options?: RequestOptions) =>
    http.page<ExportTask>('POST', '/api/communal/export/page', params, options),
  upload: (file: File, kind: FileKind) => http.upload<UploadedFile>('/api/communal/upload', file, { kind }),
  download,
  openFile,
};
