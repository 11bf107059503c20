// The agent's invitation (spec §2.8 register account): the link that opens the registration with
// the agent's affiliate code, a copy button and the link as a QR code (shared QrCode, spec §9
// defaults), so a new player who registers through it joins this agent's team.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inviteLink } from '@/features/agent/model/invite-link';
import { Button } from '@/shared/ui/form/button';
import { QrCode } from '@/shared/ui/qr-code';
import styles from './agent-team.module.css';

export function InviteCard({ affiliateCode }: { affiliateCode: string | null }) {
  const { t } = useTranslation('agent-team');
  const [copied, setCopied] = useState(false);
  if (!affiliateCode) {
    return <p className={styles.muted}>{t('invite.none')}</p>;
  }
  const link = inviteLink(window.location.origin, affiliateCode);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section className={styles.card} aria-labelledby="agent-invite-title" data-testid="invite-card">
      <h2 id="agent-invite-title" className={styles.cardTitle}>
        {t('invite.title')}
      </h2>
      <div className={styles.invite}>
        <QrCode value={link} size={128} label={t('invite.qr')} className={styles.qr} />
        <div className={styles.inviteText}>
          <p>
            {t('invite.affiliateCode')}: <strong data-testid="affiliate-code">{affiliateCode}</strong>
          </p>
          <label htmlFor="agent-invite-link" className={styles.label}>
            {t('invite.link')}
          </label>
          <div className={styles.inviteRow}>
            <input
              id="agent-invite-link"
              className={styles.input}
              value={link}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button variant="secondary" onClick={() => void copy()}>
              {copied ? t('invite.copied') : t('invite.copy')}
            </Button>
          </div>
          <p className={styles.muted}>{t('invite.hint')}</p>
        </div>
      </div>
    </section>
  );
}
