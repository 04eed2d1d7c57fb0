import { useQuery, useQueryClient } from '@tanstack/react-query';
import { currentUserOf, useSessionStore } from '../../app/stores/session.store';
import { partnerApi, profileApi } from './partner.api';

export const PROFILE_QUERY_KEY = ['partner', 'profile'] as const;
export const PARTNER_DETAIL_QUERY_KEY = ['partner', 'detail'] as const;
export const PARTNER_SETTINGS_QUERY_KEY = ['partner', 'settings'] as const;

export const useProfile = () =>
  useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: profileApi.get, retry: false });

export const usePartnerDetail = () =>
  useQuery({ queryKey: PARTNER_DETAIL_QUERY_KEY, queryFn: partnerApi.detail, retry: false });

export const usePartnerSettings = () =>
  useQuery({ queryKey: PARTNER_SETTINGS_QUERY_KEY, queryFn: partnerApi.settings, retry: false });

/**
 * After a profile or partner change: refetch the profile and hand it to the session (header,
 * watermark, partner-state restriction and the stored `user` follow).
 */
export const useRefreshSessionUser = () => {
  const queryClient = useQueryClient();
  const setUser = useSessionStore((state) => state.setUser);
  return async () => {
    const profile = await queryClient.fetchQuery({
      queryKey: PROFILE_QUERY_KEY,
      queryFn: profileApi.get,
      staleTime: 0,
    });
    setUser(currentUserOf(profile));
  };
};
