// The signed-in operator (GET /api/admin/me) and what their role may do.
import { useQuery } from '@tanstack/react-query';
import { ZOperatorMeSchema, type TOperatorMe, type TPermission } from '@pavilion/contracts/console-access';
import { api } from './http';
import { useToken } from './session';

export const meKey = ['console', 'me'] as const;

export function useMe() {
  const token = useToken();
  return useQuery({
    queryKey: [...meKey, token],
    queryFn: async () => ZOperatorMeSchema.parse(await api<TOperatorMe>('/api/admin/me')),
    enabled: Boolean(token),
    staleTime: 60_000,
    retry: false,
  });
}

/** True when the operator's role grants `permission` (a write permission implies its read). */
export function hasPermission(me: TOperatorMe | undefined, permission: TPermission): boolean {
  if (!me) {
    return false;
  }
  const write = permission.replace(/\.read$/, '.write') as TPermission;
  return me.permissions.includes(permission) || me.permissions.includes(write);
}

export function useCan(permission: TPermission): boolean {
  return hasPermission(useMe().data, permission);
}
