import { Flex, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_ROOT, type CategoryNode, categoryOptions } from './use-catalog-options';

export type CategorySelectProps = {
  /**
   * Level 1, 2 and 3 ids (a prefix while incomplete), or the level-3 id alone (its path is then
   * loaded), so a `Form.Item` may hold either the emitted id or, with `getValueFromEvent`, the ids.
   */
  value?: number[] | number;
  /**
   * Emitted when level 3 is chosen: its id, its node and the three ids. When a complete selection
   * is broken (a higher level changed or cleared), emitted once with `undefined` and the ids left.
   */
  onChange?: (id: number | undefined, node: CategoryNode | undefined, ids: number[]) => void;
  disabled?: boolean;
  id?: string;
};

/** One select's options: the children of `parentId`, once loaded. */
type Level = { parentId: number | undefined; nodes: CategoryNode[]; loading: boolean };

const LEVEL_KEYS = ['level1', 'level2', 'level3'] as const;
const LEVEL_COUNT = LEVEL_KEYS.length;
const FAILURES = ['load category failed', 'load level 2 failed', 'load level 3 failed'];
const emptyLevel: Level = { parentId: undefined, nodes: [], loading: false };

/**
 * The three-level category select (spec section 4): choosing level 1 loads level 2 and clears
 * level 3; choosing level 2 loads level 3; choosing level 3 emits its id, node and the three ids.
 * A full `value` loads all three levels. Only the latest load of a level counts; failures are only
 * logged (spec section 8).
 */
export const CategorySelect = ({ value, onChange, disabled, id }: CategorySelectProps) => {
  const { t } = useTranslation('selectors');
  const [levels, setLevels] = useState<Level[]>([emptyLevel, emptyLevel, emptyLevel]);
  const [ids, setIds] = useState<number[]>(Array.isArray(value) ? value : []);
  const requestIds = useRef([0, 0, 0]);
  const requestedParents = useRef<(number | undefined)[]>([]);
  const pathRequest = useRef(0);
  // Keys of what was last emitted: a value coming back from the parent is no change from outside.
  const echoes = useRef<string[]>([]);

  // A value set from outside replaces the choice in progress.
  const valueKey = JSON.stringify(value ?? null);
  useEffect(() => {
    if (echoes.current.includes(valueKey)) return;
    echoes.current = [];
    const given = JSON.parse(valueKey) as number[] | number | null;
    const request = ++pathRequest.current;
    if (typeof given !== 'number') {
      setIds(given ?? []);
      return;
    }
    categoryOptions.path(given).then(
      (path) => {
        if (request === pathRequest.current) setIds(path.ids);
      },
      (error: unknown) => console.error('load category failed', error),
    );
  }, [valueKey]);

  // Each level follows its parent: the root, the chosen level 1, the chosen level 2.
  const [first, second] = ids;
  useEffect(() => {
    const setLevel = (index: number, level: Level) =>
      setLevels((current) => current.map((l, i) => (i === index ? level : l)));
    [CATEGORY_ROOT, first, second].forEach((parentId, index) => {
      if (requestedParents.current[index] === parentId && parentId !== undefined) return;
      requestedParents.current[index] = parentId;
      const request = ++requestIds.current[index];
      if (parentId === undefined) {
        setLevel(index, emptyLevel);
        return;
      }
      setLevel(index, { parentId, nodes: [], loading: true });
      categoryOptions.children(parentId).then(
        (nodes) => {
          if (request === requestIds.current[index]) setLevel(index, { parentId, nodes, loading: false });
        },
        (error: unknown) => {
          console.error(FAILURES[index], error);
          if (request === requestIds.current[index]) setLevel(index, { parentId, nodes: [], loading: false });
        },
      );
    });
  }, [first, second]);

  const choose = (index: number, nodeId: number | undefined) => {
    const next = nodeId === undefined ? ids.slice(0, index) : [...ids.slice(0, index), nodeId];
    const wasComplete = ids.length === LEVEL_COUNT;
    pathRequest.current += 1;
    setIds(next);
    const emit = (leafId: number | undefined) => {
      echoes.current = [JSON.stringify(leafId ?? null), JSON.stringify(next)];
      onChange?.(
        leafId,
        levels[LEVEL_COUNT - 1].nodes.find((n) => n.id === leafId),
        next,
      );
    };
    if (next.length === LEVEL_COUNT) emit(nodeId);
    else if (wasComplete) emit(undefined);
  };

  return (
    <Flex gap={8} id={id}>
      {levels.map((level, index) => (
        <Select<number>
          key={LEVEL_KEYS[index]}
          style={{ flex: 1, minWidth: 140 }}
          placeholder={t(`category.${LEVEL_KEYS[index]}`)}
          aria-label={t(`category.${LEVEL_KEYS[index]}`)}
          // Shown once its label is known, never as a bare id.
          value={level.nodes.some((n) => n.id === ids[index]) ? ids[index] : undefined}
          options={level.nodes.map((n) => ({ value: n.id, label: n.name }))}
          loading={level.loading}
          disabled={disabled || level.parentId === undefined}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(nodeId) => choose(index, nodeId)}
        />
      ))}
    </Flex>
  );
};
