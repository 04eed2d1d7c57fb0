import type {
  CategoryNode,
  CategoryParam,
  CategoryPath,
  ZcyCategoryList,
} from '@portal/shared/contracts/catalog';
import { and, asc, eq, gt, ilike, inArray, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../db/like';
import { notFound } from '../../../platform/errors';
import {
  categories,
  categoryParams,
  channelCategories,
  channelCategoryMappings,
  partnerCategoryGoods,
} from './category.table';

/** Only level-3 categories (leaves) take goods; channel trees have three levels too. */
export const LEAF_LEVEL = 3;
const SEARCH_LIMIT = 50;

/** The channel whose category tree the Shenzhen variant of the child list reads (spec section 9). */
export const SHENZHEN_CHANNEL_ID = 37;

type NodeRow = { id: number; name: string; level: number };

const nodeOf = (row: NodeRow, withGoods: ReadonlySet<number>): CategoryNode => ({
  id: row.id,
  name: row.name,
  level: row.level,
  hasSpu: withGoods.has(row.id),
  isLeaf: row.level === LEAF_LEVEL,
  children: [],
});

/** Of these categories, the ones in which the partner has goods (in any state). */
const categoriesWithGoods = async (db: DbOrTx, partnerId: number, ids: number[]): Promise<Set<number>> => {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ categoryId: partnerCategoryGoods.categoryId })
    .from(partnerCategoryGoods)
    .where(and(eq(partnerCategoryGoods.partnerId, partnerId), inArray(partnerCategoryGoods.categoryId, ids)))
    .groupBy(partnerCategoryGoods.categoryId)
    .having(gt(sum(partnerCategoryGoods.goodsCount), 0));
  return new Set(rows.map((row) => row.categoryId));
};

/** The platform tree's children of `parentId` (0 for the level-1 categories), in their order. */
export const listCategoryChildren = async (
  db: DbOrTx,
  partnerId: number,
  parentId: number,
): Promise<CategoryNode[]> => {
  const rows = await db
    .select({ id: categories.id, name: categories.name, level: categories.level })
    .from(categories)
    .where(eq(categories.parentId, parentId))
    .orderBy(asc(categories.sort));
  const withGoods = await categoriesWithGoods(
    db,
    partnerId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => nodeOf(row, withGoods));
};

const channelChildren = (db: DbOrTx, channelId: number, parentId: number) =>
  db
    .select({ id: channelCategories.id, name: channelCategories.name, level: channelCategories.level })
    .from(channelCategories)
    .where(and(eq(channelCategories.channelId, channelId), eq(channelCategories.parentId, parentId)))
    .orderBy(asc(channelCategories.sort));

/** A channel tree's children of `parentId`, as plain nodes (a channel's tree holds no goods count). */
export const listChannelCategoryChildren = async (
  db: DbOrTx,
  channelId: number,
  parentId: number,
): Promise<CategoryNode[]> =>
  (await channelChildren(db, channelId, parentId)).map((row) => nodeOf(row, new Set()));

/** The zcy-style answer: `result.children[].node`. */
export const listZcyCategories = async (
  db: DbOrTx,
  channelId: number,
  parentId: number,
): Promise<ZcyCategoryList> => ({
  result: {
    children: (await channelChildren(db, channelId, parentId)).map((row) => ({
      node: { id: row.id, name: row.name, level: row.level, isLeaf: row.level === LEAF_LEVEL },
    })),
  },
});

/** A channel's whole tree under one root node named after the channel (the spec reads `data[0]`). */
export const channelCategoryTree = async (
  db: DbOrTx,
  channelId: number,
  channelName: string,
): Promise<CategoryNode> => {
  const rows = await db
    .select({
      id: channelCategories.id,
      parentId: channelCategories.parentId,
      name: channelCategories.name,
      level: channelCategories.level,
    })
    .from(channelCategories)
    .where(eq(channelCategories.channelId, channelId))
    .orderBy(asc(channelCategories.level), asc(channelCategories.sort));
  const root: CategoryNode = {
    id: 0,
    name: channelName,
    level: 0,
    hasSpu: false,
    isLeaf: false,
    children: [],
  };
  const byId = new Map<number, CategoryNode>([[0, root]]);
  for (const row of rows) {
    const node = nodeOf(row, new Set());
    byId.set(row.id, node);
    byId.get(row.parentId)?.children.push(node);
  }
  return root;
};

/** Leaves whose path ("办公用品/书写工具/签字笔") contains the keyword: the cascader's search. */
export const searchCategories = async (db: DbOrTx, keyword: string): Promise<CategoryPath[]> => {
  const leaves = await db
    .select({ id: categories.id, path: categories.path, parentId: categories.parentId })
    .from(categories)
    .where(and(eq(categories.level, LEAF_LEVEL), ilike(categories.path, containsPattern(keyword))))
    .orderBy(asc(categories.id))
    .limit(SEARCH_LIMIT);
  const parents = await db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(
      inArray(
        categories.id,
        leaves.map((leaf) => leaf.parentId),
      ),
    );
  const grandparentOf = new Map(parents.map((parent) => [parent.id, parent.parentId]));
  return leaves.map((leaf) => ({
    ids: [grandparentOf.get(leaf.parentId) ?? 0, leaf.parentId, leaf.id],
    names: leaf.path.split('/'),
  }));
};

/** The path down to a category: its level 1..n ids and names. Unknown ids answer 'not found'. */
export const categoryPath = async (db: DbOrTx, categoryId: number): Promise<CategoryPath> => {
  const ids: number[] = [];
  let id = categoryId;
  let path = '';
  while (id !== 0) {
    const [row] = await db
      .select({ parentId: categories.parentId, path: categories.path })
      .from(categories)
      .where(eq(categories.id, id));
    if (!row) throw notFound('category.notFound');
    if (!path) path = row.path;
    ids.unshift(id);
    id = row.parentId;
  }
  return { ids, names: path.split('/') };
};

/** The names of those of `categoryIds` that exist (an unknown id is absent). */
export const categoryNamesOf = async (
  db: DbOrTx,
  categoryIds: readonly number[],
): Promise<Map<number, string>> => {
  if (categoryIds.length === 0) return new Map();
  const rows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(inArray(categories.id, [...new Set(categoryIds)]));
  return new Map(rows.map((row) => [row.id, row.name]));
};

/** A leaf category, for goods: only level-3 categories take goods. */
export const assertLeafCategory = async (
  db: DbOrTx,
  categoryId: number,
): Promise<{ id: number; parentId: number }> => {
  const [row] = await db
    .select({ id: categories.id, parentId: categories.parentId, level: categories.level })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!row) throw notFound('category.notFound');
  if (row.level !== LEAF_LEVEL) throw notFound('category.notLeaf');
  return row;
};

/** The parameter template of a leaf (its level-2 parent's template), or of a level-2 category. */
export const categoryParamsOf = async (db: DbOrTx, categoryId: number): Promise<CategoryParam[]> => {
  const [row] = await db
    .select({ parentId: categories.parentId, level: categories.level })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!row) throw notFound('category.notFound');
  const templateId = row.level === LEAF_LEVEL ? row.parentId : categoryId;
  const params = await db
    .select()
    .from(categoryParams)
    .where(eq(categoryParams.categoryId, templateId))
    .orderBy(asc(categoryParams.position));
  return params.map(({ name, required, options }) => ({ name, required, options }));
};

/** The channel leaf a platform leaf is listed under, if the channel maps it. */
export const channelCategoryOf = async (
  db: DbOrTx,
  channelId: number,
  categoryId: number,
): Promise<{ id: number; name: string } | undefined> => {
  const [row] = await db
    .select({ id: channelCategories.id, name: channelCategories.name })
    .from(channelCategoryMappings)
    .innerJoin(
      channelCategories,
      and(
        eq(channelCategories.channelId, channelCategoryMappings.channelId),
        eq(channelCategories.id, channelCategoryMappings.channelCategoryId),
      ),
    )
    .where(
      and(
        eq(channelCategoryMappings.channelId, channelId),
        eq(channelCategoryMappings.categoryId, categoryId),
      ),
    );
  return row;
};

/** The leaf and its two ancestors: the categories a goods counts in. */
export const categoryLineOf = async (db: DbOrTx, leafId: number): Promise<number[]> => {
  const ids = [leafId];
  let id = leafId;
  for (let level = LEAF_LEVEL; level > 1; level -= 1) {
    const [row] = await db
      .select({ parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.id, id));
    if (!row || row.parentId === 0) break;
    id = row.parentId;
    ids.push(id);
  }
  return ids;
};

/** Adds `delta` goods in `state` to a category line (leaf and ancestors) of the partner's counts. */
export const tallyGoods = async (
  db: DbOrTx,
  partnerId: number,
  line: readonly number[],
  state: number,
  delta: number,
): Promise<void> => {
  if (delta === 0) return;
  await db
    .insert(partnerCategoryGoods)
    .values(line.map((categoryId) => ({ partnerId, categoryId, state, goodsCount: delta })))
    .onConflictDoUpdate({
      target: [partnerCategoryGoods.partnerId, partnerCategoryGoods.categoryId, partnerCategoryGoods.state],
      set: { goodsCount: sql`${partnerCategoryGoods.goodsCount} + ${delta}` },
    });
};

/** How many goods the partner has per state, in one category (any level) or in all. */
export const goodsCountsByState = async (
  db: DbOrTx,
  partnerId: number,
  categoryId?: number | null,
): Promise<Map<number, number>> => {
  const rows = categoryId
    ? await db
        .select({ state: partnerCategoryGoods.state, count: partnerCategoryGoods.goodsCount })
        .from(partnerCategoryGoods)
        .where(
          and(eq(partnerCategoryGoods.partnerId, partnerId), eq(partnerCategoryGoods.categoryId, categoryId)),
        )
    : await db
        .select({
          state: partnerCategoryGoods.state,
          count: sql<number>`sum(${partnerCategoryGoods.goodsCount})::int`,
        })
        .from(partnerCategoryGoods)
        .innerJoin(categories, eq(categories.id, partnerCategoryGoods.categoryId))
        .where(and(eq(partnerCategoryGoods.partnerId, partnerId), eq(categories.level, LEAF_LEVEL)))
        .groupBy(partnerCategoryGoods.state);
  return new Map(rows.map((row) => [row.state, Number(row.count)]));
};

/** Rebuilds the partner's per-category goods counts from its goods (after bulk loads). */
export const recountPartnerGoods = async (db: DbOrTx, partnerId: number): Promise<void> => {
  await db.delete(partnerCategoryGoods).where(eq(partnerCategoryGoods.partnerId, partnerId));
  await db.execute(sql`
    with leaf as (
      select category_id, state, count(*)::int as n from goods where partner_id = ${partnerId} group by 1, 2
    ), lines as (
      select l.category_id as category, l.state, l.n from leaf l
      union all
      select c.parent_id, l.state, l.n from leaf l join categories c on c.id = l.category_id where c.parent_id <> 0
      union all
      select p.parent_id, l.state, l.n from leaf l
        join categories c on c.id = l.category_id join categories p on p.id = c.parent_id where p.parent_id <> 0
    )
    insert into partner_category_goods (partner_id, category_id, state, goods_count)
    select ${partnerId}, category, state, sum(n)::int from lines group by category, state`);
};
