// Invite friends (member centre `referral`, flag REFERRAL3): the member's referral code, the link
// that carries it to the registration form, its QR code (spec §9 defaults, the shared QR component
// the agent's register centre uses), the reward rule, and the friends who joined with it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/shared/errors/error-text';
import { formatDateTime } from '@/shared/format/date-time';
import { formatMoney } from '@/shared/format/money';
import { Button } from '@/shared/ui/form/button';
import { QrCode } from '@/shared/ui/qr-code';
import { QueryState } from '@/shared/ui/query-state';
import { useWalletCurrencySymbol } from '@/shared/wallet/use-wallet-currency-symbol';
import { useReferral } from '../api/use-loyalty';
import panel from '@/shared/ui/panel.module.css';
import styles from '../components/loyalty.module.css';

export function referralLink(origin: string, code: string): string {
  return `${origin}/register?referralCode=${encodeURIComponent(code)}`;
}

export function ReferralPage() {
  const { t, i18n } = useTranslation('loyalty');
  const errorText = useErrorText();
  const symbol = useWalletCurrencySymbol();
  const referral = useReferral();
  const [copied, setCopied] = useState(false);
  if (referral.error) {
    return (
      <QueryState state="error" message={errorText(referral.error)} onRetry={() => void referral.refetch()} />
    );
  }
  if (!referral.data) {
    return <QueryState state="loading" />;
  }
  const { code, rule, friends } = referral.data;
  const link = referralLink(window.location.origin, code);
  const copy = () => {
    void navigator.clipboard?.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className={panel.stack} data-testid="referral-page">
      <section className={panel.section} aria-labelledby="referral-code-title">
        <h3 id="referral-code-title" className={panel.sectionTitle}>
          {t('referral.codeTitle')}
        </h3>
        <div className={styles.referralGrid}>
          <div className={panel.stack}>
            <div className={styles.codeRow}>
              <span className={styles.code} data-testid="referral-code">
                {code}
              </span>
            </div>
            <label className={panel.muted} htmlFor="referral-link">
              {t('referral.link')}
            </label>
            <input
              id="referral-link"
              className={styles.link}
              readOnly
              value={link}
              data-testid="referral-link"
            />
            <div>
              <Button variant="secondary" onClick={copy}>
                {copied ? t('referral.copied') : t('referral.copy')}
              </Button>
            </div>
            {rule.enabled ? (
              <p className={panel.muted}>
                {t('referral.rule', {
                  deposit: formatMoney(rule.minDeposit, symbol, i18n.language),
                  reward: formatMoney(rule.reward, symbol, i18n.language),
                })}
              </p>
            ) : null}
          </div>
          <QrCode value={link} size={160} label={t('referral.qr')} className={styles.qr} />
        </div>
      </section>
      <section className={panel.section} aria-labelledby="referral-friends-title">
        <h3 id="referral-friends-title" className={panel.sectionTitle}>
          {t('referral.friends', { count: friends.length })}
        </h3>
        {friends.length === 0 ? (
          <p className={panel.muted}>{t('referral.noFriends')}</p>
        ) : (
          <ul className={styles.rewards} data-testid="referral-friends">
            {friends.map((f) => (
              <li key={`${f.account}-${f.registeredAt}`} className={styles.reward}>
                <div className={styles.rewardText}>
                  <span className={styles.rewardName}>{f.account}</span>
                  <span className={panel.muted}>{formatDateTime(f.registeredAt)}</span>
                </div>
                <span>{f.rewarded ? t('referral.rewarded') : t('referral.pending')}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
