// Active sessions of the security centre (issue 5): the previous login (time and place), every
// live session of this member with the current one marked, and "sign out everywhere else" behind
// a confirmation step so one tap cannot end other devices by accident.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date-time';
import { Button } from '@/shared/ui/form/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { Spinner } from '@/shared/ui/spinner';
import { useProfile, useRevokeOtherSessions, useSessions } from './profile-api';
import styles from './security-center.module.css';

export function ActiveSessions() {
  const { t } = useTranslation('shell');
  const { data: sessions, isError } = useSessions();
  const { data: profile } = useProfile();
  const revoke = useRevokeOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const previous = profile?.previousLogin;
  const others = sessions ? sessions.items.filter((s) => !s.current).length : 0;

  return (
    <section
      className={styles.sessions}
      aria-labelledby="active-sessions-title"
      data-testid="active-sessions"
    >
      <h3 id="active-sessions-title" className={styles.subTitle}>
        {t('profile.sessions.title')}
      </h3>
      <p className={styles.muted} data-testid="previous-login">
        {previous
          ? t('profile.sessions.previousLogin', {
              at: formatDateTime(previous.at),
              ip: previous.ip ?? t('member.security.notSet'),
            })
          : t('profile.sessions.noPreviousLogin')}
      </p>
      {isError ? <FormAlert>{t('profile.sessions.loadFailed')}</FormAlert> : null}
      {!sessions && !isError ? <Spinner label={t('loading', { ns: 'common' })} /> : null}
      {sessions ? (
        <ul className={styles.sessionList}>
          {sessions.items.map((s) => (
            <li key={s.id} className={styles.row}>
              <div className={styles.sessionHead}>
                <strong>{s.ip ?? t('member.security.notSet')}</strong>
                {s.current ? <span className={styles.badge}>{t('profile.sessions.current')}</span> : null}
              </div>
              <div className={styles.muted}>
                {t('profile.sessions.signedIn', { at: formatDateTime(s.createdAt) })}
                {' · '}
                {t('profile.sessions.lastSeen', { at: formatDateTime(s.lastSeenAt) })}
              </div>
              {s.userAgent ? <div className={styles.agent}>{s.userAgent}</div> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {revoke.isSuccess ? (
        <FormAlert tone="success">{t('profile.sessions.revoked', { count: revoke.data.revoked })}</FormAlert>
      ) : null}
      {revoke.isError ? <FormAlert>{t('profile.sessions.revokeFailed')}</FormAlert> : null}
      {confirming ? (
        <div className={styles.confirm} role="group" aria-label={t('profile.sessions.confirmTitle')}>
          <p>{t('profile.sessions.confirmText', { count: others })}</p>
          <div className={styles.confirmActions}>
            <Button
              busy={revoke.isPending}
              onClick={() => revoke.mutate(undefined, { onSettled: () => setConfirming(false) })}
            >
              {t('profile.sessions.confirm')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('profile.sessions.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div>
          <Button variant="secondary" disabled={others === 0} onClick={() => setConfirming(true)}>
            {t('profile.sessions.signOutOthers')}
          </Button>
        </div>
      )}
    </section>
  );
}
