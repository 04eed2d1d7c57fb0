import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LatestSearch, type SearchState, withSelected } from './use-latest-search';

/** A fetch whose answers the test resolves or rejects by hand, in any order. */
const manualFetch = () => {
  const calls: { keyword: string; resolve: (items: string[]) => void; reject: (error: Error) => void }[] = [];
  const fetch = vi.fn(
    (keyword: string) =>
      new Promise<string[]>((resolve, reject) => {
        calls.push({ keyword, resolve, reject });
      }),
  );
  return { fetch, calls };
};

const setup = () => {
  const { fetch, calls } = manualFetch();
  const states: SearchState<string>[] = [];
  const onError = vi.fn();
  const search = new LatestSearch<string>(fetch, (state) => states.push(state), { delayMs: 800, onError });
  return { search, fetch, calls, states, onError };
};

/** Lets resolved promises run their continuations. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('LatestSearch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('debounces searches by 800 ms and sends only the last keyword', async () => {
    const { search, fetch } = setup();
    search.search('a');
    await vi.advanceTimersByTimeAsync(500);
    search.search('ab');
    await vi.advanceTimersByTimeAsync(799);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('ab');
  });

  it('marks the search as loading at once and applies the answer', async () => {
    const { search, calls } = setup();
    search.search('pen');
    expect(search.current).toEqual({ items: [], loading: true, keyword: 'pen' });
    await vi.advanceTimersByTimeAsync(800);
    calls[0].resolve(['pen 1']);
    await settle();
    expect(search.current).toEqual({ items: ['pen 1'], loading: false, keyword: 'pen' });
  });

  it('applies only the latest request when answers come back out of order', async () => {
    const { search, calls } = setup();
    void search.run('a');
    void search.run('b');
    calls[1].resolve(['b']);
    await settle();
    calls[0].resolve(['a']);
    await settle();
    expect(search.current.items).toEqual(['b']);
    expect(search.current.keyword).toBe('b');
  });

  it('drops an answer on its way as soon as a new search is typed', async () => {
    const { search, calls } = setup();
    void search.run('');
    search.search('x');
    calls[0].resolve(['everything']);
    await settle();
    expect(search.current.items).toEqual([]);
    expect(search.current.loading).toBe(true);
    await vi.advanceTimersByTimeAsync(800);
    calls[1].resolve(['x']);
    await settle();
    expect(search.current).toEqual({ items: ['x'], loading: false, keyword: 'x' });
  });

  it('runs at once, cancelling a pending debounced search (clearing reloads the list)', async () => {
    const { search, fetch } = setup();
    search.search('abc');
    void search.run('');
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('');
  });

  it('sets the list to empty on a failure of the latest request and reports it', async () => {
    const { search, calls, onError } = setup();
    void search.run('');
    calls[0].resolve(['a', 'b']);
    await settle();
    void search.run('c');
    const error = new Error('down');
    calls[1].reject(error);
    await settle();
    expect(search.current).toEqual({ items: [], loading: false, keyword: 'c' });
    expect(onError).toHaveBeenCalledWith(error, 'c');
  });

  it('ignores the failure of a superseded request', async () => {
    const { search, calls, onError } = setup();
    void search.run('a');
    void search.run('b');
    calls[1].resolve(['b']);
    calls[0].reject(new Error('late'));
    await settle();
    expect(search.current.items).toEqual(['b']);
    expect(onError).not.toHaveBeenCalled();
  });

  it('cancel drops the pending search and answer and stops loading', async () => {
    const { search, fetch, calls } = setup();
    void search.run('a');
    search.cancel();
    expect(search.current.loading).toBe(false);
    calls[0].resolve(['a']);
    search.search('b');
    search.cancel();
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(search.current.items).toEqual([]);
  });

  it('publishes every state change', async () => {
    const { search, calls, states } = setup();
    void search.run('');
    calls[0].resolve(['a']);
    await settle();
    expect(states).toEqual([
      { items: [], loading: true, keyword: '' },
      { items: ['a'], loading: false, keyword: '' },
    ]);
  });
});

describe('withSelected', () => {
  const idOf = (item: { id: number }) => item.id;
  const list = [{ id: 1 }, { id: 2 }];

  it('keeps the list when nothing is selected or the selection is in it', () => {
    expect(withSelected(list, undefined, idOf)).toBe(list);
    expect(withSelected(list, { id: 2 }, idOf)).toBe(list);
  });

  it('puts a selection missing from the list in front', () => {
    expect(withSelected(list, { id: 9 }, idOf)).toEqual([{ id: 9 }, { id: 1 }, { id: 2 }]);
  });
});
