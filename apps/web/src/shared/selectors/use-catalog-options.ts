import { BRAND_LIST_SIZE } from '@portal/shared/constants';
import { brand, category, channel } from '@portal/shared/contracts/catalog.endpoints';
import { api } from '../http';

export type { BrandOption } from '@portal/shared/contracts/brand';
export type { CategoryNode, CategoryPath, Channel, PartnerChannel } from '@portal/shared/contracts/catalog';

/** The parent id of the level-1 categories. */
export const CATEGORY_ROOT = 0;

/** Failures are only logged, or empty the list, in the selectors (spec section 8): no catalogue toast. */
const silent = { silent: true } as const;

export const categoryOptions = {
  /** Children of `categoryId` (CATEGORY_ROOT: the level-1 categories). */
  children: (categoryId: number) => api(category.childList, { categoryId }, silent),
  /** Leaf paths (at most 50) whose names contain `keyword`. */
  search: (keyword: string) => api(category.search, { keyword }, silent),
  /** Ids and names from level 1 down to `categoryId`. */
  path: (categoryId: number) => api(category.path, { categoryId }, silent),
};

export const channelOptions = {
  /** Every channel. */
  list: () => api(channel.list, {}, silent),
  /** The partner's joined channels whose name contains `name` (all when empty). */
  partnerList: (name: string) => api(channel.partnerList, { name }, silent),
};

export const brandOptions = {
  /** Up to BRAND_LIST_SIZE (20) brands whose name contains `brandName` (spec section 9). */
  list: (brandName: string) => api(brand.list, { brandName, dataCount: BRAND_LIST_SIZE }, silent),
};
