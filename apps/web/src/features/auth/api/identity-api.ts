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

export const startIdentityLogin = (body: TIdentityStartRequest) =>
  api<{ authorizationUrl: string }>('/identity/start', { method: 'POST', body });

export const finishIdentityLogin = (query: string) =>
  api<TIdentityCallbackResult>('/identity/callback', { method: 'POST', body: { query } });

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
