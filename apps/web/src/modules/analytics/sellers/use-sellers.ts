import type { CustomerPageQuery, SellerPageQuery } from '@portal/shared/contracts/sellers';
import { customer, seller } from '@portal/shared/contracts/sellers.endpoints';
import { useQuery } from '@tanstack/react-query';
import { listOf, useWrite, write } from '../../../shared/api-hooks';
import { api } from '../../../shared/http';
import type { ListFilter } from '../../../shared/page-table';

/** Every cached read of sellers and customers: an assignment changes both lists' counts. */
export const SELLERS_KEY = ['analytics', 'sellers'] as const;
const key = (...parts: unknown[]) => [...SELLERS_KEY, ...parts] as const;

export type SellerFilterValues = ListFilter<SellerPageQuery>;
export type CustomerFilterValues = ListFilter<CustomerPageQuery>;

// ---- sellers ----

export const sellerList = listOf<typeof seller.page, SellerFilterValues>(seller.page, key('page'));
export const sellerExport = seller.export;

/** Sellers per state, for the tabs. */
export const useSellerStateCounts = () =>
  useQuery({ queryKey: key('counts'), queryFn: () => api(seller.stateCounts) });

/** The partner's accounts a seller may be linked to (while the editor is open). */
export const useSellerAccounts = (keyword: string, enabled: boolean) =>
  useQuery({
    queryKey: key('accounts', keyword),
    queryFn: () => api(seller.accounts, { keyword }),
    enabled,
  });

export const useAddSeller = () => useWrite(write(seller.add), [SELLERS_KEY]);
export const useUpdateSeller = () => useWrite(write(seller.update), [SELLERS_KEY]);
export const useMarkSellerLeft = () => useWrite(write(seller.leave), [SELLERS_KEY]);
export const useReactivateSeller = () => useWrite(write(seller.reactivate), [SELLERS_KEY]);
export const useDeleteSeller = () => useWrite(write(seller.delete), [SELLERS_KEY]);

// ---- customers ----

export const customerList = listOf<typeof customer.page, CustomerFilterValues>(
  customer.page,
  key('customers'),
);
export const customerExport = customer.export;

/** All, assigned and unassigned customers, for the tabs. */
export const useCustomerCounts = () =>
  useQuery({
    queryKey: key('customerCounts'),
    queryFn: async () => {
      const counts = await api(customer.counts);
      return { assigned: counts.assigned, unassigned: counts.unassigned } as Record<string, number>;
    },
  });

/** A customer's assignment history (not loaded without an id). */
export const useCustomerHistory = (id: number | undefined) =>
  useQuery({
    queryKey: key('history', id),
    queryFn: () => api(customer.history, { id: id as number }),
    enabled: id !== undefined && id > 0,
  });

export const useAddCustomer = () => useWrite(write(customer.add), [SELLERS_KEY]);
export const useUpdateCustomer = () => useWrite(write(customer.update), [SELLERS_KEY]);
export const useAssignCustomers = () => useWrite(write(customer.assign), [SELLERS_KEY]);
export const useUnassignCustomers = () => useWrite(write(customer.unassign), [SELLERS_KEY]);
export const useDeleteCustomer = () => useWrite(write(customer.delete), [SELLERS_KEY]);
