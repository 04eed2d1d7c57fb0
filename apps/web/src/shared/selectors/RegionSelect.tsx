import { Flex, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REGION_ROOT, type Region, regionLists } from './use-regions';

export type RegionSelectProps = {
  /** Province, city and district ids (a prefix while incomplete). */
  value?: number[];
  /** Emitted on every change with the ids and names chosen so far; clearing a level clears the ones below. */
  onChange?: (ids: number[], names: string[], regions: Region[]) => void;
  disabled?: boolean;
  id?: string;
};

/** One select's options: the children of `parentId`, once loaded. */
type Level = { parentId: number | undefined; regions: Region[]; loading: boolean };

const LEVEL_KEYS = ['province', 'city', 'district'] as const;
const LEVEL_COUNT = LEVEL_KEYS.length;
const emptyLevel: Level = { parentId: undefined, regions: [], loading: false };

/**
 * The three-level province / city / district select (spec section 2): choosing a province loads its
 * cities and clears city and district; choosing a city loads its districts and clears the district.
 * Only the latest load of a level counts; failures are only logged (spec section 8).
 */
export const RegionSelect = ({ value, onChange, disabled, id }: RegionSelectProps) => {
  const { t } = useTranslation('communal');
  const [levels, setLevels] = useState<Level[]>([emptyLevel, emptyLevel, emptyLevel]);
  const requestIds = useRef([0, 0, 0]);
  const ids = value ?? [];
  const parents = [REGION_ROOT, ids[0], ids[1]];

  const setLevel = (index: number, level: Level) =>
    setLevels((current) => current.map((l, i) => (i === index ? level : l)));

  // Each level follows its parent: the root, the chosen province, the chosen city.
  const parentKey = parents.join('/');
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads follow the parent ids only
  useEffect(() => {
    parents.forEach((parentId, index) => {
      if (levels[index].parentId === parentId && parentId !== undefined) return;
      const request = ++requestIds.current[index];
      if (parentId === undefined) {
        setLevel(index, emptyLevel);
        return;
      }
      setLevel(index, { parentId, regions: [], loading: true });
      regionLists.list(parentId, LEVEL_COUNT).then(
        (regions) => {
          if (request === requestIds.current[index]) setLevel(index, { parentId, regions, loading: false });
        },
        (error: unknown) => {
          console.error(`load level ${index + 1} failed`, error);
          if (request === requestIds.current[index])
            setLevel(index, { parentId, regions: [], loading: false });
        },
      );
    });
  }, [parentKey]);

  const choose = (index: number, regionId: number | undefined) => {
    const nextIds = regionId === undefined ? ids.slice(0, index) : [...ids.slice(0, index), regionId];
    const regions = nextIds
      .map((chosen, i) => levels[i].regions.find((r) => r.id === chosen))
      .filter((r): r is Region => Boolean(r));
    onChange?.(
      nextIds,
      regions.map((r) => r.name),
      regions,
    );
  };

  const placeholders = [t('region.province'), t('region.city'), t('region.district')];

  return (
    <Flex gap={8} id={id}>
      {levels.map((level, index) => {
        // A dead end (no children under the chosen parent) has no further level to choose.
        const deadEnd =
          index > 0 && level.parentId !== undefined && !level.loading && level.regions.length === 0;
        if (deadEnd) return null;
        return (
          <Select<number>
            key={LEVEL_KEYS[index]}
            style={{ flex: 1, minWidth: 120 }}
            placeholder={placeholders[index]}
            value={ids[index]}
            options={level.regions.map((r) => ({ value: r.id, label: r.name }))}
            loading={level.loading}
            disabled={disabled || level.parentId === undefined}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            onChange={(regionId) => choose(index, regionId)}
          />
        );
      })}
    </Flex>
  );
};
