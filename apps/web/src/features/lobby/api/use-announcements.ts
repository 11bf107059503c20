// Site content of the home page (spec §7 GET announcements, platform W): w_home banners, player
// notices (the marquee and the notice modal) and startup popups.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAnnouncements } from '@pavilion/contracts/content';
import { api } from '@/shared/api/http';
import { homeRequests } from './home-requests';
import { useApiLanguage, type TApiLanguage } from './use-api-language';

export function announcementsQuery(language: TApiLanguage) {
  return queryOptions({
    queryKey: ['lobby', 'announcements', language],
    queryFn: () => {
      const { path, query } = homeRequests.announcements(language);
      return api<TAnnouncements>(path, { query });
    },
    staleTime: 5 * 60_000,
  });
}

export function useAnnouncements() {
  return useQuery(announcementsQuery(useApiLanguage()));
}
