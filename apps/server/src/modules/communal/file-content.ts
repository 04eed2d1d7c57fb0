import { fileExtension } from '@portal/shared/file-types';
import { fileTypeFromBuffer } from 'file-type';

/** How many first bytes the content check looks at (file-type's own sample size). */
export const CONTENT_SAMPLE_BYTES = 4100;

const OLE2_SIGNATURE = Buffer.from('d0cf11e0a1b11ae1', 'hex');
const isOle2 = (head: Buffer) => head.subarray(0, 8).equals(OLE2_SIGNATURE);
/** ISO base media (mp4, m4a): a first box of type 'ftyp'. */
const isIsoMedia = (head: Buffer) => head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp';

const IMAGE_TYPES = new Set(['png', 'jpg', 'gif', 'bmp']);
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The MIME type to store and serve for a file with this name whose content starts with `head`,
 * or undefined when the content is not what the name says.
 */
export const contentMimeOf = async (fileName: string, head: Buffer): Promise<string | undefined> => {
  const extension = fileExtension(fileName);
  const detected = head.length > 0 ? await fileTypeFromBuffer(head) : undefined;
  switch (extension) {
    case 'png':
    case 'jpg':
    case 'jpeg':
    case 'bmp':
    case 'gif':
      // Any of the listed image formats is accepted (a renamed .jpg is still an image); it is
      // served as what it really is.
      return detected && IMAGE_TYPES.has(detected.ext) ? detected.mime : undefined;
    case 'pdf':
      return detected?.ext === 'pdf' ? 'application/pdf' : undefined;
    // Office Open XML is a zip. Its first entries do not always name the document type (the
    // content-types entry may come last, as exceljs writes it), so a zip is accepted.
    case 'xlsx':
      return detected?.ext === 'xlsx' || detected?.ext === 'zip' ? XLSX_MIME : undefined;
    case 'docx':
      return detected?.ext === 'docx' || detected?.ext === 'zip' ? DOCX_MIME : undefined;
    // Legacy Office files are OLE2 compound documents.
    case 'xls':
      return isOle2(head) ? 'application/vnd.ms-excel' : undefined;
    case 'doc':
      return isOle2(head) ? 'application/msword' : undefined;
    // Text: nothing a binary format starts with, and no NUL byte.
    case 'csv':
      return !detected && !head.includes(0) ? 'text/csv' : undefined;
    case 'mp4':
      return isIsoMedia(head) ? 'video/mp4' : undefined;
    case 'm4a':
      return isIsoMedia(head) ? 'audio/mp4' : undefined;
    default:
      return undefined;
  }
};

/** Images and pdf open in the browser; everything else downloads. */
export const isShownInline = (mime: string): boolean =>
  mime.startsWith('image/') || mime === 'application/pdf';
