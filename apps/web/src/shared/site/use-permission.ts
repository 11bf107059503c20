// The site configuration (spec §3 permission), read once at start-up, and flag helpers.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPermission } from '@pavilion/contracts/site';
import { flattenFlags, type TFlagId } from '@pavilion/contracts/site-constants';
import { api } from '@/shared/api/http';

/** Shared with main.tsx, which starts this request before the first render. */
export const permissionQuery = queryOptions({
  queryKey: ['permission'],
  queryFn: () => api<TPermission>('/site/permission'),
  staleTime: Infinity,
});

export function usePermission() {
  return useQuery(permissionQuery);
}

export function useFlags(): Record<string, boolean> {
  const { data } = usePermission();
  return data ? flattenFlags(data.whitelabel) : {};
}

export function useFlag(id: TFlagId): boolean {
  return useFlags()[id] === true;
}
