import { DefaultZcyRegion } from '@portal/shared/constants';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LazyRegionCascader,
  type LazyRegion,
  type RegionChange,
  type RegionLoader,
} from './LazyRegionCascader';
import { REGION_ROOT, type Region, regionLists, ZCY_REGION_ROOT, type ZcyRegion } from './use-regions';
import type { RegionLevel } from './region-rules';

type CommonProps = {
  /** The level at which a selection is emitted: 1 province, 2 city, 3 district (default 3). */
  level?: RegionLevel;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: React.CSSProperties;
  id?: string;
};

const lazyOf = (region: Region): LazyRegion<number, Region> => ({
  key: region.id,
  name: region.name,
  isZxs: region.isZxs,
  isLeaf: region.isLeaf,
  raw: region,
});

const regionLoader =
  (list: typeof regionLists.list, level: RegionLevel): RegionLoader<number, Region> =>
  async (parent) =>
    (await list(parent?.key ?? REGION_ROOT, level)).map(lazyOf);

export type RegionCascaderProps = CommonProps & {
  /** Region ids, province first. */
  value?: number[];
  /** Emitted only for a final selection (spec section 5); clearing emits empty lists. */
  onChange?: RegionChange<number, Region>;
};

/** The region cascader over /api/communal/region/list. */
export const RegionCascader = ({ level = 3, placeholder, ...rest }: RegionCascaderProps) => {
  const { t } = useTranslation('communal');
  const rule = useMemo(() => ({ level, variant: 'default' as const }), [level]);
  const load = useMemo(() => regionLoader(regionLists.list, level), [level]);
  return (
    <LazyRegionCascader
      load={load}
      rule={rule}
      placeholder={placeholder ?? t('region.placeholder')}
      {...rest}
    />
  );
};

/** The Jw variant: /api/communal/region/jw/list; at level 1 or 2 it also emits 1- or 2-level selections. */
export const JwRegionCascader = ({ level = 3, placeholder, ...rest }: RegionCascaderProps) => {
  const { t } = useTranslation('communal');
  const rule = useMemo(() => ({ level, variant: 'jw' as const }), [level]);
  const load = useMemo(() => regionLoader(regionLists.jwList, level), [level]);
  return (
    <LazyRegionCascader
      load={load}
      rule={rule}
      placeholder={placeholder ?? t('region.placeholder')}
      {...rest}
    />
  );
};

const lazyOfZcy = (region: ZcyRegion): LazyRegion<string, ZcyRegion> => ({
  key: region.code,
  name: region.label,
  isZxs: false,
  isLeaf: region.isLeaf,
  raw: region,
});

const loadZcyRegions: RegionLoader<string, ZcyRegion> = async (parent) =>
  (await regionLists.zcyList(parent?.key ?? ZCY_REGION_ROOT)).map(lazyOfZcy);

/** The spec's default Zhengcaiyun region (section 9): 320000 / 320200 / 320297. */
export const DEFAULT_ZCY_CODES: string[] = [
  DefaultZcyRegion.province,
  DefaultZcyRegion.city,
  DefaultZcyRegion.district,
];

export type ZcyRegionCascaderProps = CommonProps & {
  /** Region codes, province first; when never set, the default region is shown and emitted. */
  value?: string[];
  onChange?: RegionChange<string, ZcyRegion>;
};

/**
 * The Zhengcaiyun region cascader (/api/communal/region/zcy/list, root '000000'). Without a value
 * it starts on the spec's default region and emits it once its labels are known.
 */
export const ZcyRegionCascader = ({
  level = 3,
  placeholder,
  value,
  onChange,
  ...rest
}: ZcyRegionCascaderProps) => {
  const { t } = useTranslation('communal');
  const rule = useMemo(() => ({ level, variant: 'zcy' as const }), [level]);
  const defaults = useMemo(() => DEFAULT_ZCY_CODES.slice(0, level), [level]);
  const usesDefault = value === undefined;
  const emittedDefault = useRef(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // Emit the default once, with its labels, so a form holds what the field shows.
  useEffect(() => {
    if (!usesDefault || emittedDefault.current) return;
    emittedDefault.current = true;
    (async () => {
      const labels: string[] = [];
      const regions: ZcyRegion[] = [];
      let parent = ZCY_REGION_ROOT;
      for (const code of defaults) {
        const found = (await regionLists.zcyList(parent)).find((r) => r.code === code);
        if (!found) return;
        labels.push(found.label);
        regions.push(found);
        parent = code;
      }
      onChangeRef.current?.(defaults, labels, regions);
    })().catch((error: unknown) => console.error('load default region failed', error));
  }, [usesDefault, defaults]);

  return (
    <LazyRegionCascader
      load={loadZcyRegions}
      rule={rule}
      value={usesDefault ? defaults : value}
      onChange={onChange}
      placeholder={placeholder ?? t('region.placeholder')}
      {...rest}
    />
  );
};
