// Vendor lanes (spec §7 GET vendor lanes): one vendor card per lane with up to 12 of its games.
import { useQuery } from '@tanstack/react-query';
import type { TGameCategory, TVendorLane } from '@pavilion/contracts/games';
import { api } from '@/shared/api/http';
import { useApiLanguage } from '@/shared/i18n/use-api-language';

export function useVendorLanes(gameType: TGameCategory) {
  const language = useApiLanguage();
  return useQuery({
    queryKey: ['lobby', 'lanes', language, gameType],
    queryFn: () =>
      api<TVendorLane[]>('/games/vendors', { query: { gameType, platform: 'html5-desktop', language } }),
  });
}
