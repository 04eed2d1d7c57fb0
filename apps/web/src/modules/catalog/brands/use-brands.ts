import { useQueryClient } from '@tanstack/react-query';

/** Query key prefix of the brand, authorization and brand-history lists. */
export const BRAND_QUERY_KEY = ['catalog', 'brand'] as const;

/** Refreshes every brand list on screen after a change (a brand change shows in all three). */
export const useRefreshBrands = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: BRAND_QUERY_KEY });
};
