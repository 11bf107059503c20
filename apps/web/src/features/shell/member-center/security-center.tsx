// Security centre (spec §2.7 default page, "my account"): the member's account details, the
// profile form and active sessions (issue 5), and the change-password action, which opens the
// auth feature's modal.
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date-time';
import { useMember } from '@/shared/session/use-member';
import { Icon } from '@/shared/ui/icon';
import { useModalStore } from '@/shared/ui/modal-store';
import { Spinner } from '@/shared/ui/spinner';
import { ActiveSessions } from './active-sessions';
import { ProfileForm } from './profile-form';
import styles from './security-center.module.css';

export function SecurityCenter() {
  const { t } = useTranslation('shell');
  const { data: member } = useMember();
  const openModal = useModalStore((s) => s.open);
  if (!member) {
    return <Spinner label={t('loading', { ns: 'common' })} />;
  }
  const none = t('member.security.notSet');
  const rows: [string, string][] = [
    ['account', member.account],
    ['nickname', member.nickname || none],
    ['mobile', member.mobileNum ? `${member.countryDialingCode ?? ''} ${member.mobileNum}`.trim() : none],
    ['email', member.email ?? none],
    ['upline', member.uplineAccount ?? none],
    ['lastLoginAt', member.lastLoginAt ? formatDateTime(member.lastLoginAt) : none],
    ['lastLoginIp', member.lastLoginIp ?? none],
  ];
  return (
    <div className={styles.wrap}>
      <dl className={styles.list}>
        {rows.map(([key, value]) => (
          <div key={key} className={styles.row}>
            <dt>{t(`member.security.${key}`)}</dt>
            <dd data-testid={`security-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {member.isTrial ? null : <ProfileForm />}
      <div className={styles.password}>
        <div>
          <h3 className={styles.subTitle}>
            <Icon name="lock" size={18} />
            {t('member.security.passwordTitle')}
          </h3>
          <p className={styles.muted}>{t('member.security.passwordText')}</p>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => openModal('changePassword')}>
          {t('member.security.changePassword')}
        </button>
      </div>
      {member.isTrial ? null : <ActiveSessions />}
    </div>
  );
}
