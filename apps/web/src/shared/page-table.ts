import { ApiError } from './http';

/** The paging fields every list sends (DESIGN.md section 3). */
export type PageParams = {
  current: number;
  size: number;
  sortBy?: string;
  sortType?: 'asc' | 'desc';
};

/** A list query's filters: its fields without the paging ones, each optional (what a search form gives). */
export type ListFilter<Q> = Partial<Omit<Q, keyof PageParams>>;

/** One page of a list as `api` returns it for a list endpoint. */
export type PageResult<T> = { data: T[]; total: number };

/** A sorter as antd's Table reports it in onChange (one column, or several). */
type SorterLike = { field?: unknown; columnKey?: unknown; order?: 'ascend' | 'descend' | null };

/**
 * Maps antd's sorter to the list contract: the sorted column's key (or dataIndex) as sortBy and
 * asc/desc as sortType; no order means no sort.
 */
export const sortOf = (
  sorter: SorterLike | SorterLike[] | undefined,
): Pick<PageParams, 'sortBy' | 'sortType'> => {
  const active = (Array.isArray(sorter) ? sorter : [sorter]).find((s) => s?.order);
  if (!active?.order) return {};
  const key = active.columnKey ?? active.field;
  const sortBy = Array.isArray(key) ? key.join('.') : typeof key === 'string' ? key : undefined;
  if (!sortBy) return {};
  return { sortBy, sortType: active.order === 'ascend' ? 'asc' : 'desc' };
};

/** Thrown when a request function resolves with something that is not `{ data: [], total }`. */
export class BadPageDataError extends Error {
  constructor() {
    super('bad page data');
    this.name = 'BadPageDataError';
  }
}

/** Returns the page if it has the list contract's shape, otherwise throws BadPageDataError. */
export const checkPage = <T>(value: unknown): PageResult<T> => {
  const page = value as PageResult<T> | null | undefined;
  if (!page || !Array.isArray(page.data) || typeof page.total !== 'number') throw new BadPageDataError();
  return page;
};

/** What a failed table load shows as its empty text: the server's words, or a catalogue key. */
export type TableError = { text: string } | { key: 'table.wrongCode' | 'table.loadFailed' };

/**
 * Spec section 8, table load: a code other than 0000 shows the server message (or the catalogue's
 * "wrong status code" text when it has none); a network error shows its message; anything else (bad
 * data, a throwing callback) shows "failed to get data".
 */
export const tableErrorOf = (error: unknown): TableError => {
  if (error instanceof ApiError) {
    if (error.message) return { text: error.message };
    return error.code === 'network' ? { key: 'table.loadFailed' } : { key: 'table.wrongCode' };
  }
  return { key: 'table.loadFailed' };
};
