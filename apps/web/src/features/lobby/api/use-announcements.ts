// Site content of the home page (spec §7 GET announcements, platform W): w_home banners, player
// notices (the marquee and the notice modal) and startup popups.
import { useQuery } from '@tanstack/react-query';
import { PLATFORM } from '@pavilion/contracts/constants';
import type { TAnnouncements } from '@pavilion/contracts/content';
import { api } from '@/shared/api/http';
import { useApiLanguage } from './use-api-language';

const HOME_TYPES = 'B,PL,PU';

export function useAnnouncements() {
  const language = useApiLanguage();
  return useQuery({
    queryKey: ['lobby', 'announcements', language],
    queryFn: () => api<TAnnouncements>('/content/announcements', { query: { types: HOME_TYPES, platform: PLATFORM, language } }),
    staleTime: 5 * 60_000,
  });
}
