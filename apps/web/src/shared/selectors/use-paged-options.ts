import { useCallback, useEffect, useRef, useState } from 'react';
import { type LatestSearchApi, useLatestSearch } from './use-latest-search';

export type OptionPage<T> = { data: T[]; total: number };

/** The pages loaded after the first one, for the keyword of the first. */
export type AppendedPages<T> = { page: number; items: T[]; loading: boolean };

/**
 * The "more" of a paged select, free of React so it can be unit tested: each `loadNext` appends the
 * next page; `reset` (a new first page: another search, a reload) drops the appended pages and any
 * answer still on its way. A failed page is logged and leaves the loaded ones.
 */
export class PageAppender<T> {
  private state: AppendedPages<T> = { page: 1, items: [], loading: false };
  private latest = 0;

  constructor(
    private readonly fetchPage: (keyword: string, current: number) => Promise<OptionPage<T>>,
    private readonly publish: (state: AppendedPages<T>) => void,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  get current(): AppendedPages<T> {
    return this.state;
  }

  reset(): void {
    this.latest += 1;
    this.set({ page: 1, items: [], loading: false });
  }

  async loadNext(keyword: string): Promise<void> {
    if (this.state.loading) return;
    this.latest += 1;
    const request = this.latest;
    const next = this.state.page + 1;
    this.set({ loading: true });
    try {
      const answer = await this.fetchPage(keyword, next);
      if (request === this.latest)
        this.set({ page: next, items: [...this.state.items, ...answer.data], loading: false });
    } catch (error) {
      if (request !== this.latest) return;
      this.onError(error);
      this.set({ loading: false });
    }
  }

  private set(next: Partial<AppendedPages<T>>): void {
    this.state = { ...this.state, ...next };
    this.publish(this.state);
  }
}

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

  const [more, setMore] = useState<AppendedPages<T>>({ page: 1, items: [], loading: false });
  const [appender] = useState(
    () =>
      new PageAppender<T>(
        (keyword, current) => fetchRef.current(keyword, current),
        setMore,
        (error) => console.error(failure, error),
      ),
  );

  // A new first page (a search, a reload) drops the pages appended to the previous one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: list.items is the trigger
  useEffect(() => appender.reset(), [appender, list.items]);

  const all = more.items.length ? [...list.items, ...more.items] : list.items;
  const hasMore = !list.loading && all.length < (totals.current.get(list.keyword) ?? 0);
  const { keyword } = list;
  const loadMore = useCallback(() => {
    if (hasMore) void appender.loadNext(keyword);
  }, [appender, hasMore, keyword]);

  return { ...list, all, hasMore, loadingMore: more.loading, loadMore };
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
