// The player site's layout (spec §2.1, §2.4): side menu (hidden on game pages), header, the page,
// footer, the customer-service bar, and the app-level dialogs (auth modals, sign-out confirm), the
// notification bell in the header, the reality-check reminder and the notice after a
// self-exclusion (player protection).
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { AuthModals } from '@/features/auth/components/auth-modals';
import { LobbyModals } from '@/features/lobby/components/lobby-modals';
import { MessagesModals } from '@/features/messages/components/messages-modals';
import { SideCategories } from '@/features/lobby/components/side-categories';
import { TopNav } from '@/features/lobby/components/top-nav';
import { Footer } from '@/features/shell/components/footer';
import { Header } from '@/features/shell/components/header';
import { LogoutDialog } from '@/features/shell/components/logout-dialog';
import { RightBar } from '@/features/shell/components/right-bar';
import { SideMenu } from '@/features/shell/components/side-menu';
import { isGamePage } from '@/features/shell/nav-entries';
import { useShellUi } from '@/features/shell/shell-ui-store';
import { useSession } from '@/shared/session/session-store';
import { lazyModal } from '@/shared/ui/lazy-modal';
import { useModalStore } from '@/shared/ui/modal-store';
import { PageLoader } from '@/shared/ui/page-loader';
import { DocumentTitle } from '../document-title';
import { RouteEffects } from '../route-effects';
import styles from './player-layout.module.css';

// Logged-in members only: loaded on login, so they stay off the home route's first download.
const NotificationBell = lazy(() =>
  import('@/features/engagement/components/notification-bell').then((m) => ({ default: m.NotificationBell })),
);
const RealityCheck = lazy(() =>
  import('@/features/engagement/components/reality-check').then((m) => ({ default: m.RealityCheck })),
);
// Shown once, after a self-exclusion logged the member out.
const ExclusionNotice = lazyModal(() =>
  import('@/features/engagement/components/exclusion-notice').then((m) => m.ExclusionNotice),
);

export function PlayerLayout() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const collapsed = useShellUi((s) => s.collapsed);
  const withSideMenu = !isGamePage(pathname);
  const isLogin = useSession((s) => s.isLogin);
  const modal = useModalStore((s) => s.name);
  const modalProps = useModalStore((s) => s.props);
  const closeModal = useModalStore((s) => s.close);

  return (
    <div className={styles.shell} data-side={withSideMenu ? (collapsed ? 'collapsed' : 'expanded') : 'none'}>
      <a href="#main" className={styles.skip}>
        {t('layout.skipToContent')}
      </a>
      {withSideMenu ? <SideMenu categories={(compact) => <SideCategories collapsed={compact} />} /> : null}
      <div className={styles.column}>
        <Header
          withSideMenu={withSideMenu}
          notifications={
            isLogin ? (
              <Suspense fallback={null}>
                <NotificationBell />
              </Suspense>
            ) : null
          }
        />
        {withSideMenu ? <TopNav /> : null}
        <main id="main" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
        <Footer />
      </div>
      <RightBar />
      <AuthModals />
      <LobbyModals />
      <MessagesModals />
      <LogoutDialog />
      {modal === 'exclusionNotice' ? (
        <ExclusionNotice
          until={String(modalProps.until ?? '')}
          permanent={modalProps.permanent === true}
          onClose={closeModal}
        />
      ) : null}
      <PageLoader />
      <RouteEffects />
      <DocumentTitle />
      {isLogin ? (
        <Suspense fallback={null}>
          <RealityCheck />
        </Suspense>
      ) : null}
    </div>
  );
}
