// The agent centre's page menu (spec §2.8): a side column on wide screens, a scrolling strip on
// phones. Pages are addressed as /agentHome?page=<key>.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@/shared/ui/icon';
import type { TAgentPage, TAgentPageKey } from '../model/agent-menu';
import styles from './agent.module.css';

export function AgentMenu({ pages, current }: { pages: TAgentPage[]; current: TAgentPageKey }) {
  const { t } = useTranslation('agent');
  return (
    <nav className={styles.menu} aria-label={t('home.menu')}>
      <ul className={styles.menuList}>
        {pages.map((p) => (
          <li key={p.key}>
            <Link
              to={`/agentHome?page=${p.key}`}
              className={`${styles.menuItem} ${p.key === current ? styles.menuItemActive : ''}`}
              aria-current={p.key === current ? 'page' : undefined}
            >
              <Icon name={p.icon} size={18} />
              <span>{t(`pages.${p.key}.title`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
