// The agent site's layout (spec §2.1 /agent, /agentHome): no player side menu, header or footer;
// the agent pages bring their own (and their own <main>). The app-level dialogs are shared.
import { Outlet } from 'react-router';
import { AuthModals } from '@/features/auth/components/auth-modals';
import { LogoutDialog } from '@/features/shell/components/logout-dialog';
import { PageLoader } from '@/shared/ui/page-loader';
import { DocumentTitle } from '../document-title';
import { RouteEffects } from '../route-effects';

export function AgentLayout() {
  return (
    <>
      <Outlet />
      <AuthModals />
      <LogoutDialog />
      <PageLoader />
      <RouteEffects />
      <DocumentTitle />
    </>
  );
}
