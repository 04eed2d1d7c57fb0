import { describe, expect, it, vi } from 'vitest';
import { type AppendedPages, type OptionPage, PageAppender } from './use-paged-options';

/** A page fetch the test answers by hand, in any order. */
const manualPages = () => {
  const calls: {
    keyword: string;
    current: number;
    resolve: (page: OptionPage<string>) => void;
    reject: (e: Error) => void;
  }[] = [];
  const fetchPage = vi.fn(
    (keyword: string, current: number) =>
      new Promise<OptionPage<string>>((resolve, reject) => {
        calls.push({ keyword, current, resolve, reject });
      }),
  );
  return { fetchPage, calls };
};

const setup = () => {
  const { fetchPage, calls } = manualPages();
  const states: AppendedPages<string>[] = [];
  const onError = vi.fn();
  const appender = new PageAppender<string>(fetchPage, (state) => states.push(state), onError);
  return { appender, calls, onError, states };
};

describe('PageAppender (the "more" of the supplier and referrer selects)', () => {
  it('appends page 2, then page 3, for the keyword asked', async () => {
    const { appender, calls } = setup();
    const second = appender.loadNext('晨光');
    expect(calls[0]).toMatchObject({ keyword: '晨光', current: 2 });
    calls[0].resolve({ data: ['b1', 'b2'], total: 23 });
    await second;
    const third = appender.loadNext('晨光');
    expect(calls[1]).toMatchObject({ current: 3 });
    calls[1].resolve({ data: ['c1'], total: 23 });
    await third;
    expect(appender.current).toEqual({ page: 3, items: ['b1', 'b2', 'c1'], loading: false });
  });

  it('asks once while a page is on its way', async () => {
    const { appender, calls } = setup();
    const first = appender.loadNext('');
    void appender.loadNext('');
    expect(calls).toHaveLength(1);
    calls[0].resolve({ data: ['x'], total: 30 });
    await first;
  });

  it('drops a page that arrives after a new search', async () => {
    const { appender, calls } = setup();
    const late = appender.loadNext('旧');
    appender.reset();
    calls[0].resolve({ data: ['stale'], total: 30 });
    await late;
    expect(appender.current).toEqual({ page: 1, items: [], loading: false });
  });

  it('keeps the loaded pages when the next one fails, and may try again', async () => {
    const { appender, calls, onError } = setup();
    const ok = appender.loadNext('');
    calls[0].resolve({ data: ['b'], total: 30 });
    await ok;
    const failed = appender.loadNext('');
    calls[1].reject(new Error('network'));
    await failed;
    expect(onError).toHaveBeenCalledOnce();
    expect(appender.current).toEqual({ page: 2, items: ['b'], loading: false });
    void appender.loadNext('');
    expect(calls[2]).toMatchObject({ current: 3 });
  });
});
