/**
 * A Content-Disposition header that keeps a UTF-8 file name (RFC 6266 / RFC 5987): an ASCII
 * fallback for old clients plus `filename*` with the real name.
 */
export const contentDisposition = (type: 'inline' | 'attachment', fileName: string): string => {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
};
