import { z } from 'zod';
import { BrandListQuerySchema, BrandOptionSchema } from './brand';
import {
  CategoryChildQuerySchema,
  CategoryNodeSchema,
  CategoryPathQuerySchema,
  CategoryPathSchema,
  CategorySearchQuerySchema,
  ChannelSchema,
  PartnerChannelQuerySchema,
  PartnerChannelSchema,
} from './catalog';
import { endpoints } from './endpoint';

/** The platform's category tree: every screen that picks a category reads it (any signed-in account). */
export const category = endpoints('catalog', 'category', {
  childList: {
    method: 'GET',
    path: '/api/goods/category/child/list',
    summary: 'The children of a category (0: the level-1 categories)',
    auth: 'login',
    query: CategoryChildQuerySchema,
    data: z.array(CategoryNodeSchema),
  },
  search: {
    method: 'GET',
    path: '/api/goods/category/search',
    summary: 'Leaf categories whose path contains the keyword (at most 50), with their paths',
    auth: 'login',
    query: CategorySearchQuerySchema,
    data: z.array(CategoryPathSchema),
  },
  path: {
    method: 'GET',
    path: '/api/goods/category/path',
    summary: 'The ids and names from level 1 down to a category',
    auth: 'login',
    query: CategoryPathQuerySchema,
    data: CategoryPathSchema,
  },
});

/** The channel select's lists (spec sections 2, 6 and 7). */
export const channel = endpoints('catalog', 'channel', {
  list: {
    method: 'GET',
    path: '/api/goods/channel/list',
    summary: 'Every channel',
    auth: 'login',
    data: z.array(ChannelSchema),
  },
  partnerList: {
    method: 'GET',
    path: '/api/goods/channel/partner/list',
    summary: "The partner's joined channels whose name contains `name` (all when empty)",
    auth: 'login',
    query: PartnerChannelQuerySchema,
    data: z.array(PartnerChannelSchema),
  },
});

/** Brands; the brand select serves every screen that picks a brand. */
export const brand = endpoints('catalog', 'brand', {
  list: {
    method: 'POST',
    path: '/api/goods/brand/list',
    summary: 'Brands whose name contains `brandName`, at most `dataCount` of them',
    auth: 'login',
    body: BrandListQuerySchema,
    data: z.array(BrandOptionSchema),
  },
});
