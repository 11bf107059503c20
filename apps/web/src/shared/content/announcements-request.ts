// The address of spec §7 GET announcements (platform W) for a set of types, without the query
// library, so the early entry (src/early.ts) can start the home page's request with it.
import { PLATFORM } from '@pavilion/contracts/constants';
import type { TAnnouncementType } from '@pavilion/contracts/content';
import type { TApiRequest } from '@/shared/api/early-requests';
import type { TApiLanguage } from '@/shared/i18n/use-api-language';

/** The types the home page shows, and the default: banners, player notices, startup popups. */
export const HOME_ANNOUNCEMENT_TYPES: readonly TAnnouncementType[] = ['B', 'PL', 'PU'];

export function announcementsRequest(
  language: TApiLanguage,
  types: readonly TAnnouncementType[] = HOME_ANNOUNCEMENT_TYPES,
): TApiRequest {
  return { path: '/content/announcements', query: { types: types.join(','), platform: PLATFORM, language } };
}
