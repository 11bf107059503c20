// The player header (spec §2.4): logged out, login and register buttons opening their modals;
// logged in, the balance, withdraw and deposit buttons and the account menu. The theme toggle
// sits here too, and at phone width a hamburger opens the side-menu drawer.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/shared/session/session-store';
import { Icon } from '@/shared/ui/icon';
import { Logo } from '@/shared/ui/logo';
import { preloadModal, useModalStore } from '@/shared/ui/modal-store';
import { useShellUi } from '../shell-ui-store';
import { MemberArea } from './member-area';
import { ThemeToggle } from './theme-toggle';
import styles from './header.module.css';

/** Hover, focus or a touch on a button that opens a dialog starts the dialog's code (issue 26). */
const onIntent = (preload: () => void) => ({
  onPointerEnter: preload,
  onPointerDown: preload,
  onFocus: preload,
});

/** `notifications`: the notification bell the app layout composes in (another feature's). */
type THeaderProps = { withSideMenu: boolean; notifications?: ReactNode };

export function Header({ withSideMenu, notifications }: THeaderProps) {
  const { t } = useTranslation('shell');
  const isLogin = useSession((s) => s.isLogin);
  const openModal = useModalStore((s) => s.open);
  const drawerOpen = useShellUi((s) => s.drawerOpen);
  const setDrawerOpen = useShellUi((s) => s.setDrawerOpen);

  return (
    <header className={styles.header} data-side={withSideMenu ? 'shown' : 'hidden'}>
      {withSideMenu ? (
        <button
          type="button"
          className={`btn btn-ghost btn-icon ${styles.menuButton}`}
          aria-label={t('header.openMenu')}
          aria-controls="side-menu"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <Icon name="menu" size={22} />
        </button>
      ) : null}
      <Link to="/" className={styles.brand} aria-label={t('header.home')}>
        <Logo size={30} />
      </Link>
      <div className={styles.spacer} />
      <div className={styles.actions}>
        <ThemeToggle />
        {isLogin ? (
          <>
            {notifications}
            <MemberArea />
          </>
        ) : (
          <>
            <button
              type="button"
              className="btn btn-outline"
              {...onIntent(() => preloadModal('login'))}
              onClick={() => openModal('login')}
            >
              {t('header.login')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              {...onIntent(() => preloadModal('register'))}
              onClick={() => openModal('register')}
            >
              {t('header.register')}
            </button>
          </>
        )}
      </div>
    </header>
  );
}
