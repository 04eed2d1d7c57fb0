/** The spec's file kinds (section 5), decided by extension; the server also checks content. */
export type FileKind = 'image' | 'pdf' | 'excel' | 'word' | 'video' | 'audio';

const kindByExtension: Record<string, FileKind> = {
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  bmp: 'image',
  gif: 'image',
  pdf: 'pdf',
  xls: 'excel',
  xlsx: 'excel',
  // A spreadsheet as text (a bank statement export): read by the imports like an .xlsx.
  csv: 'excel',
  doc: 'word',
  docx: 'word',
  mp4: 'video',
  m4a: 'audio',
};

export const fileExtension = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** Returns the kind of a file name, or undefined for anything the spec does not list. */
export const fileKindOf = (name: string): FileKind | undefined => kindByExtension[fileExtension(name)];

export const extensionsOf = (kind: FileKind): string[] =>
  Object.entries(kindByExtension)
    .filter(([, k]) => k === kind)
    .map(([ext]) => ext);

/** Upload size limits per kind, in bytes. */
export const maxUploadBytes: Record<FileKind, number> = {
  image: 5 * 1024 * 1024,
  pdf: 20 * 1024 * 1024,
  excel: 20 * 1024 * 1024,
  word: 20 * 1024 * 1024,
  video: 100 * 1024 * 1024,
  audio: 20 * 1024 * 1024,
};
