import { useQueryClient } from '@tanstack/react-query';

/** Query key prefix of the store invitations and the partner's quotes. */
export const QUOTE_QUERY_KEY = ['catalog', 'quote'] as const;

/** Refreshes every invitation and quote list on screen after a change. */
export const useRefreshQuotes = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: QUOTE_QUERY_KEY });
};
