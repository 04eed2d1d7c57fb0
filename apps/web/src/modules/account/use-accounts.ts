import { useQuery, useQueryClient } from '@tanstack/react-query';
import { roleApi } from './account.api';

export const ACCOUNT_QUERY_KEY = ['account', 'accounts'] as const;
export const ROLE_QUERY_KEY = ['account', 'roles'] as const;
const AUTHORITY_QUERY_KEY = ['account', 'authorities'] as const;

export const useRoles = () => useQuery({ queryKey: ROLE_QUERY_KEY, queryFn: roleApi.list, retry: false });

/** The authority catalogue never changes while the app runs. */
export const useAuthorityCatalogue = () =>
  useQuery({
    queryKey: AUTHORITY_QUERY_KEY,
    queryFn: roleApi.authorities,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useRefreshAccounts = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
};

/** Roles feed the account list's role names too. */
export const useRefreshRoles = () => {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: ROLE_QUERY_KEY });
    await queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
  };
};
