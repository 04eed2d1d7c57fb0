import { Cascader } from 'antd';
import type { CSSProperties } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  isRegionPathClosed,
  isRegionSelectionFinal,
  type RegionPathNode,
  type RegionRule,
} from './region-rules';

/** A region as the cascader needs it, whatever list it came from. */
export type LazyRegion<K extends string | number, R> = {
  key: K;
  name: string;
  isZxs: boolean;
  isLeaf: boolean;
  raw: R;
};

/** Loads the children of `parent` (null: the roots). */
export type RegionLoader<K extends string | number, R> = (
  parent: LazyRegion<K, R> | null,
) => Promise<LazyRegion<K, R>[]>;

type RegionOption<K extends string | number, R> = {
  value: K;
  label: string;
  isLeaf: boolean;
  region: LazyRegion<K, R>;
  children?: RegionOption<K, R>[];
  /** Children were loaded (possibly none); false after a failed load, which is retried on expand. */
  loaded?: boolean;
};

export type RegionChange<K, R> = (keys: K[], names: string[], regions: R[]) => void;

export type LazyRegionCascaderProps<K extends string | number, R> = {
  load: RegionLoader<K, R>;
  rule: RegionRule;
  value?: K[];
  onChange?: RegionChange<K, R>;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  id?: string;
};

const pathNodeOf = <K extends string | number, R>(option: RegionOption<K, R>): RegionPathNode => ({
  isZxs: option.region.isZxs,
  isLeaf: option.region.isLeaf,
  childCount: option.loaded ? (option.children?.length ?? 0) : undefined,
});

const toOptions = <K extends string | number, R>(
  regions: LazyRegion<K, R>[],
  parents: RegionOption<K, R>[],
  rule: RegionRule,
): RegionOption<K, R>[] =>
  regions.map((region) => {
    const option: RegionOption<K, R> = { value: region.key, label: region.name, isLeaf: false, region };
    option.isLeaf = isRegionPathClosed([...parents, option].map(pathNodeOf), rule);
    return option;
  });

/** The options of `keys` as far as they are loaded. */
const pathOf = <K extends string | number, R>(roots: RegionOption<K, R>[], keys: readonly K[]) => {
  const path: RegionOption<K, R>[] = [];
  let level = roots;
  for (const key of keys) {
    const option = level.find((o) => o.value === key);
    if (!option) break;
    path.push(option);
    level = option.children ?? [];
  }
  return path;
};

/**
 * The lazy region cascader (spec sections 4 and 5): children are loaded on expand; a selection is
 * emitted only when `isRegionSelectionFinal` says so (configured level, dead end, municipality one
 * level earlier, Jw's 1-2 level selections). Load failures are only logged.
 */
export const LazyRegionCascader = <K extends string | number, R>({
  load,
  rule,
  value,
  onChange,
  placeholder,
  disabled,
  allowClear = true,
  style,
  id,
}: LazyRegionCascaderProps<K, R>) => {
  const [options, setOptions] = useState<RegionOption<K, R>[]>([]);
  const [picked, setPicked] = useState<K[]>(value ?? []);
  const [open, setOpen] = useState(false);
  const rootsRef = useRef<RegionOption<K, R>[]>([]);
  // The last emitted (or given) keys: what the field shows when the popup closes half-way.
  const committedRef = useRef<K[]>(value ?? []);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const publish = useCallback(() => setOptions([...rootsRef.current]), []);

  /** Loads an option's children (once); false when the load failed. */
  const loadChildren = useCallback(
    async (path: RegionOption<K, R>[]): Promise<boolean> => {
      const parent = path[path.length - 1];
      if (parent.loaded) return true;
      const level = path.length + 1;
      try {
        const children = await load(parent.region);
        parent.children = toOptions(children, path, rule);
        parent.loaded = true;
        if (children.length === 0) parent.isLeaf = true;
        return true;
      } catch (error) {
        console.error(`load level ${level} failed`, error);
        // An empty list ends antd's spinner; `loaded` stays false so the next expand retries.
        parent.children = [];
        return false;
      } finally {
        publish();
      }
    },
    [load, rule, publish],
  );

  // The roots, once.
  useEffect(() => {
    let alive = true;
    load(null).then(
      (regions) => {
        if (!alive) return;
        rootsRef.current = toOptions(regions, [], rule);
        publish();
      },
      (error: unknown) => console.error('load level 1 failed', error),
    );
    return () => {
      alive = false;
    };
  }, [load, rule, publish]);

  // A value set from outside: show it, and load its path so the labels can be shown.
  const valueKey = JSON.stringify(value ?? []);
  useEffect(() => {
    const keys = JSON.parse(valueKey) as K[];
    committedRef.current = keys;
    setPicked(keys);
  }, [valueKey]);
  useEffect(() => {
    const keys = JSON.parse(valueKey) as K[];
    if (options.length === 0 || keys.length < 2) return;
    const path = pathOf(rootsRef.current, keys);
    const next = path.find((option, i) => i < keys.length - 1 && !option.loaded);
    if (next) void loadChildren(path.slice(0, path.indexOf(next) + 1));
  }, [valueKey, options, loadChildren]);

  const emit = (path: RegionOption<K, R>[]) => {
    committedRef.current = path.map((o) => o.value);
    setPicked(committedRef.current);
    setOpen(false);
    onChangeRef.current?.(
      path.map((o) => o.value),
      path.map((o) => o.label),
      path.map((o) => o.region.raw),
    );
  };

  const onSelect = (keys: K[] | undefined, selected: RegionOption<K, R>[] | undefined) => {
    if (!keys || keys.length === 0 || !selected) {
      committedRef.current = [];
      setPicked([]);
      onChangeRef.current?.([], [], []);
      return;
    }
    setPicked(keys);
    if (isRegionSelectionFinal(selected.map(pathNodeOf), rule)) emit(selected);
  };

  const loadData = (selected: RegionOption<K, R>[]) => {
    void loadChildren(selected).then((ok) => {
      // A dead end (no children) is a final selection (spec section 4).
      const last = selected[selected.length - 1];
      if (ok && last.children?.length === 0) emit(selected);
    });
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // Closed without a final selection: show the emitted value again.
    if (!next) setPicked(committedRef.current);
  };

  return (
    <Cascader<RegionOption<K, R>>
      id={id}
      options={options}
      value={picked as never}
      loadData={loadData}
      changeOnSelect
      open={open}
      onOpenChange={onOpenChange}
      onChange={(keys, selected) =>
        onSelect(keys as K[] | undefined, selected as RegionOption<K, R>[] | undefined)
      }
      placeholder={placeholder}
      disabled={disabled}
      allowClear={allowClear}
      style={style}
    />
  );
};
