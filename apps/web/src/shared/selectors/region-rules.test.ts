import { describe, expect, it } from 'vitest';
import { isRegionPathClosed, isRegionSelectionFinal, type RegionPathNode } from './region-rules';

const node = (extra: Partial<RegionPathNode> = {}): RegionPathNode => ({
  isZxs: false,
  isLeaf: false,
  ...extra,
});
const province = node();
const city = node();
const district = node();
const beijing = node({ isZxs: true });

describe('isRegionSelectionFinal', () => {
  it('emits nothing for an empty path', () => {
    expect(isRegionSelectionFinal([], { level: 3 })).toBe(false);
  });

  it('emits only at the configured level', () => {
    expect(isRegionSelectionFinal([province], { level: 3 })).toBe(false);
    expect(isRegionSelectionFinal([province, city], { level: 3 })).toBe(false);
    expect(isRegionSelectionFinal([province, city, district], { level: 3 })).toBe(true);
    expect(isRegionSelectionFinal([province, city], { level: 2 })).toBe(true);
    expect(isRegionSelectionFinal([province], { level: 1 })).toBe(true);
  });

  it('emits at a dead end: a leaf, or an empty children list', () => {
    expect(isRegionSelectionFinal([province, node({ isLeaf: true })], { level: 3 })).toBe(true);
    expect(isRegionSelectionFinal([province, node({ childCount: 0 })], { level: 3 })).toBe(true);
    expect(isRegionSelectionFinal([province, node({ childCount: 5 })], { level: 3 })).toBe(false);
  });

  it('emits one level earlier for a direct-administered municipality', () => {
    expect(isRegionSelectionFinal([beijing, city], { level: 3 })).toBe(true);
    expect(isRegionSelectionFinal([beijing], { level: 2 })).toBe(true);
    expect(isRegionSelectionFinal([beijing], { level: 3 })).toBe(false);
  });

  it('lets the Jw variant emit 1- or 2-level selections at level 1 or 2', () => {
    expect(isRegionSelectionFinal([province], { level: 2, variant: 'jw' })).toBe(true);
    expect(isRegionSelectionFinal([province, city], { level: 2, variant: 'jw' })).toBe(true);
    expect(isRegionSelectionFinal([province], { level: 1, variant: 'jw' })).toBe(true);
    expect(isRegionSelectionFinal([province], { level: 3, variant: 'jw' })).toBe(false);
    expect(isRegionSelectionFinal([province], { level: 2 })).toBe(false);
  });
});

describe('isRegionPathClosed', () => {
  it('stops expanding at the configured level, a dead end, or a municipality one level earlier', () => {
    expect(isRegionPathClosed([province], { level: 3 })).toBe(false);
    expect(isRegionPathClosed([province, city], { level: 2 })).toBe(true);
    expect(isRegionPathClosed([province, node({ childCount: 0 })], { level: 3 })).toBe(true);
    expect(isRegionPathClosed([beijing, city], { level: 3 })).toBe(true);
  });

  it('keeps a Jw level-1 selection expandable to level 2', () => {
    expect(isRegionPathClosed([province], { level: 2, variant: 'jw' })).toBe(false);
  });
});
