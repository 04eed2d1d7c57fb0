import type { DownloadedFile } from '@portal/shared/contracts/endpoint';
import { file as files } from '@portal/shared/contracts/communal.endpoints';
import type { FileKind } from '@portal/shared/file-types';
import { api } from '../../shared/http';

/** Stores one file of the partner (POST as a multipart form); answers its id, name and signed URL. */
export const uploadFile = (picked: File, kind: FileKind) => api(files.upload, { file: picked, kind });

/** Hands downloaded bytes to the browser as a file, named as the server said or `fallbackName`. */
export const saveFile = ({ blob, fileName }: DownloadedFile, fallbackName: string): void => {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName ?? fallbackName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
};

/**
 * Opens a stored file of the partner (image, pdf) in a new tab; its URL needs the bearer token, so
 * the bytes are fetched. The tab is opened at once, inside the click, so popup blockers let it
 * through; it is pointed at the file once it has arrived.
 */
export const openStoredFile = async (fileId: number): Promise<void> => {
  const tab = window.open('', '_blank');
  try {
    const { blob } = await api(files.content, { id: fileId });
    const href = URL.createObjectURL(blob);
    if (tab) tab.location.href = href;
    else window.location.assign(href);
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
};
