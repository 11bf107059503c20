// Team overview (spec §2.8 default page): the agent's own account, nickname, affiliate code and
// the invite link that registers new members under this agent. Team figures arrive with the
// agent programme.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMemberInfo } from '@pavilion/contracts/auth';
import { Button } from '@/shared/ui/form/button';
import { inviteLink } from '../model/invite-link';
import styles from './agent.module.css';

export function AgentTeamOverview({ member }: { member: TMemberInfo }) {
  const { t } = useTranslation('agent');
  const [copied, setCopied] = useState(false);
  const link = member.affiliateCode ? inviteLink(window.location.origin, member.affiliateCode) : null;
  const copy = async () => {
    if (!link) {
      return;
    }
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section aria-labelledby="agent-page-title">
      <h1 id="agent-page-title" className={styles.pageTitle}>
        {t('pages.agentTeamOverview.title')}
      </h1>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('overview.account')}</dt>
          <dd>{member.account}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('overview.nickname')}</dt>
          <dd>{member.nickname}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('overview.affiliateCode')}</dt>
          <dd>{member.affiliateCode ?? t('overview.none')}</dd>
        </div>
      </dl>
      {link ? (
        <div className={styles.invite}>
          <label htmlFor="agent-invite-link" className={styles.inviteLabel}>
            {t('overview.inviteLink')}
          </label>
          <div className={styles.inviteRow}>
            <input
              id="agent-invite-link"
              className={styles.inviteInput}
              value={link}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button onClick={() => void copy()}>{copied ? t('overview.copied') : t('overview.copy')}</Button>
          </div>
          <p className={styles.muted}>{t('overview.inviteHint')}</p>
        </div>
      ) : null}
      <p className={styles.muted}>{t('overview.later')}</p>
    </section>
  );
}
