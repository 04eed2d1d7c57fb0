import { Flex, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REGION_ROOT, type Region, regionApi } from './region.api';

export type RegionSelectProps = {
  /** Province, city and district ids (a prefix while incomplete). */
  value?: number[];
  /** Emitted on every change with the ids and names chosen so far; clearing a level clears the ones below. */
  onChange?: (ids: number[], names: string[], regions: Region[]) => void;
  disabled?: boolean;
  id?: string;
};

const LEVELS = [1, 2, 3] as const;

/**
 * The three-level province / city / district select (spec section 2): choosing a province loads its
 * cities and clears city and district; choosing a city loads its districts and clears the district.
 * Only the latest load of a level counts; failures are only logged.
 */
export const RegionSelect = ({ value, onChange, disabled, id }: RegionSelectProps) => {
  const { t } = useTranslation('communal');
  const [lists, setLists] = useState<Region[][]>([[], [], []]);
  const [loading, setLoading] = useState<boolean[]>([false, false, false]);
  const requestIds = useRef([0, 0, 0]);
  const ids = value ?? [];

  const load = async (index: number, parentId: number): Promise<Region[]> => {
    const request = ++requestIds.current[index];
    setLoading((l) => l.map((v, i) => (i === index ? true : v)));
    try {
      const regions = await regionApi.list(parentId, LEVELS.length);
      if (request === requestIds.current[index])
        setLists((l) => l.map((v, i) => (i === index ? regions : v)));
      return regions;
    } catch (error) {
      console.error(`load level ${index + 1} failed`, error);
      return [];
    } finally {
      if (request === requestIds.current[index])
        setLoading((l) => l.map((v, i) => (i === index ? false : v)));
    }
  };

  const clearFrom = (index: number) => {
    for (let i = index; i < 3; i += 1) requestIds.current[i] += 1;
    setLists((l) => l.map((v, i) => (i >= index ? [] : v)));
  };

  // Provinces once; cities and districts of a value set from outside.
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads follow the ids only
  useEffect(() => {
    void load(0, REGION_ROOT);
  }, []);
  const [provinceId, cityId] = ids;
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads follow the ids only
  useEffect(() => {
    if (provinceId) void load(1, provinceId);
    else clearFrom(1);
  }, [provinceId]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads follow the ids only
  useEffect(() => {
    if (cityId) void load(2, cityId);
    else clearFrom(2);
  }, [cityId]);

  const choose = (index: number, regionId: number | undefined) => {
    const nextIds = regionId === undefined ? ids.slice(0, index) : [...ids.slice(0, index), regionId];
    const regions = nextIds
      .map((regionIdAt, i) => lists[i].find((r) => r.id === regionIdAt))
      .filter((r): r is Region => Boolean(r));
    if (index < 2) clearFrom(index + 1);
    onChange?.(
      nextIds,
      regions.map((r) => r.name),
      regions,
    );
  };

  const placeholders = [t('region.province'), t('region.city'), t('region.district')];

  return (
    <Flex gap={8} id={id}>
      {LEVELS.map((level, index) => {
        // A municipality or a dead end has no further level to choose.
        const hidden = index > 0 && ids.length >= index && !loading[index] && lists[index].length === 0;
        if (hidden && ids[index - 1]) return null;
        return (
          <Select<number>
            key={level}
            style={{ flex: 1, minWidth: 120 }}
            placeholder={placeholders[index]}
            value={ids[index]}
            options={lists[index].map((r) => ({ value: r.id, label: r.name }))}
            loading={loading[index]}
            disabled={disabled || (index > 0 && !ids[index - 1])}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            onChange={(regionId) => choose(index, regionId)}
          />
        );
      })}
    </Flex>
  );
};
