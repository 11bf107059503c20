// App download (spec §1, §2.1 /download): iOS, lite iOS and Android with QR codes generated
// locally and installation steps. When the operator has not configured an app address the code
// opens this site on the phone instead, and the page says so. Above them, the panel that installs
// this site itself as an app (issue 30).
import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icon';
import { QrCode } from '@/shared/ui/qr-code';
import { InstallPanel } from '../components/install-panel';
import { PageFrame } from '../components/page-frame';
import { useDownloadLinks } from '../hooks/use-site-links';
import styles from './download-page.module.css';

const STEPS = {
  ios: ['scan', 'install', 'trust', 'open'],
  iosLite: ['scan', 'addHome', 'open'],
  android: ['scan', 'allow', 'install', 'open'],
} as const;
/** Without a configured app the code opens the site, which installs as a home-screen app. */
const SITE_STEPS = {
  ios: ['scan', 'addHome', 'open'],
  iosLite: ['scan', 'addHome', 'open'],
  android: ['scan', 'addHomeAndroid', 'open'],
} as const;

export default function DownloadPage() {
  const { t } = useTranslation('shell');
  const links = useDownloadLinks();
  return (
    <PageFrame icon="download" title={t('download.title')} lead={t('download.lead')}>
      <InstallPanel />
      <ul className={styles.cards}>
        {links.map((link) => {
          const name = t(`download.platform.${link.platform}`);
          return (
            <li key={link.platform} className={styles.card}>
              <h2 className={styles.name}>{name}</h2>
              <QrCode
                value={link.url}
                size={168}
                label={t('download.qrLabel', { platform: name })}
                className={styles.qr}
              />
              <p className={styles.note}>
                {link.configured ? t('download.scanToInstall') : t('download.notConfigured')}
              </p>
              {link.configured ? (
                <a className="btn btn-primary" href={link.url} target="_blank" rel="noopener noreferrer">
                  <Icon name="download" size={18} />
                  {t('download.get', { platform: name })}
                </a>
              ) : null}
              <ol className={styles.steps} aria-label={t('download.guide', { platform: name })}>
                {(link.configured ? STEPS : SITE_STEPS)[link.platform].map((step) => (
                  <li key={step}>{t(`download.steps.${step}`)}</li>
                ))}
              </ol>
            </li>
          );
        })}
      </ul>
    </PageFrame>
  );
}
