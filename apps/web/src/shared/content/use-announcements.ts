// Site content of spec §7 GET announcements (platform W) by type: the home page's w_home banners,
// player notices (the marquee and the notice modal) and startup popups by default; the promotions
// page asks for PR and the help page for H. Each set of types is its own query.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAnnouncementType, TAnnouncements } from '@pavilion/contracts/content';
import { api } from '@/shared/api/http';
import { useApiLanguage, type TApiLanguage } from '@/shared/i18n/use-api-language';
import { announcementsRequest, HOME_ANNOUNCEMENT_TYPES } from './announcements-request';

export function announcementsQuery(
  language: TApiLanguage,
  types: readonly TAnnouncementType[] = HOME_ANNOUNCEMENT_TYPES,
) {
  const typeList = types.join(',');
  return queryOptions({
    queryKey: ['lobby', 'announcements', typeList, language],
    queryFn: () => {
      const { path, query } = announcementsRequest(language, types);
      return api<TAnnouncements>(path, { query });
    },
    staleTime: 5 * 60_000,
  });
}

export function useAnnouncements(types?: readonly TAnnouncementType[]) {
  return useQuery(announcementsQuery(useApiLanguage(), types));
}
