import { PICKER_PAGE_SIZE } from '@portal/shared/constants';
import { label, referrer, supplier } from '@portal/shared/contracts/suppliers.endpoints';
import { SupplierState } from '@portal/shared/scm-states';
import { api } from '../http';

export type { LabelOption, ReferrerOption, SupplierOption } from '@portal/shared/contracts/suppliers';

/** Failures empty the list in the selectors (spec section 8): no toast. */
const silent = { silent: true } as const;

const pageOf = (current: number) => ({ current, size: PICKER_PAGE_SIZE });

export const supplierOptions = {
  /** Active suppliers whose name contains `keyword`, at most 20. */
  search: (keyword: string) => api(supplier.search, { keyword }, silent),
  /** A page of 10 suppliers whose name contains `supplierName` (spec section 9). */
  page: (supplierName: string, current: number) =>
    api(supplier.options, { supplierName, page: pageOf(current) }, silent),
  /** A page of 10 active suppliers (picking one to buy from). */
  activePage: (supplierName: string, current: number) =>
    api(supplier.options, { supplierName, state: SupplierState.active, page: pageOf(current) }, silent),
  /** The supplier with this id, if the partner has it. */
  byId: async (id: number) => (await api(supplier.options, { id, page: pageOf(1) }, silent)).data[0],
};

export const referrerOptions = {
  /** A page of 10 referrers whose name contains `name` (spec section 9). */
  page: (name: string, current: number) => api(referrer.options, { name, page: pageOf(current) }, silent),
  byId: async (id: number) => (await api(referrer.options, { id, page: pageOf(1) }, silent)).data[0],
};

export const labelOptions = {
  /** All the partner's labels with their colours. */
  list: () => api(label.list, {}, silent),
};
