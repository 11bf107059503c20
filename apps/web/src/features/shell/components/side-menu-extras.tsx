// The lower part of the side menu (spec §2.4): reward banner, invite friends (agent centre for
// agents; shown to logged-in agents, or to members when the referral promotion REFERRAL3 is on),
// the download link with iOS and Android QR codes, contact channels and the language select.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/shared/session/session-store';
import { useFlag } from '@/shared/site/use-permission';
import { Icon } from '@/shared/ui/icon';
import { useModalStore } from '@/shared/ui/modal-store';
import { QrCode } from '@/shared/ui/qr-code';
import { useDownloadLinks } from '../hooks/use-site-links';
import { ContactLinks } from './contact-links';
import { LanguageSelect } from './language-select';
import styles from './side-menu-extras.module.css';

export function SideMenuExtras({ compact }: { compact: boolean }) {
  const { t } = useTranslation('shell');
  const isLogin = useSession((s) => s.isLogin);
  const isAgent = useSession((s) => s.isAgent);
  const referral = useFlag('REFERRAL3');
  const openModal = useModalStore((s) => s.open);
  const downloads = useDownloadLinks().filter((d) => d.platform !== 'iosLite');
  const showInvite = isLogin && (isAgent || referral);

  const rewardBody = (
    <>
      <Icon name="trophy" size={compact ? 22 : 28} />
      <span className={styles.rewardText}>
        <strong>{t('side.rewardTitle')}</strong>
        <span>{t('side.rewardText')}</span>
      </span>
    </>
  );
  const rewardTitle = compact ? t('side.rewardTitle') : undefined;
  // guests are asked to log in first
  const reward = isLogin ? (
    <Link to="/member?page=rewardCenter" className={styles.reward} title={rewardTitle}>
      {rewardBody}
    </Link>
  ) : (
    <button type="button" className={styles.reward} onClick={() => openModal('login')} title={rewardTitle}>
      {rewardBody}
    </button>
  );

  return (
    <div className={styles.extras} data-compact={compact}>
      {reward}
      {showInvite ? (
        <Link
          to={isAgent ? '/agentHome' : '/member?page=referral'}
          className={styles.row}
          title={compact ? t(isAgent ? 'side.agent' : 'side.invite') : undefined}
        >
          <Icon name="users" />
          <span className={styles.rowLabel}>{t(isAgent ? 'side.agent' : 'side.invite')}</span>
        </Link>
      ) : null}
      <section className={styles.block} aria-label={t('side.download')}>
        <Link to="/download" className={styles.row} title={compact ? t('side.download') : undefined}>
          <Icon name="download" />
          <span className={styles.rowLabel}>{t('side.download')}</span>
        </Link>
        {compact ? null : (
          <div className={styles.qrs}>
            {downloads.map((d) => (
              <figure key={d.platform} className={styles.qr}>
                <QrCode
                  value={d.url}
                  size={84}
                  label={t('download.qrLabel', { platform: t(`download.platform.${d.platform}`) })}
                />
                <figcaption>{t(`download.platform.${d.platform}`)}</figcaption>
              </figure>
            ))}
          </div>
        )}
      </section>
      <ContactLinks compact={compact} />
      {compact ? null : <LanguageSelect />}
    </div>
  );
}
