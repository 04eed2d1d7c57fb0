import { Cascader, Spin } from 'antd';
import type { CSSProperties } from 'react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_ROOT, type CategoryNode, type CategoryPath, categoryOptions } from './use-catalog-options';
import { useLatestSearch } from './use-latest-search';

export type CategoryCascaderProps = {
  /** Level 1, 2 and 3 ids. */
  value?: number[];
  /** Emitted with the three ids and names of a chosen leaf; clearing emits empty lists. */
  onChange?: (ids: number[], names: string[]) => void;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  id?: string;
};

type CategoryOption = {
  value: number;
  label: string;
  isLeaf: boolean;
  disabled?: boolean;
  children?: CategoryOption[];
  /** Children were loaded (possibly none); false after a failed load, which is retried on expand. */
  loaded?: boolean;
};

const toOptions = (nodes: CategoryNode[]): CategoryOption[] =>
  nodes.map((node) => ({ value: node.id, label: node.name, isLeaf: node.isLeaf }));

/** The search answer as a tree whose leaf paths the cascader lists ('办公用品 / 书写工具 / 签字笔'). */
const searchTree = (paths: CategoryPath[]): CategoryOption[] => {
  const roots: CategoryOption[] = [];
  for (const path of paths) {
    let level = roots;
    path.ids.forEach((id, i) => {
      const leaf = i === path.ids.length - 1;
      let option = level.find((o) => o.value === id);
      if (!option) {
        option = {
          value: id,
          label: path.names[i] ?? String(id),
          isLeaf: leaf,
          children: leaf ? undefined : [],
        };
        level.push(option);
      }
      level = option.children ?? [];
    });
  }
  return roots;
};

/** Hides answers of an earlier keyword while the new search is on its way (the server's own match). */
const matchesPath = (input: string, path: CategoryOption[]) =>
  path
    .map((o) => o.label)
    .join('/')
    .toLowerCase()
    .includes(input.trim().toLowerCase());

/**
 * The category cascader with search (spec sections 2, 4 and 8): the platform tree loads children on
 * expand; typing searches the leaves (debounced 800 ms, only the latest request counts) and lists
 * their paths. A given value shows its path's names. Load failures are only logged.
 */
export const CategoryCascader = ({
  value,
  onChange,
  placeholder,
  disabled,
  allowClear = true,
  style,
  id,
}: CategoryCascaderProps) => {
  const { t } = useTranslation('selectors');
  const [tree, setTree] = useState<CategoryOption[]>([]);
  const rootsRef = useRef<CategoryOption[]>([]);
  const [picked, setPicked] = useState<number[]>(value ?? []);
  // Names of the picked path, keyed by its ids: the field's label even where the tree is not loaded.
  const [shown, setShown] = useState({ key: '[]', names: [] as string[] });
  const shownKeyRef = useRef(shown.key);
  const pathRequest = useRef(0);
  const [open, setOpen] = useState(false);
  // The search text as typed; the search itself is debounced and only its latest answer applies.
  const [text, setText] = useState('');
  const found = useLatestSearch<CategoryPath>(categoryOptions.search, 'search category failed');
  const foundTree = useMemo(() => searchTree(found.items), [found.items]);

  const publish = useCallback(() => setTree([...rootsRef.current]), []);
  const show = (ids: number[], names: string[]) => {
    pathRequest.current += 1;
    shownKeyRef.current = JSON.stringify(ids);
    setShown({ key: shownKeyRef.current, names });
  };

  useEffect(() => {
    categoryOptions.children(CATEGORY_ROOT).then(
      (nodes) => {
        rootsRef.current = toOptions(nodes);
        publish();
      },
      (error: unknown) => console.error('load category failed', error),
    );
  }, [publish]);

  // A value set from outside: show it, with its names from category/path when not known yet.
  const valueKey = JSON.stringify(value ?? []);
  useEffect(() => {
    const ids = JSON.parse(valueKey) as number[];
    setPicked(ids);
    const request = ++pathRequest.current;
    if (ids.length === 0 || shownKeyRef.current === valueKey) return;
    categoryOptions.path(ids[ids.length - 1]).then(
      (path) => {
        if (request === pathRequest.current) {
          shownKeyRef.current = valueKey;
          setShown({ key: valueKey, names: path.names });
        }
      },
      (error: unknown) => console.error('load category failed', error),
    );
  }, [valueKey]);

  const loadData = (selected: CategoryOption[]) => {
    const parent = selected[selected.length - 1];
    if (parent.loaded) return;
    categoryOptions
      .children(parent.value)
      .then(
        (nodes) => {
          parent.children = toOptions(nodes);
          parent.loaded = true;
          // A category without children takes no goods: a dead end, not a choice.
          if (nodes.length === 0) parent.disabled = true;
        },
        (error: unknown) => {
          console.error(`load level ${selected.length + 1} failed`, error);
          // An empty list ends antd's spinner; `loaded` stays unset so the next expand retries.
          parent.children = [];
        },
      )
      .finally(publish);
  };

  const onSearch = (input: string) => {
    setText(input);
    if (input.trim()) found.search(input.trim());
    else found.cancel();
  };

  // The cascader clears its search text on pick and on blur without telling: follow it.
  const endSearch = () => {
    setText('');
    found.cancel();
  };

  const onPick = (ids: number[] | undefined, selected: CategoryOption[] | undefined) => {
    endSearch();
    const names = selected?.map((o) => o.label) ?? [];
    const next = ids && names.length === ids.length ? ids : [];
    setPicked(next);
    show(next, next.length ? names : []);
    onChange?.(next, next.length ? names : []);
  };

  // The path's names; tree labels when all loaded; never bare ids while category/path is on its way.
  const displayRender = (labels: string[], options?: (CategoryOption | undefined)[]) => {
    if (shown.key === JSON.stringify(picked)) return shown.names.join(' / ');
    return options?.every(Boolean) ? labels.join(' / ') : '';
  };

  const searching = text.trim() !== '';
  const notFound = searching ? t('category.notFound') : t('category.empty');
  return (
    <Cascader<CategoryOption>
      id={id}
      options={searching ? foundTree : tree}
      value={picked}
      loadData={loadData}
      showSearch={{ onSearch, filter: matchesPath, limit: 50 }}
      notFoundContent={searching && found.loading ? <Spin size="small" /> : notFound}
      displayRender={displayRender}
      onChange={(ids, selected) => onPick(ids, selected)}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) endSearch();
      }}
      placeholder={
        open && picked.length === 0 ? t('category.search') : (placeholder ?? t('category.placeholder'))
      }
      disabled={disabled}
      allowClear={allowClear}
      style={style}
    />
  );
};
