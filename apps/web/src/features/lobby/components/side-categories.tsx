// The game categories of the side menu (spec §2.4), from the game menu like the top navigation:
// icon and label, icons only when the side menu is collapsed.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useGameMenu } from '../api/use-game-menu';
import { isActivePath, useNavActivate } from '../hooks/use-nav-activate';
import { buildNavItems } from '../lib/nav-items';
import { CategoryIcon } from './category-icon';
import styles from './side-categories.module.css';

export function SideCategories({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('lobby');
  const menu = useGameMenu();
  const items = useMemo(() => buildNavItems(menu.data?.categories), [menu.data]);
  const activate = useNavActivate();
  const { pathname } = useLocation();
  return (
    <ul
      className={collapsed ? `${styles.list} ${styles.collapsed}` : styles.list}
      aria-label={t('nav.categories')}
      data-testid="side-categories"
    >
      {items.map((item) => {
        const label = t(`nav.${item.code}`);
        const active = isActivePath(item.path, pathname);
        return (
          <li key={item.code}>
            <a
              href={item.path}
              className={active ? `${styles.item} ${styles.active}` : styles.item}
              aria-current={active ? 'page' : undefined}
              aria-label={collapsed ? label : undefined}
              title={collapsed ? label : undefined}
              onClick={(e) => {
                e.preventDefault();
                activate(item);
              }}
            >
              <CategoryIcon code={item.code} className={styles.icon} />
              {collapsed ? null : <span className={styles.label}>{label}</span>}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
