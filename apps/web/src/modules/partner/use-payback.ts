import { useQueryClient } from '@tanstack/react-query';

/** Query key prefix of the payback account lists (the header dialog and the page share it). */
export const PAYBACK_QUERY_KEY = ['partner', 'payback'] as const;

/** Refreshes every payback list on screen after a change. */
export const useRefreshPayback = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: PAYBACK_QUERY_KEY });
};
