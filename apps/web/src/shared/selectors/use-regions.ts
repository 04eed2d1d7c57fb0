import { region } from '@portal/shared/contracts/communal.endpoints';
import { api } from '../http';

export type { Region, ZcyRegion } from '@portal/shared/contracts/communal';

/** Root of the default and Jw lists. */
export const REGION_ROOT = 0;
/** Root of the Zhengcaiyun list. */
export const ZCY_REGION_ROOT = '000000';

/** Failures are only logged by the selectors (spec section 8), so the catalogue toast stays quiet. */
const silent = { silent: true } as const;

export const regionLists = {
  /** Children of `parentId` (0: the provinces); `level` is the selector's depth, whose rows come back as leaves. */
  list: (parentId: number, level: number) => api(region.list, { parentId, level }, silent),
  jwList: (parentId: number, level: number) => api(region.jwList, { parentId, level }, silent),
  zcyList: (parentCode: string) => api(region.zcyList, { parentCode }, silent),
};
