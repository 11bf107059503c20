// Vendors for the filter bar, from the same game menu the lobby shows (GET /api/games/menu). The
// lobby's hook is not imported (features stay apart); its cached copy is not shared either, which
// costs one small request per visit of the records.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TGameMenu } from '@pavilion/contracts/games';
import { api } from '@/shared/api/http';
import { apiLanguage } from '@/shared/i18n/languages';
import { vendorOptions } from '../lib/records-query';

const MENU_STALE_MS = 5 * 60_000;

export function useVendorOptions(gameType: string) {
  const { i18n } = useTranslation();
  const language = apiLanguage(i18n.language);
  const menu = useQuery({
    queryKey: ['records', 'menu', language],
    queryFn: () => api<TGameMenu>('/games/menu', { query: { language } }),
    staleTime: MENU_STALE_MS,
  });
  return vendorOptions(menu.data?.categories ?? [], gameType);
}
