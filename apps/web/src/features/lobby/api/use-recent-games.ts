// Recently played games of the member (spec §7 GET recent games: page 1, pageSize 20).
import { useQuery } from '@tanstack/react-query';
import type { TGamePage } from '@pavilion/contracts/games';
import { RECENT_PAGE_SIZE } from '@pavilion/contracts/games-constants';
import { api } from '@/shared/api/http';
import { useSession } from '@/shared/session/session-store';
import { useApiLanguage } from '@/shared/i18n/use-api-language';

export function useRecentGames() {
  const token = useSession((s) => s.token);
  const language = useApiLanguage();
  return useQuery({
    queryKey: ['lobby', 'recent', token, language],
    queryFn: () =>
      api<TGamePage>('/games/recent', { query: { pageNo: 1, pageSize: RECENT_PAGE_SIZE, language } }),
    enabled: token !== null,
  });
}
