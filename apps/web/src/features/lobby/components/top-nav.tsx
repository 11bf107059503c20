// Top navigation of spec §2.2 from the game menu: entries in NAV_ORDER, a category only with
// vendors, a hover drop menu per game type listing its vendors (large layout over 10 vendors).
// When the entries do not fit, the bar scrolls sideways (arrow buttons at its edges); the drop
// menu sits outside the scroller so it is never clipped.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { prefetchGameList } from '../api/prefetch-game-list';
import { useGameMenu } from '../api/use-game-menu';
import { useLaunchGame } from '../hooks/use-launch-game';
import { isActivePath, useNavActivate } from '../hooks/use-nav-activate';
import { useScrollEdges } from '../hooks/use-scroll-edges';
import { buildNavItems, isGameCategory, type TNavCode } from '../lib/nav-items';
import { CategoryIcon } from './category-icon';
import { NavDropMenu } from './nav-drop-menu';
import styles from './top-nav.module.css';

export function TopNav() {
  const { t, i18n } = useTranslation('lobby');
  const queryClient = useQueryClient();
  const menu = useGameMenu();
  const items = useMemo(() => buildNavItems(menu.data?.categories), [menu.data]);
  const activate = useNavActivate();
  const launch = useLaunchGame();
  const { pathname } = useLocation();
  const [open, setOpen] = useState<TNavCode | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const edges = useScrollEdges(listRef, [items.length]);
  const openItem = items.find((i) => i.code === open && isGameCategory(i.code) && i.vendors.length > 0);
  // a pointer on (or focus in) an entry starts its list's first page and code before the click
  const warm = (path: string) => {
    if (prefetchGameList(queryClient, new URL(path, window.location.origin), i18n.language)) {
      void import('../pages/game-list-page');
    }
  };

  return (
    <nav
      className={styles.nav}
      aria-label={t('nav.label')}
      onMouseLeave={() => setOpen(null)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          setOpen(null);
        }
      }}
      data-testid="top-nav"
    >
      {edges.left ? (
        <button
          type="button"
          className={`${styles.edge} ${styles.edgeLeft}`}
          onClick={() => edges.scroll(-1)}
          aria-label={t('nav.scrollBack')}
        >
          ‹
        </button>
      ) : null}
      <ul ref={listRef} className={styles.list}>
        {items.map((item) => {
          const active = isActivePath(item.path, pathname);
          return (
            <li
              key={item.code}
              className={styles.entry}
              onMouseEnter={() => {
                setOpen(item.code);
                warm(item.path);
              }}
              onFocus={() => {
                setOpen(item.code);
                warm(item.path);
              }}
            >
              <a
                href={item.path}
                className={active ? `${styles.link} ${styles.active}` : styles.link}
                aria-current={active ? 'page' : undefined}
                aria-haspopup={isGameCategory(item.code) ? 'true' : undefined}
                aria-expanded={isGameCategory(item.code) ? open === item.code : undefined}
                data-code={item.code}
                onClick={(e) => {
                  e.preventDefault();
                  setOpen(null);
                  activate(item);
                }}
              >
                <CategoryIcon code={item.code} className={styles.icon} />
                <span>{t(`nav.${item.code}`)}</span>
              </a>
            </li>
          );
        })}
      </ul>
      {edges.right ? (
        <button
          type="button"
          className={`${styles.edge} ${styles.edgeRight}`}
          onClick={() => edges.scroll(1)}
          aria-label={t('nav.scrollForward')}
        >
          ›
        </button>
      ) : null}
      {openItem ? (
        <NavDropMenu
          title={t(`nav.${openItem.code}`)}
          vendors={openItem.vendors}
          onPick={(vendor) => {
            setOpen(null);
            void launch({
              vendor: vendor.vassalage,
              gameType: vendor.gameType,
              isVendorLaunch: vendor.isVendorLaunch,
            });
          }}
        />
      ) : null}
    </nav>
  );
}
