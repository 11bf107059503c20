// Cached site data the identity forms need: the country list, the registration field
// configuration (kept for the session, spec §7), and whether the demo outbox is exposed.
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/http';
import { fetchCountries, fetchOutbox, fetchRegistrationConfig } from './auth-api';

export function useCountries() {
  return useQuery({ queryKey: ['site', 'countries'], queryFn: fetchCountries, staleTime: Infinity });
}

/** The registration field configuration, kept for the session (prefetched when the dialog is wanted). */
export const registrationConfigQuery = {
  queryKey: ['site', 'registration-config'],
  queryFn: fetchRegistrationConfig,
  staleTime: Infinity,
};

export function useRegistrationConfig() {
  return useQuery(registrationConfigQuery);
}

/** True when GET /api/dev/outbox answers (the server exposes the demo outbox). */
export function useOutboxAvailable(): boolean {
  const query = useQuery({
    queryKey: ['dev', 'outbox', 'available'],
    queryFn: async () => {
      try {
        await fetchOutbox(1);
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === 0) {
          throw error;
        }
        return false;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
  return query.data === true;
}
