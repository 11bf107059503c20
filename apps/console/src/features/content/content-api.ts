// Reads and writes of the content editor (decision 046): the admin lists of banners, popups,
// promotions and articles (live or not, as stored), create / replace / delete (content.write) and
// the server's preview of HTML as it would be stored (content.read).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminArticleListSchema,
  ZAdminBannerListSchema,
  ZAdminPopupListSchema,
  ZAdminPromotionListSchema,
  ZContentPreviewSchema,
  ZCreatedSchema,
  type TAdminArticleRow,
  type TAdminBannerRow,
  type TAdminPopupRow,
  type TAdminPromotionRow,
} from '@pavilion/contracts/content';
import type { TArticleKind } from '@pavilion/contracts/messages';
import { api } from '@/shared/http';

export type TEditorKind = 'banners' | 'popups' | 'promotions' | 'articles';
export type TEditorRow = TAdminBannerRow | TAdminPopupRow | TAdminPromotionRow | TAdminArticleRow;

const CONTENT = ['console', 'content-editor'] as const;

const basePath = (kind: TEditorKind) =>
  kind === 'articles' ? '/api/admin/articles' : `/api/admin/content/${kind}`;

export function useContentRows(kind: TEditorKind, articleKind: TArticleKind) {
  return useQuery({
    queryKey: [...CONTENT, kind, kind === 'articles' ? articleKind : null],
    queryFn: async (): Promise<TEditorRow[]> => {
      switch (kind) {
        case 'banners':
          return ZAdminBannerListSchema.parse(await api(basePath(kind))).rows;
        case 'popups':
          return ZAdminPopupListSchema.parse(await api(basePath(kind))).rows;
        case 'promotions':
          return ZAdminPromotionListSchema.parse(await api(basePath(kind))).rows;
        case 'articles':
          return ZAdminArticleListSchema.parse(await api(basePath(kind), { query: { kind: articleKind } }))
            .rows;
      }
    },
  });
}

/** Create (no id) or replace (id) one item; the lists are read again after it. */
export function useContentSave(kind: TEditorKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: unknown }) => {
      if (id === null) {
        return ZCreatedSchema.parse(await api(basePath(kind), { method: 'POST', body })).id;
      }
      await api(`${basePath(kind)}/${id}`, { method: 'PUT', body });
      return id;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONTENT }),
  });
}

export function useContentDelete(kind: TEditorKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`${basePath(kind)}/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONTENT }),
  });
}

/** The HTML exactly as the server would store it (sanitised there, nothing written). */
export async function previewHtml(html: string): Promise<string> {
  return ZContentPreviewSchema.parse(
    await api('/api/admin/content/preview', { method: 'POST', body: { html } }),
  ).html;
}
