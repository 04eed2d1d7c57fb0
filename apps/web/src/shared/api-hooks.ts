import type { Endpoint, InputOf } from '@portal/shared/contracts/endpoint';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWith, type RequestOptions } from './http';
import type { PageParams } from './page-table';

/**
 * The seam between pages and the server: a module's `use-<m>.ts` makes its reads and writes with
 * these, and pages use only the hooks (never `api` or `useQuery` themselves).
 */

/**
 * A list for PageTable: its query key and how it asks for a page (`<PageTable {...list} />`). `F` is
 * the filter the page's search form makes; PageTable's sort is any column key (`sortBy: string`), so
 * the server's schema (allow-listed columns, typed fields) is the check of what is sent.
 */
export const listOf = <E extends Endpoint, F extends object = Record<string, unknown>>(
  endpoint: E,
  queryKey: QueryKey,
) => ({
  queryKey,
  request: (params: PageParams & Partial<F>, options: RequestOptions) =>
    apiWith(endpoint, params as unknown as InputOf<E>, options),
});

/** Writes show the server's success message (spec section 8). */
export const SAVED: RequestOptions = { showSuccess: true };

/** Calls `endpoint` as a write: the server's success message is shown. */
export const write =
  <E extends Endpoint>(endpoint: E) =>
  (input: InputOf<E>) =>
    apiWith(endpoint, input, SAVED);

/**
 * A write as a mutation: `run` calls the server, then every query under `invalidates` is asked
 * again, so what the write changed shows on every open screen. That happens after a failure too:
 * a refusal often means the rows changed meanwhile (deleted in another tab). Failures were shown by
 * the http presenter; `mutateAsync` still rejects, for a form that puts field errors in place.
 */
export const useWrite = <V, R>(run: (input: V) => Promise<R>, invalidates: readonly QueryKey[]) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
};
