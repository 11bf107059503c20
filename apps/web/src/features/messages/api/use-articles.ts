// Site articles of the content module (news, about us, beginner guide) in the interface language;
// the language is part of the key, so switching it refetches.
import { useQuery } from '@tanstack/react-query';
import type { TArticleKind, TArticleList } from '@pavilion/contracts/messages';
import { api } from '@/shared/api/http';
import { useApiLanguage } from '@/shared/i18n/use-api-language';

export function useArticles(kind: TArticleKind) {
  const language = useApiLanguage();
  return useQuery({
    queryKey: ['site-articles', kind, language],
    queryFn: () => api<TArticleList>('/content/articles', { query: { kind, language } }),
    staleTime: 5 * 60_000,
  });
}
