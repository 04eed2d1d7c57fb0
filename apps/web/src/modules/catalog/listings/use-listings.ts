import { useQueryClient } from '@tanstack/react-query';

/** Query key prefix of the channel listings, their details and the channel record. */
export const LISTING_QUERY_KEY = ['catalog', 'listing'] as const;

/** Refreshes every listing list, detail and record on screen after a change. */
export const useRefreshListings = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: LISTING_QUERY_KEY });
};
