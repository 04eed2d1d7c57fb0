import { describe, expect, it } from 'vitest';
import { CHANNEL_CATEGORIES, type CategorySeed, PLATFORM_CATEGORIES } from './category-data';
import { CATEGORY_PARAMS } from './category-params.data';

type Flat = { node: CategorySeed; level: number; parent?: CategorySeed };

const flatten = (nodes: readonly CategorySeed[], level = 1, parent?: CategorySeed): Flat[] =>
  nodes.flatMap((node) => [{ node, level, parent }, ...flatten(node.children ?? [], level + 1, node)]);

const atLevel = (flat: readonly Flat[], level: number) => flat.filter((f) => f.level === level);

/** Exactly three levels: levels 1 and 2 have children, level 3 has none. */
const expectThreeLevels = (tree: readonly CategorySeed[]) => {
  const flat = flatten(tree);
  expect(Math.max(...flat.map((f) => f.level))).toBe(3);
  for (const { node, level } of flat) {
    if (level < 3) expect(node.children?.length, node.name).toBeGreaterThan(0);
    else expect(node.children, node.name).toBeUndefined();
  }
};

/** Names are non-empty, trimmed and unique among siblings. */
const expectGoodNames = (tree: readonly CategorySeed[]) => {
  const siblingGroups = [tree, ...flatten(tree).map((f) => f.node.children ?? [])];
  for (const siblings of siblingGroups) {
    const names = siblings.map((n) => n.name);
    expect(new Set(names).size, names.join(' ')).toBe(names.length);
    for (const name of names) {
      expect(name.trim()).toBe(name);
      expect(name.length).toBeGreaterThan(0);
      expect(name.length).toBeLessThanOrEqual(50);
    }
  }
};

const platform = flatten(PLATFORM_CATEGORIES);
const platformLeafIds = new Set(atLevel(platform, 3).map((f) => f.node.id));

describe('PLATFORM_CATEGORIES', () => {
  it('is exactly three levels deep', () => {
    expectThreeLevels(PLATFORM_CATEGORIES);
  });

  it('has unique ids coded from the parent id', () => {
    expect(new Set(platform.map((f) => f.node.id)).size).toBe(platform.length);
    for (const { node, level, parent } of platform) {
      if (level === 1) {
        expect(node.id).toBeGreaterThanOrEqual(10);
        expect(node.id).toBeLessThanOrEqual(99);
      } else {
        const n = node.id - (parent?.id ?? 0) * 100;
        expect(n, `${node.id} ${node.name}`).toBeGreaterThanOrEqual(1);
        expect(n, `${node.id} ${node.name}`).toBeLessThanOrEqual(99);
      }
    }
  });

  it('has names unique among siblings and a sensible shape', () => {
    expectGoodNames(PLATFORM_CATEGORIES);
    for (const { node, level } of platform) {
      const count = node.children?.length ?? 0;
      const [min, max] = level === 1 ? [3, 8] : level === 2 ? [4, 12] : [0, 0];
      expect(count, node.name).toBeGreaterThanOrEqual(min);
      expect(count, node.name).toBeLessThanOrEqual(max);
    }
  });

  it('covers the required level-1 groups with at least 350 leaves', () => {
    const groups = PLATFORM_CATEGORIES.map((node) => node.name);
    const required =
      '办公用品 办公设备 计算机设备 网络及通信设备 数码电子 家用电器 办公家具 清洁用品 劳保用品 食品饮料 日用百货 五金工具 电工电料 图书音像';
    expect(groups).toEqual(expect.arrayContaining(required.split(' ')));
    expect(platformLeafIds.size).toBeGreaterThanOrEqual(350);
  });
});

describe('CHANNEL_CATEGORIES', () => {
  const minIds: Record<number, number> = { 67: 500_000, 37: 700_000, 1: 900_000 };
  const minCoverage: Record<number, number> = { 67: 0.5, 37: 0.5, 1: 0.8 };

  it('has the expected channels, once each', () => {
    expect(CHANNEL_CATEGORIES.map((c) => c.channelId).sort((a, b) => a - b)).toEqual([1, 37, 67]);
  });

  describe.each(CHANNEL_CATEGORIES.map((c) => [c.channelId, c] as const))('channel %i', (channelId, seed) => {
    const flat = flatten(seed.tree);
    const leafIds = new Set(atLevel(flat, 3).map((f) => f.node.id));

    it('is a three-level tree of unique ids in its range with at least 80 leaves', () => {
      expectThreeLevels(seed.tree);
      expectGoodNames(seed.tree);
      expect(new Set(flat.map((f) => f.node.id)).size).toBe(flat.length);
      for (const { node } of flat) expect(node.id).toBeGreaterThanOrEqual(minIds[channelId]);
      expect(leafIds.size).toBeGreaterThanOrEqual(80);
    });

    it('has counterparts for most platform level-1 groups', () => {
      const covered = PLATFORM_CATEGORIES.filter((group) =>
        flatten([group]).some((f) => f.level === 3 && f.node.id in seed.mapping),
      );
      expect(covered.length / PLATFORM_CATEGORIES.length).toBeGreaterThanOrEqual(0.75);
    });

    it('maps platform leaves onto its own leaves', () => {
      const entries = Object.entries(seed.mapping).map(([key, value]) => [Number(key), value] as const);
      for (const [platformId, channelLeafId] of entries) {
        expect(platformLeafIds.has(platformId), `platform leaf ${platformId}`).toBe(true);
        expect(leafIds.has(channelLeafId), `channel leaf ${channelLeafId}`).toBe(true);
      }
      expect(entries.length / platformLeafIds.size).toBeGreaterThanOrEqual(minCoverage[channelId]);
    });
  });

  it('keeps the channels’ id ranges apart from each other and from the platform', () => {
    const ids = CHANNEL_CATEGORIES.map((c) => new Set(flatten(c.tree).map((f) => f.node.id)));
    const platformIds = new Set(platform.map((f) => f.node.id));
    for (const [i, own] of ids.entries()) {
      for (const id of own) {
        expect(platformIds.has(id)).toBe(false);
        for (const [j, other] of ids.entries()) if (i !== j) expect(other.has(id)).toBe(false);
      }
    }
  });
});

describe('CATEGORY_PARAMS', () => {
  const level2 = new Map(atLevel(platform, 2).map((f) => [f.node.id, f.node.name]));
  const templates = Object.entries(CATEGORY_PARAMS).map(([key, params]) => [Number(key), params] as const);

  it('has templates for at least 25 level-2 categories', () => {
    expect(templates.length).toBeGreaterThanOrEqual(25);
  });

  it.each(templates)('template of %i is well-formed', (categoryId, params) => {
    expect(level2.has(categoryId), `level-2 category ${categoryId}`).toBe(true);
    expect(params.length).toBeGreaterThanOrEqual(3);
    expect(params.length).toBeLessThanOrEqual(8);
    const names = params.map((p) => p.name);
    expect(new Set(names).size, names.join(' ')).toBe(names.length);
    for (const param of params) {
      expect(param.name.length).toBeGreaterThan(0);
      expect(param.name.length).toBeLessThanOrEqual(30);
      if (param.options !== undefined) {
        expect(param.options.length, param.name).toBeGreaterThan(0);
        expect(new Set(param.options).size, param.name).toBe(param.options.length);
      }
    }
  });
});
