import { PICKER_PAGE_SIZE } from '@portal/shared/constants';
import { seller } from '@portal/shared/contracts/sellers.endpoints';
import { SellerState } from '@portal/shared/analytics-states';
import { api } from '../http';

export type { SellerOption } from '@portal/shared/contracts/sellers';

/** Failures empty the list in the selectors (spec section 8): no toast. */
const silent = { silent: true } as const;

const pageOf = (current: number) => ({ current, size: PICKER_PAGE_SIZE });

export const sellerOptions = {
  /** A page of 10 sellers whose name contains `keyword`, active and left. */
  page: (keyword: string, current: number) => api(seller.options, { keyword, page: pageOf(current) }, silent),
  /** A page of 10 active sellers (assigning customers, setting a target). */
  activePage: (keyword: string, current: number) =>
    api(seller.options, { keyword, state: SellerState.active, page: pageOf(current) }, silent),
  /** The seller with this id, if the partner has it. */
  byId: async (id: number) => (await api(seller.options, { id, page: pageOf(1) }, silent)).data[0],
};
