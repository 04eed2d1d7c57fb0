import type {
  LabelPageQuery,
  ReferrerPageQuery,
  SupplierPageQuery,
} from '@portal/shared/contracts/suppliers';
import { label, referrer, supplier } from '@portal/shared/contracts/suppliers.endpoints';
import { useQuery } from '@tanstack/react-query';
import { listOf, useWrite, write } from '../../../shared/api-hooks';
import { api } from '../../../shared/http';
import type { ListFilter } from '../../../shared/page-table';

/** Every cached read of suppliers, referrers and labels: a write to one changes the others' counts. */
export const SCM_SUPPLIERS_KEY = ['scm', 'suppliers'] as const;
const key = (...parts: unknown[]) => [...SCM_SUPPLIERS_KEY, ...parts] as const;

export type SupplierFilterValues = ListFilter<SupplierPageQuery>;
export type ReferrerFilterValues = ListFilter<ReferrerPageQuery>;
export type LabelFilterValues = ListFilter<LabelPageQuery>;

// ---- suppliers ----

export const supplierList = listOf<typeof supplier.page, SupplierFilterValues>(supplier.page, key('page'));
export const supplierExport = supplier.export;

/** Suppliers per state, for the tabs. */
export const useSupplierStateCounts = () =>
  useQuery({ queryKey: key('counts'), queryFn: () => api(supplier.stateCounts) });

/** One supplier (not loaded without an id). */
export const useSupplierDetail = (id: number | undefined) =>
  useQuery({
    queryKey: key('detail', id),
    queryFn: () => api(supplier.detail, { id: id as number }),
    enabled: id !== undefined && id > 0,
  });

export const useAddSupplier = () => useWrite(write(supplier.add), [SCM_SUPPLIERS_KEY]);
export const useUpdateSupplier = () => useWrite(write(supplier.update), [SCM_SUPPLIERS_KEY]);
export const useDisableSupplier = () => useWrite(write(supplier.disable), [SCM_SUPPLIERS_KEY]);
export const useEnableSupplier = () => useWrite(write(supplier.enable), [SCM_SUPPLIERS_KEY]);
export const useDeleteSupplier = () => useWrite(write(supplier.delete), [SCM_SUPPLIERS_KEY]);

// ---- referrers ----

export const referrerList = listOf<typeof referrer.page, ReferrerFilterValues>(
  referrer.page,
  key('referrers'),
);
export const referrerExport = referrer.export;

export const useAddReferrer = () => useWrite(write(referrer.add), [SCM_SUPPLIERS_KEY]);
export const useUpdateReferrer = () => useWrite(write(referrer.update), [SCM_SUPPLIERS_KEY]);
export const useDeleteReferrer = () => useWrite(write(referrer.delete), [SCM_SUPPLIERS_KEY]);

// ---- labels ----

export const labelList = listOf<typeof label.page, LabelFilterValues>(label.page, key('labels'));

export const useAddLabel = () => useWrite(write(label.add), [SCM_SUPPLIERS_KEY]);
export const useUpdateLabel = () => useWrite(write(label.update), [SCM_SUPPLIERS_KEY]);
export const useDeleteLabel = () => useWrite(write(label.delete), [SCM_SUPPLIERS_KEY]);
