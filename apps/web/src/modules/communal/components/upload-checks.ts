import { extensionsOf, type FileKind, fileKindOf, maxUploadBytes } from '@portal/shared/file-types';
import { useTranslation } from 'react-i18next';
import { message } from '../../../shared/feedback';

/** The `accept` attribute of an upload of these kinds: `.png,.jpg,...`. */
export const acceptOf = (kinds: readonly FileKind[]): string =>
  kinds.flatMap((kind) => extensionsOf(kind).map((ext) => `.${ext}`)).join(',');

/** Why a picked file may not be uploaded: its key in the `upload` texts and the text's values. */
export type UploadProblem =
  | { key: 'upload.typeNotAllowed'; values: { types: string } }
  | { key: 'upload.tooLarge'; values: { size: number } };

/** The problem of a picked file (kind by extension, size limit per kind), undefined when it may go up. */
export const uploadProblemOf = (
  file: { name: string; size: number },
  kinds: readonly FileKind[],
): UploadProblem | undefined => {
  const kind = fileKindOf(file.name);
  if (!kind || !kinds.includes(kind)) {
    const types = kinds.flatMap((k) => extensionsOf(k)).join(', ');
    return { key: 'upload.typeNotAllowed', values: { types } };
  }
  if (file.size > maxUploadBytes[kind]) {
    return { key: 'upload.tooLarge', values: { size: Math.round(maxUploadBytes[kind] / 1024 / 1024) } };
  }
  return undefined;
};

/**
 * The check of the uploads' `beforeUpload`: `check(file)` says whether the file may go up and shows
 * the reason as a message when it may not.
 */
export const useUploadCheck = (kinds: readonly FileKind[]) => {
  const { t } = useTranslation('communal');
  const check = (file: { name: string; size: number }): boolean => {
    const problem = uploadProblemOf(file, kinds);
    if (problem) void message.error(t(problem.key, problem.values));
    return !problem;
  };
  return { accept: acceptOf(kinds), check };
};
