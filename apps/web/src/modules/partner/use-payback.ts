import type { PaybackInput } from '@portal/shared/contracts/partner';
import { payback } from '@portal/shared/contracts/partner.endpoints';
import { listOf, useWrite, write } from '../../shared/api-hooks';

/** Query key prefix of the payback account lists (the header dialog and the page share it). */
const PAYBACK = ['partner', 'payback'] as const;

/** The payback account list (PageTable). */
export const paybackList = listOf(payback.page, [...PAYBACK, 'page']);

const add = write(payback.add);
const update = write(payback.update);

/** Adds an account, or changes the one with `id`. */
export const useSavePayback = () =>
  useWrite(
    (input: PaybackInput & { id?: number }) => (input.id ? update({ ...input, id: input.id }) : add(input)),
    [PAYBACK],
  );

export const useDeletePayback = () => useWrite(write(payback.delete), [PAYBACK]);

/** The list's export (ExportButton). */
export const paybackExport = payback.export;
