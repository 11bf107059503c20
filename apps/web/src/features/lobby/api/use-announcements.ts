// Site content of spec §7 GET announcements (platform W) by type: the home page's w_home banners,
// player notices (the marquee and the notice modal) and startup popups by default; the promotions
// page asks for PR and the help page for H. Each set of types is its own query.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PLATFORM } from '@pavilion/contracts/constants';
import type { TAnnouncementType, TAnnouncements } from '@pavilion/contracts/content';
import { api } from '@/shared/api/http';
import { useApiLanguage, type TApiLanguage } from './use-api-language';

const HOME_TYPES: readonly TAnnouncementType[] = ['B', 'PL', 'PU'];

export function announcementsQuery(language: TApiLanguage, types: readonly TAnnouncementType[] = HOME_TYPES) {
  const typeList = types.join(',');
  return queryOptions({
    queryKey: ['lobby', 'announcements', typeList, language],
    queryFn: () =>
      api<TAnnouncements>('/content/announcements', {
        query: { types: typeList, platform: PLATFORM, language },
      }),
    staleTime: 5 * 60_000,
  });
}

export function useAnnouncements(types?: readonly TAnnouncementType[]) {
  return useQuery(announcementsQuery(useApiLanguage(), types));
}
