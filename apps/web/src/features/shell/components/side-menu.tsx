// The side menu of spec §2.4: collapse toggle, logo, game categories, then the extras (reward
// banner, invite/agent, download QR codes, contact links, language). At phone width it is an
// off-canvas drawer opened from the header; it closes on navigation, Escape or the backdrop.
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Icon } from '@/shared/ui/icon';
import { Logo } from '@/shared/ui/logo';
import { PHONE_QUERY, useMediaQuery } from '@/shared/ui/use-media-query';
import { useShellUi } from '../shell-ui-store';
import { SideMenuExtras } from './side-menu-extras';
import styles from './side-menu.module.css';

type TSideMenuProps = {
  /** The game categories, composed in by the app (they come from the catalogue). */
  categories: (compact: boolean) => ReactNode;
};

export function SideMenu({ categories }: TSideMenuProps) {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const { collapsed, drawerOpen, toggleCollapsed, setDrawerOpen } = useShellUi();
  const compact = collapsed && !isPhone;
  // At phone width the closed drawer's contents are built the first time it opens, not at start-up.
  const [opened, setOpened] = useState(drawerOpen);
  if (drawerOpen && !opened) {
    setOpened(true);
  }
  const withContents = !isPhone || opened;

  useEffect(() => {
    setDrawerOpen(false);
  }, [location.key, setDrawerOpen]);

  useEffect(() => {
    if (!drawerOpen) {
      return;
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setDrawerOpen(false);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen, setDrawerOpen]);

  return (
    <>
      {isPhone && drawerOpen ? (
        <div className={styles.backdrop} aria-hidden="true" onClick={() => setDrawerOpen(false)} />
      ) : null}
      <aside
        id="side-menu"
        className={styles.side}
        data-collapsed={compact}
        data-open={drawerOpen}
        aria-label={t('side.label')}
        inert={isPhone && !drawerOpen}
      >
        <div className={styles.top}>
          <Link to="/" className={styles.logo} aria-label={t('header.home')}>
            <Logo compact={compact} size={compact ? 36 : 34} />
          </Link>
          {isPhone ? (
            <button
              type="button"
              className="btn btn-ghost btn-icon"
              aria-label={t('side.close')}
              onClick={() => setDrawerOpen(false)}
            >
              <Icon name="close" />
            </button>
          ) : (
            <button
              type="button"
              className={`btn btn-ghost btn-icon ${styles.collapse}`}
              aria-label={compact ? t('side.expand') : t('side.collapse')}
              aria-expanded={!compact}
              aria-controls="side-menu"
              onClick={toggleCollapsed}
            >
              <Icon name={compact ? 'chevronRight' : 'chevronLeft'} />
            </button>
          )}
        </div>
        {withContents ? (
          <div className={styles.scroll}>
            <nav aria-label={t('side.categories')}>{categories(compact)}</nav>
            <SideMenuExtras compact={compact} />
          </div>
        ) : null}
      </aside>
    </>
  );
}
