// The promotions API of issue 13 (contracts/promotions.ts) as query and mutation hooks. Keys carry
// the session token and the API language; the list and the bonus details move with the member's
// money (MONEY_QUERY_META), so a claim, a grab or a played round refreshes them with the balance.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TApplication,
  TBonusDetails,
  TClaimReply,
  TGrabReply,
  TPromotion,
  TPromotionList,
} from '@pavilion/contracts/promotions';
import type { TErrorReply } from '@pavilion/contracts/errors';
import { api, ApiError } from '@/shared/api/http';
import { apiUrl, requestHeaders } from '@/shared/api/early-requests';
import { useApiLanguage } from '@/shared/i18n/use-api-language';
import { getToken, useSession } from '@/shared/session/session-store';
import { MONEY_QUERY_META, refreshMoneyQueries } from '@/shared/wallet/money-queries';

export const PROMOTIONS_KEY = 'promotions';

export function usePromotions() {
  const token = useSession((s) => s.token);
  const language = useApiLanguage();
  return useQuery({
    queryKey: [PROMOTIONS_KEY, 'list', token, language],
    queryFn: () => api<TPromotionList>('/promotions', { query: { language } }),
    meta: MONEY_QUERY_META,
    // a red envelope opens and empties on the clock
    refetchInterval: 30_000,
  });
}

export function useBonusDetails() {
  const token = useSession((s) => s.token);
  const language = useApiLanguage();
  return useQuery({
    queryKey: [PROMOTIONS_KEY, 'bonuses', token, language],
    queryFn: () => api<TBonusDetails>('/promotions/bonuses', { query: { language } }),
    enabled: token !== null,
    meta: MONEY_QUERY_META,
  });
}

export function useMyApplications() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: [PROMOTIONS_KEY, 'applications', token],
    queryFn: () => api<{ applications: TApplication[] }>('/promotions/applications'),
    enabled: token !== null,
  });
}

type TAction = 'join' | 'claim' | 'grab';
type TActionReply = TPromotion | TClaimReply | TGrabReply;

/** Join, claim or grab: then every money view (balance, list, bonus details) refreshes. */
export function usePromotionAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: TAction }) =>
      api<TActionReply>(`/promotions/${id}/${action}`, { method: 'POST' }),
    onSettled: async () => {
      await Promise.all([
        refreshMoneyQueries(client),
        client.invalidateQueries({ queryKey: [PROMOTIONS_KEY] }),
      ]);
    },
  });
}

/** The application form goes as multipart (the server checks every image by its content). */
async function postApplication(id: number, remark: string, files: File[]): Promise<TApplication> {
  const form = new FormData();
  form.append('remark', remark);
  for (const file of files) {
    form.append('images', file, file.name);
  }
  let res: Response;
  try {
    res = await fetch(apiUrl(`/promotions/${id}/applications`), {
      method: 'POST',
      headers: requestHeaders(getToken()),
      body: form,
    });
  } catch {
    throw new ApiError(0, { code: 'NETWORK', message: 'Network link is abnormal, please try again' });
  }
  const data = (await res.json().catch(() => undefined)) as unknown;
  if (!res.ok) {
    const body = (data as TErrorReply | undefined)?.error ?? {
      code: 'UNKNOWN_ERROR',
      message: 'Unknown error',
    };
    throw new ApiError(res.status, body);
  }
  return data as TApplication;
}

export function useApplyForActivity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, remark, files }: { id: number; remark: string; files: File[] }) =>
      postApplication(id, remark, files),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: [PROMOTIONS_KEY] });
    },
  });
}
