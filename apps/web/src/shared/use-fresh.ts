import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

/**
 * A record as it is now, for a dialog that acts on it (what remains to ship, the last rejection):
 * `query` (of the record `id`) is asked again whenever `id` is set, and the answer is undefined until
 * that one has arrived, so a cached copy from before is never shown.
 */
export const useFreshData = <T extends { id: number }>(
  query: UseQueryResult<T>,
  id: number | undefined,
): T | undefined => {
  const [since, setSince] = useState<number | null>(null);
  const refetch = useRef(query.refetch);
  refetch.current = query.refetch;
  useEffect(() => {
    if (id === undefined) {
      setSince(null);
      return;
    }
    setSince(Date.now());
    void refetch.current();
  }, [id]);
  return since !== null && query.data?.id === id && query.dataUpdatedAt >= since ? query.data : undefined;
};
