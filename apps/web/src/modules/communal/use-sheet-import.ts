import { useState } from 'react';

type SheetImportOptions<Report, Outcome> = {
  /** The dry run of the uploaded file: its row report, nothing written. */
  check: (fileId: number) => Promise<Report>;
  /** The import of the uploaded file's valid rows. */
  run: (fileId: number) => Promise<Outcome>;
};

/**
 * The flow of a sheet import screen (goods batch upload, bank statement, batch quotation): the
 * uploaded file, the report of a dry run, then the outcome of the import. A new file drops the
 * report; `busy` says which of the two calls is running. A failed call changes nothing (the http
 * client showed why).
 */
export const useSheetImport = <Report, Outcome>({ check, run }: SheetImportOptions<Report, Outcome>) => {
  const [fileId, setFileId] = useState<number | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);

  const call = async <T>(kind: 'check' | 'import', action: () => Promise<T>): Promise<T | undefined> => {
    setBusy(kind);
    try {
      return await action();
    } catch {
      return undefined;
    } finally {
      setBusy(null);
    }
  };

  return {
    fileId,
    report,
    outcome,
    busy,
    /** The uploaded file changed (null: removed). */
    pickFile: (id: number | null) => {
      setFileId(id);
      setReport(null);
    },
    check: async () => {
      if (fileId === null) return;
      const checked = await call('check', () => check(fileId));
      if (checked !== undefined) setReport(checked);
    },
    import: async () => {
      if (fileId === null) return;
      const imported = await call('import', () => run(fileId));
      if (imported !== undefined) setOutcome(imported);
    },
    /** Back to the start: no file, report or outcome. */
    reset: () => {
      setFileId(null);
      setReport(null);
      setOutcome(null);
    },
  };
};
