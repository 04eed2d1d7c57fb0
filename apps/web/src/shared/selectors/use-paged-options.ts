import { useCallback, useEffect, useRef, useState } from 'react';
import { type LatestSearchApi, useLatestSearch } from './use-latest-search';

export type OptionPage<T> = { data: T[]; total: number };

export type PagedOptions<T> = LatestSearchApi<T> & {
  /** The first page and every page loaded after it, for the current keyword. */
  all: T[];
  /** More rows exist than are loaded. */
  hasMore: boolean;
  loadingMore: boolean;
  /** Loads the next page (the dropdown scrolled to its end, or the "more" option). */
  loadMore: () => void;
};

/**
 * A searchable select over a paged list (the supplier and referrer selects: 10 at a time, spec
 * section 9). The first page follows the selectors' rule (debounced 800 ms, only the latest request
 * counts, a failed load empties the list); further pages are appended while the keyword stays.
 */
export const usePagedOptions = <T>(
  fetchPage: (keyword: string, current: number) => Promise<OptionPage<T>>,
  failure: string,
): PagedOptions<T> => {
  const totals = useRef(new Map<string, number>());
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const list = useLatestSearch<T>(async (keyword) => {
    const answer = await fetchRef.current(keyword, 1);
    totals.current.set(keyword, answer.total);
    return answer.data;
  }, failure);

  const [more, setMore] = useState<{ page: number; items: T[] }>({ page: 1, items: [] });
  const [loadingMore, setLoadingMore] = useState(false);
  const moreRequest = useRef(0);

  // A new first page (a search, a reload) drops the pages appended to the previous one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: list.items is the trigger
  useEffect(() => {
    moreRequest.current += 1;
    setMore({ page: 1, items: [] });
    setLoadingMore(false);
  }, [list.items]);

  const all = more.items.length ? [...list.items, ...more.items] : list.items;
  const total = totals.current.get(list.keyword) ?? 0;
  const hasMore = !list.loading && all.length < total;

  const { keyword } = list;
  const loadMore = useCallback(() => {
    if (!hasMore || loadingMore) return;
    const request = ++moreRequest.current;
    const next = more.page + 1;
    setLoadingMore(true);
    fetchRef.current(keyword, next).then(
      (answer) => {
        if (request !== moreRequest.current) return;
        setMore((current) => ({ page: next, items: [...current.items, ...answer.data] }));
        setLoadingMore(false);
      },
      (error) => {
        if (request !== moreRequest.current) return;
        console.error(failure, error);
        setLoadingMore(false);
      },
    );
  }, [hasMore, loadingMore, more.page, keyword, failure]);

  return { ...list, all, hasMore, loadingMore, loadMore };
};

/**
 * The chosen option of a select whose list may not hold it (another page, another search): looked up
 * by id once, so the select shows its name rather than the bare id.
 */
export const useChosenOption = <T>(
  id: number | undefined,
  loaded: readonly T[],
  idOf: (item: T) => number,
  fetchById: (id: number) => Promise<T | undefined>,
): T | undefined => {
  const [chosen, setChosen] = useState<T>();
  const inList = id === undefined ? undefined : loaded.find((item) => idOf(item) === id);
  const known = chosen !== undefined && id !== undefined && idOf(chosen) === id;
  const fetchRef = useRef(fetchById);
  fetchRef.current = fetchById;

  useEffect(() => {
    if (inList) setChosen(inList);
  }, [inList]);

  useEffect(() => {
    if (id === undefined || inList || known) return;
    let current = true;
    fetchRef.current(id).then(
      (item) => {
        if (current && item) setChosen(item);
      },
      (error) => console.error('load chosen option failed', error),
    );
    return () => {
      current = false;
    };
  }, [id, inList, known]);

  return id === undefined ? undefined : (inList ?? (known ? chosen : undefined));
};
