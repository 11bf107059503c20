// The download page's "install this site" panel (issue 30): the browser's own install dialog
// when it offers one (Chromium's beforeinstallprompt, caught at start-up), else the guide for this
// device's browser, and "already installed" inside the installed app. The other devices' guides
// stay one click away, for a member reading the page on a computer who means to install on a phone.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isStandalone, promptInstall, useInstallPrompt } from '@/shared/pwa/install-prompt';
import { Icon } from '@/shared/ui/icon';
import { GUIDE_PLATFORMS, GUIDE_STEPS, installPlatform, type TGuidePlatform } from '../install-guide';
import styles from './install-panel.module.css';

function Guide({ platform }: { platform: TGuidePlatform }) {
  const { t } = useTranslation('shell');
  const name = t(`download.install.platform.${platform}`);
  return (
    <div className={styles.guide}>
      <h3 className={styles.guideTitle}>{name}</h3>
      <ol className={styles.steps} aria-label={t('download.guide', { platform: name })}>
        {GUIDE_STEPS[platform].map((step) => (
          <li key={step}>{t(`download.install.steps.${step}`)}</li>
        ))}
      </ol>
    </div>
  );
}

export function InstallPanel() {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const offer = useInstallPrompt((s) => s.offer);
  const installedHere = useInstallPrompt((s) => s.installed);
  const [standalone] = useState(isStandalone);
  const [platform] = useState(() => installPlatform(navigator.userAgent, navigator.maxTouchPoints));
  const [accepted, setAccepted] = useState(false);
  const installed = standalone || installedHere;
  const others = GUIDE_PLATFORMS.filter((p) => p !== platform);

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.head}>
        <span className={styles.mark}>
          <Icon name="download" size={22} />
        </span>
        <div>
          <h2 id={titleId} className={styles.title}>
            {t('download.install.title')}
          </h2>
          <p className={styles.lead}>{t('download.install.lead')}</p>
        </div>
      </div>
      {installed ? (
        <p className={styles.status} role="status">
          {t('download.install.installed')}
        </p>
      ) : accepted ? (
        <p className={styles.status} role="status">
          {t('download.install.accepted')}
        </p>
      ) : offer ? (
        <button
          type="button"
          className={`btn btn-primary ${styles.button}`}
          onClick={() => void promptInstall().then(setAccepted)}
        >
          <Icon name="download" size={18} />
          {t('download.install.button')}
        </button>
      ) : platform === 'other' ? (
        <p className={styles.note}>{t('download.install.unsupported')}</p>
      ) : (
        <Guide platform={platform} />
      )}
      {installed ? null : (
        <details className={styles.others}>
          <summary>{t('download.install.otherDevices')}</summary>
          <div className={styles.otherGuides}>
            {(platform === 'other' ? GUIDE_PLATFORMS : others).map((p) => (
              <Guide key={p} platform={p} />
            ))}
          </div>
        </details>
      )}
    </section>
  );
}
