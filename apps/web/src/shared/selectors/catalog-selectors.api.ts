import { BRAND_LIST_SIZE } from '@portal/shared/constants';
import type { BrandOption } from '@portal/shared/contracts/brand';
import type { CategoryNode, CategoryPath, Channel, PartnerChannel } from '@portal/shared/contracts/catalog';
import { http } from '../http';

export type { BrandOption } from '@portal/shared/contracts/brand';
export type { CategoryNode, CategoryPath, Channel, PartnerChannel } from '@portal/shared/contracts/catalog';

/** The parent id of the level-1 categories. */
export const CATEGORY_ROOT = 0;

/** Failures are only logged, or empty the list, in the selectors (spec section 8): no catalogue toast. */
const silent = { silent: true } as const;

export const categoryApi = {
  /** Children of `categoryId` (CATEGORY_ROOT: the level-1 categories). */
  children: (categoryId: number) =>
    http.get<CategoryNode[]>('/api/goods/category/child/list', { categoryId }, silent),
  /** Leaf paths (at most 50) whose names contain `keyword`. */
  search: (keyword: string) => http.get<CategoryPath[]>('/api/goods/category/search', { keyword }, silent),
  /** Ids and names from level 1 down to `categoryId`. */
  path: (categoryId: number) => http.get<CategoryPath>('/api/goods/category/path', { categoryId }, silent),
};

export const channelApi = {
  /** Every channel. */
  list: () => http.get<Channel[]>('/api/goods/channel/list', undefined, silent),
  /** The partner's joined channels whose name contains `name` (all when empty). */
  partnerList: (name: string) =>
    http.get<PartnerChannel[]>('/api/goods/channel/partner/list', { name }, silent),
};

export const brandOptionsApi = {
  /** Up to BRAND_LIST_SIZE (20) brands whose name contains `brandName` (spec section 9). */
  list: (brandName: string) =>
    http.post<BrandOption[]>('/api/goods/brand/list', { brandName, dataCount: BRAND_LIST_SIZE }, silent),
};
