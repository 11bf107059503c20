// The site configuration (spec §3 permission), read once at start-up, and flag helpers.
import { useQuery } from '@tanstack/react-query';
import { flattenFlags, type TFlagId, type TPermission } from '@pavilion/contracts/site';
import { api } from '@/shared/api/http';

export function usePermission() {
  return useQuery({
    queryKey: ['permission'],
    queryFn: () => api<TPermission>('/site/permission'),
    staleTime: Infinity,
  });
}

export function useFlags(): Record<string, boolean> {
  const { data } = usePermission();
  return data ? flattenFlags(data.whitelabel) : {};
}

export function useFlag(id: TFlagId): boolean {
  return useFlags()[id] === true;
}
