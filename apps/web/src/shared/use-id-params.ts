import { useSearchParams } from 'react-router';

/** A positive id of the address, else undefined. */
const idOf = (text: string | null): number | undefined => {
  const raw = Number(text);
  return Number.isSafeInteger(raw) && raw > 0 ? raw : undefined;
};

/**
 * Ids kept in the address (`?id=12` a detail drawer, `?quote=12` the quotation editor), so a reload
 * or a shared link opens the same drawer again. `set` changes several at once (undefined removes
 * one); other parameters (the tab) stay.
 */
export const useIdParams = <N extends string>(
  ...names: N[]
): [Record<N, number | undefined>, (patch: Partial<Record<N, number | undefined>>) => void] => {
  const [searchParams, setSearchParams] = useSearchParams();
  const ids = Object.fromEntries(names.map((name) => [name, idOf(searchParams.get(name))])) as Record<
    N,
    number | undefined
  >;
  const set = (patch: Partial<Record<N, number | undefined>>) =>
    setSearchParams(
      (params) => {
        const copy = new URLSearchParams(params);
        for (const [name, id] of Object.entries(patch)) {
          if (id === undefined) copy.delete(name);
          else copy.set(name, String(id));
        }
        return copy;
      },
      { replace: true },
    );
  return [ids, set];
};
