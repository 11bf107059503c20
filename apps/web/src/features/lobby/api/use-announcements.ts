// Site content of the home page (spec §7 GET announcements, platform W): w_home banners, player
// notices (the marquee and the notice modal) and startup popups.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PLATFORM } from '@pavilion/contracts/constants';
import type { TAnnouncements } from '@pavilion/contracts/content';
import { api } from '@/shared/api/http';
import { useApiLanguage, type TApiLanguage } from './use-api-language';

const HOME_TYPES = 'B,PL,PU';

export function announcementsQuery(language: TApiLanguage) {
  return queryOptions({
    queryKey: ['lobby', 'announcements', language],
    queryFn: () => api<TAnnouncements>('/content/announcements', { query: { types: HOME_TYPES, platform: PLATFORM, language } }),
    staleTime: 5 * 60_000,
  });
}

export function useAnnouncements() {
  return useQuery(announcementsQuery(useApiLanguage()));
}
