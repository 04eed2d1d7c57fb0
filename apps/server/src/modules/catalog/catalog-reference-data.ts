import { createHash } from 'node:crypto';
import { CHANNELS } from '@portal/shared/constants';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { CATEGORY_PARAMS } from './categories/category-params.data';
import { CHANNEL_CATEGORIES, PLATFORM_CATEGORIES, type CategorySeed } from './categories/category-data';
import {
  categories,
  categoryParams,
  channelCategories,
  channelCategoryMappings,
  referenceData,
} from './categories/category.table';
import { CHANNEL_TERMS, DEFAULT_CHANNEL_TERMS } from './channels/channel-terms.data';
import { channels } from './channels/channel.table';

const NAME = 'catalog';
const VERSION = createHash('sha256')
  .update(JSON.stringify([CHANNELS, CHANNEL_TERMS, PLATFORM_CATEGORIES, CATEGORY_PARAMS, CHANNEL_CATEGORIES]))
  .digest('hex');

type FlatNode = { id: number; parentId: number; level: number; name: string; path: string; sort: number };

const flatten = (nodes: readonly CategorySeed[], parentId = 0, level = 1, parentPath = ''): FlatNode[] =>
  nodes.flatMap((node, sort) => {
    const path = parentPath ? `${parentPath}/${node.name}` : node.name;
    return [
      { id: node.id, parentId, level, name: node.name, path, sort },
      ...flatten(node.children ?? [], node.id, level + 1, path),
    ];
  });

const excluded = (column: string) => sql.raw(`excluded.${column}`);

const installChannels = (tx: DbOrTx) =>
  tx
    .insert(channels)
    .values(
      CHANNELS.map((channel, sort) => ({
        id: channel.channelId,
        code: channel.code,
        name: channel.channelName,
        ...(CHANNEL_TERMS[channel.channelId] ?? DEFAULT_CHANNEL_TERMS),
        sort,
      })),
    )
    // Terms the operator may have changed are kept; names and order follow the code.
    .onConflictDoUpdate({
      target: channels.id,
      set: { code: excluded('code'), name: excluded('name'), sort: excluded('sort') },
    });

const installPlatformTree = async (tx: DbOrTx) => {
  // Categories are never deleted: goods may still point at one that left the tree.
  await tx
    .insert(categories)
    .values(flatten(PLATFORM_CATEGORIES))
    .onConflictDoUpdate({
      target: categories.id,
      set: {
        parentId: excluded('parent_id'),
        level: excluded('level'),
        name: excluded('name'),
        path: excluded('path'),
        sort: excluded('sort'),
      },
    });
  const templated = Object.keys(CATEGORY_PARAMS).map(Number);
  await tx.delete(categoryParams).where(inArray(categoryParams.categoryId, templated));
  await tx.insert(categoryParams).values(
    Object.entries(CATEGORY_PARAMS).flatMap(([categoryId, params]) =>
      params.map((param, position) => ({
        categoryId: Number(categoryId),
        position,
        name: param.name,
        required: param.required,
        options: [...(param.options ?? [])],
      })),
    ),
  );
};

const installChannelTrees = async (tx: DbOrTx) => {
  for (const { channelId, tree, mapping } of CHANNEL_CATEGORIES) {
    await tx.delete(channelCategoryMappings).where(eq(channelCategoryMappings.channelId, channelId));
    await tx.delete(channelCategories).where(eq(channelCategories.channelId, channelId));
    await tx
      .insert(channelCategories)
      .values(flatten(tree).map(({ path: _path, ...node }) => ({ channelId, ...node })));
    await tx.insert(channelCategoryMappings).values(
      Object.entries(mapping).map(([categoryId, channelCategoryId]) => ({
        channelId,
        categoryId: Number(categoryId),
        channelCategoryId,
      })),
    );
  }
};

/**
 * Channels, the platform category tree with its parameter templates, and the channels' own trees:
 * data every installation needs, demo or not. Installed at start when the code carries a version
 * the database does not hold yet (a hash of the data), in one transaction.
 */
export const installCatalogReferenceData = async (db: Db): Promise<void> => {
  const [held] = await db.select().from(referenceData).where(eq(referenceData.name, NAME));
  if (held?.version === VERSION) return;
  await db.transaction(async (tx) => {
    await installChannels(tx);
    await installPlatformTree(tx);
    await installChannelTrees(tx);
    await tx
      .insert(referenceData)
      .values({ name: NAME, version: VERSION })
      .onConflictDoUpdate({ target: referenceData.name, set: { version: VERSION } });
  });
};
