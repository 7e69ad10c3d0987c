import type { InquirySettings } from '@maxer/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';

export const inquiryKeys = { settings: ['inquiry-settings'] as const };

export function useInquirySettingsQuery() {
  return useQuery({
    queryKey: inquiryKeys.settings,
    queryFn: ({ signal }): Promise<InquirySettings> => unwrap(api.GET('/api/inquiry-settings', { signal })),
  });
}

export function useChangeInquirySettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InquirySettings): Promise<InquirySettings> =>
      unwrap(api.PUT('/api/inquiry-settings', { body })),
    onSuccess: (settings) => queryClient.setQueryData(inquiryKeys.settings, settings),
  });
}
