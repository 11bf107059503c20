// Reads and writes of the site screen over the existing APIs: the public permission document and
// registration configuration (what the player site sees), the admin region rules, and the admin
// writes (maintenance, flags, region rules, IP countries, registration fields, settings; site.write).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZPermissionSchema, ZRegionRuleSchema, ZRegistrationConfigSchema } from '@pavilion/contracts/site';
import { api } from '@/shared/http';

const SITE = ['console', 'site'] as const;

export function usePermissionDocument() {
  return useQuery({
    queryKey: [...SITE, 'permission'],
    queryFn: async () => ZPermissionSchema.parse(await api('/api/site/permission')),
  });
}

export function useRegistrationConfig() {
  return useQuery({
    queryKey: [...SITE, 'registration'],
    queryFn: async () => ZRegistrationConfigSchema.parse(await api('/api/site/registration-config')),
  });
}

export function useRegionRules() {
  return useQuery({
    queryKey: [...SITE, 'region-rules'],
    queryFn: async () => z.array(ZRegionRuleSchema).parse(await api('/api/admin/region-rules')),
  });
}

type TWrite = { path: string; method: 'PUT' | 'POST' | 'DELETE'; body?: unknown };

/** One admin write; every site query is read again after it. */
export function useSiteWrite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (w: TWrite) => api(w.path, { method: w.method, body: w.body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SITE }),
  });
}
