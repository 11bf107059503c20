// Identity-provider calls (issue 18): the buttons, the start of a provider login or link, the
// return, the sign-up or link of a first login, and the security centre's linked identities.
import { useQuery } from '@tanstack/react-query';
import type { TLoginResult } from '@pavilion/contracts/auth';
import type {
  TIdentityCallbackResult,
  TIdentityLinkExistingRequest,
  TIdentityProvider,
  TIdentitySignupRequest,
  TIdentityStartRequest,
  TMemberIdentities,
} from '@pavilion/contracts/identity';
import { api } from '@/shared/api/http';

export const fetchIdentityProviders = () => api<TIdentityProvider[]>('/identity/providers');

/** This tab's key of the provider login under way: the return is finished only where it started. */
const FLOW_KEY = 'IDENTITY_FLOW';

/** Starts a provider login or link; the caller sends the browser to the returned address. */
export async function startIdentityLogin(body: TIdentityStartRequest): Promise<string> {
  const started = await api<{ authorizationUrl: string; flowKey: string }>('/identity/start', {
    method: 'POST',
    body,
  });
  sessionStorage.setItem(FLOW_KEY, started.flowKey);
  return started.authorizationUrl;
}

export function finishIdentityLogin(query: string): Promise<TIdentityCallbackResult> {
  const flowKey = sessionStorage.getItem(FLOW_KEY) ?? '';
  sessionStorage.removeItem(FLOW_KEY);
  return api<TIdentityCallbackResult>('/identity/callback', { method: 'POST', body: { query, flowKey } });
}

export const identitySignup = (body: TIdentitySignupRequest) =>
  api<TLoginResult>('/identity/signup', { method: 'POST', body });

export const identityLinkExisting = (body: TIdentityLinkExistingRequest) =>
  api<TLoginResult>('/identity/link-existing', { method: 'POST', body });

export const fetchMyIdentities = () => api<TMemberIdentities>('/identity/me');

export const unlinkIdentity = (provider: string) =>
  api<TMemberIdentities>(`/identity/me/${encodeURIComponent(provider)}`, { method: 'DELETE' });

export function useIdentityProviders() {
  return useQuery({
    queryKey: ['identity', 'providers'],
    queryFn: fetchIdentityProviders,
    staleTime: 60_000,
  });
}
