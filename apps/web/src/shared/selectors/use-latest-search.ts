import { DEBOUNCE_MS } from '@portal/shared/constants';
import { useCallback, useEffect, useRef, useState } from 'react';

/** What a searchable select shows: the applied answer, whether one is on its way, and its keyword. */
export type SearchState<T> = { items: T[]; loading: boolean; keyword: string };

export type SearchFetch<T> = (keyword: string) => Promise<T[]>;

export type LatestSearchOptions = {
  /** Debounce of `search` (spec section 9: 800 ms). */
  delayMs?: number;
  /** Called for a failed load of the latest request (its list is then set to empty). */
  onError?: (error: unknown, keyword: string) => void;
};

/**
 * The searchable selectors' rule (spec sections 4 and 8): searches are debounced, only the latest
 * request's answer is applied (a new search drops any answer still on its way, even before its own
 * request starts), and a failed load sets the list to empty. Free of React so it can be unit tested.
 */
export class LatestSearch<T> {
  private state: SearchState<T> = { items: [], loading: false, keyword: '' };
  private timer: ReturnType<typeof setTimeout> | undefined;
  private latest = 0;

  constructor(
    private readonly fetch: SearchFetch<T>,
    private readonly publish: (state: SearchState<T>) => void,
    private readonly options: LatestSearchOptions = {},
  ) {}

  get current(): SearchState<T> {
    return this.state;
  }

  /** Searches `delayMs` after the last call; until then the current items stay, marked as loading. */
  search(keyword: string): void {
    this.drop();
    this.set({ keyword, loading: true });
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.run(keyword);
    }, this.options.delayMs ?? DEBOUNCE_MS);
  }

  /** Loads at once (first load, clearing), dropping any pending search and answer. */
  async run(keyword: string): Promise<void> {
    this.drop();
    const request = this.latest;
    this.set({ keyword, loading: true });
    try {
      const items = await this.fetch(keyword);
      if (request === this.latest) this.set({ items, loading: false });
    } catch (error) {
      if (request !== this.latest) return;
      this.options.onError?.(error, keyword);
      this.set({ items: [], loading: false });
    }
  }

  /** Drops any pending search and answer (unmount, or a search the caller no longer wants). */
  cancel(): void {
    this.drop();
    if (this.state.loading) this.set({ loading: false });
  }

  private drop(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.latest += 1;
  }

  private set(next: Partial<SearchState<T>>): void {
    this.state = { ...this.state, ...next };
    this.publish(this.state);
  }
}

/** `items` with `selected` in front when it is not among them: a chosen option stays displayable. */
export const withSelected = <T>(items: T[], selected: T | undefined, idOf: (item: T) => number): T[] => {
  if (selected === undefined) return items;
  const id = idOf(selected);
  return items.some((item) => idOf(item) === id) ? items : [selected, ...items];
};

export type LatestSearchApi<T> = SearchState<T> & {
  /** Debounced search (800 ms). */
  search: (keyword: string) => void;
  /** Immediate load, e.g. the first list or the list after clearing. */
  reload: (keyword?: string) => void;
  /** After a search, loads the unsearched list again (a choice made, or the dropdown closed). */
  reset: () => void;
  cancel: () => void;
};

/**
 * React binding of `LatestSearch` for the channel, brand and category-search selectors. `fetch` may
 * change between renders (the latest one is used); `failure` is logged with the error.
 */
export const useLatestSearch = <T>(fetch: SearchFetch<T>, failure: string): LatestSearchApi<T> => {
  const fetchRef = useRef(fetch);
  fetchRef.current = fetch;
  const [state, setState] = useState<SearchState<T>>({ items: [], loading: false, keyword: '' });
  const [engine] = useState(
    () =>
      new LatestSearch<T>((keyword) => fetchRef.current(keyword), setState, {
        onError: (error) => console.error(failure, error),
      }),
  );
  useEffect(() => () => engine.cancel(), [engine]);

  const search = useCallback((keyword: string) => engine.search(keyword), [engine]);
  const reload = useCallback((keyword = '') => void engine.run(keyword), [engine]);
  const reset = useCallback(() => {
    if (engine.current.keyword) void engine.run('');
  }, [engine]);
  const cancel = useCallback(() => engine.cancel(), [engine]);
  return { ...state, search, reload, reset, cancel };
};
