// The agent centre's header (spec §2.8): brand, the agent centre's zone (UTC+7), a clock that ticks every
// second, the agent's nickname and sign out (with the app's confirmation; agents return to /agent).
import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icon';
import { Logo } from '@/shared/ui/logo';
import { useModalStore } from '@/shared/ui/modal-store';
import { useNow } from '../hooks/use-now';
import { AGENT_ZONE_LABEL, formatAgentDateTime } from '../model/agent-zone';
import styles from './agent.module.css';

export function AgentHeader({ nickname }: { nickname: string }) {
  const { t } = useTranslation('agent');
  const now = useNow();
  return (
    <header className={styles.header}>
      <div className={styles.brand}>
        <Logo compact size={32} />
        <span className={styles.brandTitle}>{t('home.title')}</span>
      </div>
      <div className={styles.clock} aria-label={t('home.clock')}>
        <span className={styles.gmt}>{AGENT_ZONE_LABEL}</span>
        <time dateTime={now.toISOString()} data-testid="agent-clock">
          {formatAgentDateTime(now)}
        </time>
      </div>
      <div className={styles.who}>
        <span className={styles.nickname}>
          <Icon name="user" size={18} />
          <span>{nickname}</span>
        </span>
        <button
          type="button"
          className={styles.signOut}
          onClick={() => useModalStore.getState().open('logoutConfirm')}
        >
          <Icon name="logout" size={18} />
          <span>{t('home.signOut')}</span>
        </button>
      </div>
    </header>
  );
}
