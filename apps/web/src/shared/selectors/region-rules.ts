/**
 * When a region cascader emits (spec section 5): at the configured level, at a dead end (a node
 * that is a leaf, or whose loaded children list is empty), or one level earlier when the path runs
 * through a direct-administered municipality (isZxs). The Jw variant also accepts 1- or 2-level
 * selections when it is configured for level 1 or 2.
 */
export type RegionLevel = 1 | 2 | 3;

export type RegionVariant = 'default' | 'jw' | 'zcy';

/** What the rule needs to know about each node of the selected path (province first). */
export type RegionPathNode = {
  isZxs?: boolean;
  isLeaf?: boolean;
  /** Number of loaded children; undefined while they were never loaded. */
  childCount?: number;
};

export type RegionRule = { level: RegionLevel; variant?: RegionVariant };

const throughMunicipality = (path: readonly RegionPathNode[]): boolean => path.some((node) => node.isZxs);

/** The path cannot go deeper: configured level reached, a dead end, or a municipality's early stop. */
export const isRegionPathClosed = (path: readonly RegionPathNode[], rule: RegionRule): boolean => {
  if (path.length === 0) return false;
  const last = path[path.length - 1];
  if (path.length >= rule.level) return true;
  if (last.isLeaf || last.childCount === 0) return true;
  return throughMunicipality(path) && path.length === rule.level - 1;
};

/** The selected path is a selection to emit. */
export const isRegionSelectionFinal = (path: readonly RegionPathNode[], rule: RegionRule): boolean => {
  if (path.length === 0) return false;
  if (isRegionPathClosed(path, rule)) return true;
  return rule.variant === 'jw' && rule.level <= 2 && path.length <= 2;
};
