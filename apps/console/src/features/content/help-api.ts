// Reads and writes of the help-article editor (issue 15): the rows of one language (published or
// not), create / replace / delete and publish / unpublish (content.write).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminHelpListSchema,
  ZCreatedSchema,
  type THelpArticleInput,
  type THelpLanguage,
} from '@pavilion/contracts/content';
import { api } from '@/shared/http';

const HELP = ['console', 'help-articles'] as const;
const P = '/api/admin/help';

export function useHelpRows(lang: THelpLanguage) {
  return useQuery({
    queryKey: [...HELP, lang],
    queryFn: async () => ZAdminHelpListSchema.parse(await api(P, { query: { lang } })).rows,
  });
}

/** Create (no id) or replace (id) one article; the list is read again after it. */
export function useHelpSave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: THelpArticleInput }) => {
      if (id === null) {
        return ZCreatedSchema.parse(await api(P, { method: 'POST', body })).id;
      }
      await api(`${P}/${id}`, { method: 'PUT', body });
      return id;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: HELP }),
  });
}

export function useHelpPublish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, published }: { id: number; published: boolean }) =>
      api(`${P}/${id}/published`, { method: 'PUT', body: { published } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: HELP }),
  });
}

export function useHelpDelete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`${P}/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: HELP }),
  });
}
