// The system-status gate (spec §4, §2.9): the permission document is read once at start-up and
// its systemStatus decides what renders — 0 the app, 1 the maintenance screen, 2 the blocked-
// region screen, anything else nothing. The first answer holds for the session (no later
// transition). A spinner shows while loading; a failed request offers a retry.
import { useEffect, useState, type ReactNode } from 'react';
import {
  BlockedScreen,
  MaintenanceScreen,
  StartupErrorScreen,
  StartupSpinner,
} from '@/features/shell/components/blocking-screens';
import { loadGoogleTag } from '@/shared/site/google-tag';
import { usePermission } from '@/shared/site/use-permission';

export function SystemGate({ children }: { children: ReactNode }) {
  const permission = usePermission();
  const [status, setStatus] = useState<number | null>(null);
  const data = permission.data;
  const gtagId = data?.analytics.gtagId;
  useEffect(() => {
    loadGoogleTag(gtagId);
  }, [gtagId]);

  if (status === null && data) {
    setStatus(data.systemStatus);
  }
  if (!data) {
    return permission.isError ? (
      <StartupErrorScreen onRetry={() => void permission.refetch()} busy={permission.isFetching} />
    ) : (
      <StartupSpinner />
    );
  }
  switch (status ?? data.systemStatus) {
    case 0:
      return children;
    case 1:
      return <MaintenanceScreen permission={data} />;
    case 2:
      return <BlockedScreen permission={data} />;
    default:
      return null;
  }
}
