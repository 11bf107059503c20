// Agent centre page `registerCenter` (spec §2.8): open a downline player or agent under this agent,
// or hand out the invite link and QR code that register new players into the team.
import { useTranslation } from 'react-i18next';
import type { TAgentPageProps } from '@/features/agent/model/agent-page-props';
import { useErrorText } from '@/shared/errors/error-text';
import { QueryState } from '@/shared/ui/query-state';
import { useRegisterOptions } from '../api/use-team';
import { InviteCard } from '../components/invite-card';
import { RegisterForm } from '../components/register-form';
import styles from '../components/agent-team.module.css';

export default function RegisterCenterPage({ member }: TAgentPageProps) {
  const { t } = useTranslation('agent-team');
  const errorText = useErrorText();
  const options = useRegisterOptions();
  return (
    <section aria-labelledby="agent-page-title" className={styles.page} data-testid="register-center">
      <h1 id="agent-page-title" className={styles.pageTitle}>
        {t('register.title')}
      </h1>
      <section className={styles.card} aria-labelledby="agent-register-title">
        <h2 id="agent-register-title" className={styles.cardTitle}>
          {t('register.formTitle')}
        </h2>
        <p className={styles.muted}>{t('register.intro')}</p>
        <br />
        {options.error ? (
          <QueryState
            state="error"
            message={errorText(options.error)}
            onRetry={() => void options.refetch()}
          />
        ) : options.data ? (
          <RegisterForm options={options.data} />
        ) : (
          <QueryState state="loading" />
        )}
      </section>
      <InviteCard affiliateCode={member.affiliateCode} />
    </section>
  );
}
