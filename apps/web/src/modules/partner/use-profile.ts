import type { ProfileUpdateInput } from '@portal/shared/contracts/auth';
import { session } from '@portal/shared/contracts/auth.endpoints';
import type { PartnerDetail, PartnerSettings } from '@portal/shared/contracts/partner-profile';
import { partner } from '@portal/shared/contracts/partner.endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentUserOf, useSessionStore } from '../../app/stores/session.store';
import { useWrite, write } from '../../shared/api-hooks';
import { api } from '../../shared/http';
import { NOTICE_QUERY_KEY } from './use-notices';

const PROFILE = ['partner', 'profile'] as const;
const PARTNER_DETAIL = ['partner', 'detail'] as const;
const PARTNER_SETTINGS = ['partner', 'settings'] as const;

const profileOf = () => api(session.profile);

export const useProfile = () => useQuery({ queryKey: PROFILE, queryFn: profileOf, retry: false });

export const usePartnerDetail = () =>
  useQuery({ queryKey: PARTNER_DETAIL, queryFn: () => api(partner.detail), retry: false });

export const usePartnerSettings = () =>
  useQuery({ queryKey: PARTNER_SETTINGS, queryFn: () => api(partner.settings), retry: false });

/** Silent: the profile form shows its failures itself (field errors in place, or the message). */
export const updateProfile = (input: ProfileUpdateInput) =>
  api(session.updateProfile, input, { silent: true });

/**
 * After a profile or partner change: refetch the profile and hand it to the session (header,
 * watermark, partner-state restriction and the stored `user` follow).
 */
export const useRefreshSessionUser = () => {
  const queryClient = useQueryClient();
  const setUser = useSessionStore((state) => state.setUser);
  return async () => {
    const profile = await queryClient.fetchQuery({ queryKey: PROFILE, queryFn: profileOf, staleTime: 0 });
    setUser(currentUserOf(profile));
  };
};

/** Submits the company details for review; the page shows the answer (state 3) at once. */
export const useSubmitPartnerDetail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write(partner.submitDetail),
    onSuccess: (answer: PartnerDetail) => queryClient.setQueryData(PARTNER_DETAIL, answer),
  });
};

/** Asks for a change of the approved details; the platform's confirmation arrives as a notice. */
export const useRequestDetailChange = () => useWrite(write(partner.requestDetailChange), [NOTICE_QUERY_KEY]);

/** Saves the settings; the form shows what the server kept. */
export const useSaveSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write(partner.saveSettings),
    onSuccess: (saved: PartnerSettings) => queryClient.setQueryData(PARTNER_SETTINGS, saved),
  });
};
