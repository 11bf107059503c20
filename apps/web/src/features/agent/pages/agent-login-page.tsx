// /agent (spec §2.1): the agent site's login page — title, username/password form, footer
// copyright. The change-password modal is the app's (rendered by the agent layout). An agent who
// is already signed in goes straight to the agent centre.
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useSession } from '@/shared/session/session-store';
import { Logo } from '@/shared/ui/logo';
import { useModalStore } from '@/shared/ui/modal-store';
import { AgentLoginForm } from '../components/agent-login-form';
import styles from '../components/agent.module.css';

export default function AgentLoginPage() {
  const { t } = useTranslation('agent');
  const isAgent = useSession((s) => s.isAgent && s.token !== null);
  const modalOpen = useModalStore((s) => s.name !== null);
  if (isAgent && !modalOpen) {
    return <Navigate to="/agentHome" replace />;
  }
  return (
    <div className={styles.loginPage}>
      <main className={styles.loginMain}>
        <section className={styles.loginCard} aria-labelledby="agent-login-title">
          <div className={styles.loginBrand}>
            <Logo size={40} />
          </div>
          <h1 id="agent-login-title" className={styles.loginTitle}>
            {t('login.title')}
          </h1>
          <p className={styles.loginSubtitle}>{t('login.subtitle')}</p>
          <AgentLoginForm />
        </section>
      </main>
      <footer className={styles.loginFooter}>
        {t('login.copyright', { year: new Date().getFullYear() })}
      </footer>
    </div>
  );
}
