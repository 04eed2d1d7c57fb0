import { z } from 'zod';
import { ChannelIdSchema, IdSchema } from './common';

// ---- Categories (spec sections 3, 4 and 7) ----

/** A category node (spec section 3). `children` is filled only where a whole tree is answered. */
export type CategoryNode = {
  id: number;
  name: string;
  level: number;
  /** The caller has goods in it (or below it). */
  hasSpu: boolean;
  /** Level 3: only leaves take goods. */
  isLeaf: boolean;
  children: CategoryNode[];
};
export const CategoryNodeSchema: z.ZodType<CategoryNode> = z
  .object({
    id: z.number(),
    name: z.string(),
    level: z.number(),
    hasSpu: z.boolean(),
    isLeaf: z.boolean(),
    get children() {
      return z.array(CategoryNodeSchema);
    },
  })
  .meta({ id: 'CategoryNode' });

/** `GET /api/goods/category/child/list` (and the Shenzhen variant): 0 for the roots. */
export const CategoryChildQuerySchema = z.object({
  categoryId: z.coerce.number().int().min(0).default(0),
});
export type CategoryChildQuery = z.infer<typeof CategoryChildQuerySchema>;

/** `POST /api/goods/category/zcy/list`: a channel's children of `categoryId` (0 for the roots). */
export const ZcyCategoryQuerySchema = z.object({
  channelId: ChannelIdSchema,
  categoryId: z.coerce.number().int().min(0).default(0),
});
export type ZcyCategoryQuery = z.infer<typeof ZcyCategoryQuerySchema>;

/** Its answer, shaped as the channel's own API: `data.result.children[].node`. */
export const ZcyCategoryListSchema = z.object({
  result: z.object({
    children: z.array(
      z.object({
        node: z.object({ id: z.number(), name: z.string(), level: z.number(), isLeaf: z.boolean() }),
      }),
    ),
  }),
});
export type ZcyCategoryList = z.infer<typeof ZcyCategoryListSchema>;

/** `GET /api/goods/category/channel/tree?channelId=`: `data[0]` is the channel's root. */
export const ChannelTreeQuerySchema = z.object({ channelId: ChannelIdSchema });

/** `GET /api/goods/category/search?keyword=`: leaves whose path contains the keyword. */
export const CategorySearchQuerySchema = z.object({ keyword: z.string().trim().min(1).max(50) });
export const CategoryPathSchema = z.object({
  ids: z.array(z.number()),
  names: z.array(z.string()),
});
export type CategoryPath = z.infer<typeof CategoryPathSchema>;

/** `GET /api/goods/category/path?categoryId=`: the level 1..3 ids and names down to a category. */
export const CategoryPathQuerySchema = z.object({ categoryId: IdSchema });

/** A parameter of a category's template (`/goods/parameter`): goods in the category fill it in. */
export const CategoryParamSchema = z.object({
  name: z.string(),
  required: z.boolean(),
  options: z.array(z.string()),
});
export type CategoryParam = z.infer<typeof CategoryParamSchema>;

// ---- Channels (spec sections 3 and 9) ----

/** A channel of spec section 9. */
export const ChannelSchema = z.object({ channelId: z.number(), channelName: z.string() });
export type Channel = z.infer<typeof ChannelSchema>;

/** A channel the partner has joined, with its terms. `feeRate` is a decimal string ("0.0150"). */
export const PartnerChannelSchema = ChannelSchema.extend({
  feeRate: z.string(),
  /** Hours an order may wait for confirmation before it is overtime. */
  confirmHours: z.number(),
  joinedTime: z.string(),
});
export type PartnerChannel = z.infer<typeof PartnerChannelSchema>;

/** `GET /api/goods/channel/partner/list?name=`: joined channels whose name contains `name`. */
export const PartnerChannelQuerySchema = z.object({ name: z.string().trim().max(50).nullish() });
export type PartnerChannelQuery = z.infer<typeof PartnerChannelQuerySchema>;
