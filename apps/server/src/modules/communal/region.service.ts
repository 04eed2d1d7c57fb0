import type { Region, RegionListQuery, ZcyRegion } from '@portal/shared/contracts/communal';
import {
  nationalRegions,
  type RegionNode,
  type RegionTree,
  ZXS_PROVINCE_IDS,
  zcyRegions,
} from './region-data';

const ZCY_ROOT_CODE = '000000';

const hasChildren = (tree: RegionTree, node: RegionNode) => (tree.childrenOf.get(node.id)?.length ?? 0) > 0;

/**
 * The children of `parentId` (0: the provinces). `level` is the cascader's depth: a row at that
 * level, or without children, is a leaf.
 */
export const listRegions = (query: RegionListQuery): Region[] => {
  const tree = nationalRegions();
  return (tree.childrenOf.get(query.parentId) ?? []).map((node) => ({
    id: node.id,
    name: node.name,
    level: node.level,
    parentId: node.parentId,
    isZxs: ZXS_PROVINCE_IDS.has(node.id),
    isLeaf: node.level >= query.level || !hasChildren(tree, node),
  }));
};

/**
 * The Jw (军网) cascader's regions. The channel uses the national codes; the variant exists because
 * its cascader accepts selections at levels 1 and 2 as well, which is the web's concern.
 */
export const listJwRegions = (query: RegionListQuery): Region[] => listRegions(query);

/** Zhengcaiyun's regions under `parentCode` ('000000': the provinces), codes as strings. */
export const listZcyRegions = (parentCode: string): ZcyRegion[] => {
  const tree = zcyRegions();
  const parentId = parentCode === ZCY_ROOT_CODE ? 0 : Number(parentCode);
  return (tree.childrenOf.get(parentId) ?? []).map((node) => {
    const code = String(node.id);
    return { code, label: node.name, value: code, isLeaf: !hasChildren(tree, node) };
  });
};
