// Full-screen states that replace the whole app (spec §2.9, §4 system status): maintenance,
// blocked region (with the visitor's IP), start-up failure with retry, and the start-up spinner.
// They render outside the router, so links are plain anchors.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPermission } from '@pavilion/contracts/site';
import { Icon, type TIconName } from '@/shared/ui/icon';
import { Logo } from '@/shared/ui/logo';
import { Spinner } from '@/shared/ui/spinner';
import styles from './blocking-screens.module.css';

type TScreenProps = {
  icon: TIconName;
  title: string;
  children: ReactNode;
  actions: ReactNode;
  testId: string;
};

function SystemScreen({ icon, title, children, actions, testId }: TScreenProps) {
  return (
    <main className={styles.screen} data-testid={testId}>
      <div className={styles.card}>
        <Logo size={40} />
        <span className={styles.icon}>
          <Icon name={icon} size={40} />
        </span>
        <h1 className={styles.title}>{title}</h1>
        {children}
        <div className={styles.actions}>{actions}</div>
      </div>
    </main>
  );
}

function CustomerServiceButton({ permission }: { permission: TPermission }) {
  const { t } = useTranslation('shell');
  const cs =
    permission.customerService.find((c) => c.csType.toUpperCase() === 'LIVECHAT') ??
    permission.customerService[0];
  if (!cs) {
    return null;
  }
  return (
    <a className="btn btn-primary" href={cs.path} target="_blank" rel="noopener noreferrer">
      <Icon name="chat" size={18} />
      {t('system.customerService')}
    </a>
  );
}

export function MaintenanceScreen({ permission }: { permission: TPermission }) {
  const { t } = useTranslation('shell');
  return (
    <SystemScreen
      icon="tools"
      title={t('system.maintenanceTitle')}
      testId="maintenance-screen"
      actions={<CustomerServiceButton permission={permission} />}
    >
      <p className={styles.text}>{t('system.maintenanceText')}</p>
      {permission.maintenance.message ? (
        <p className={styles.note}>{permission.maintenance.message}</p>
      ) : null}
    </SystemScreen>
  );
}

export function BlockedScreen({ permission }: { permission: TPermission }) {
  const { t } = useTranslation('shell');
  return (
    <SystemScreen
      icon="ban"
      title={t('system.blockedTitle')}
      testId="blocked-screen"
      actions={<CustomerServiceButton permission={permission} />}
    >
      <p className={styles.ip}>
        {t('system.yourIp')} <strong data-testid="blocked-ip">{permission.location.ip}</strong>
      </p>
      <p className={styles.text}>{t('system.blockedText')}</p>
    </SystemScreen>
  );
}

export function StartupErrorScreen({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <SystemScreen
      icon="wifiOff"
      title={t('system.networkTitle')}
      testId="startup-error"
      actions={
        <button type="button" className="btn btn-primary" onClick={onRetry} disabled={busy}>
          <Icon name="refresh" size={18} />
          {t('system.retry')}
        </button>
      }
    >
      <p className={styles.text}>{t('system.networkText')}</p>
    </SystemScreen>
  );
}

export function StartupSpinner() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.boot}>
      <Spinner label={t('loading')} />
    </div>
  );
}
