// App-level reality check: at the member's chosen interval after the session began, a dialog shows
// how long they have been logged in and the session's net game result, with "continue" and "log
// out". The schedule follows the server's session start (corrected for clock skew), so reloading
// the page neither restarts nor skips a reminder. Its turn comes from the modal coordinator
// (decision 020): after a blocking or open dialog, before the startup popups.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/format/money';
import { useLogout } from '@/shared/session/use-logout';
import { useSession } from '@/shared/session/session-store';
import { Button } from '@/shared/ui/form/button';
import { Modal } from '@/shared/ui/modal';
import { useModalTurn } from '@/shared/ui/modal-store';
import { useBalance } from '@/shared/wallet/use-balance';
import { useRealityCheck } from '../api/use-protection';
import { formatSessionLength, nextReminderAt } from '../lib/reality-timer';
import styles from './engagement.module.css';

export function RealityCheck() {
  const isLogin = useSession((s) => s.isLogin);
  return isLogin ? <RealityCheckTimer /> : null;
}

function RealityCheckTimer() {
  const { t } = useTranslation('engagement');
  const reality = useRealityCheck();
  const logout = useLogout();
  const symbol = useBalance().data?.currencySymbol ?? '';
  const [shownAt, setShownAt] = useState<number | null>(null);
  const data = reality.data;
  // local time of the server's session start: the server clock may differ from the browser's
  const sessionStart = data
    ? Date.parse(data.sessionStartedAt) + (reality.dataUpdatedAt - Date.parse(data.serverTime))
    : null;
  const interval = data?.intervalMinutes ?? 0;

  const { refetch } = reality;
  useEffect(() => {
    if (sessionStart === null || shownAt !== null) {
      return;
    }
    const due = nextReminderAt(sessionStart, interval, Date.now());
    if (due === null) {
      return;
    }
    const timer = setTimeout(() => {
      // the net result changes with every round: ask again, then show
      void refetch().then(() => setShownAt(Date.now()));
    }, due - Date.now());
    return () => clearTimeout(timer);
  }, [sessionStart, interval, shownAt, refetch]);

  const onScreen = useModalTurn('realityCheck', shownAt !== null);
  if (!onScreen || shownAt === null || sessionStart === null || !data) {
    return null;
  }
  const net = data.netResult;
  const word = net > 0 ? t('realityCheck.win') : net < 0 ? t('realityCheck.loss') : t('realityCheck.even');
  return (
    <Modal
      title={t('realityCheck.title')}
      onClose={() => setShownAt(null)}
      width={420}
      testId="reality-check"
    >
      <p>{t('realityCheck.duration', { duration: formatSessionLength(shownAt - sessionStart) })}</p>
      <p>
        {t('realityCheck.result')}{' '}
        <span className={net > 0 ? styles.positive : net < 0 ? styles.negative : undefined}>
          {net === 0 ? word : `${word} ${formatMoney(Math.abs(net), symbol)}`}
        </span>
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void logout()}>
          {t('realityCheck.logout')}
        </Button>
        <Button onClick={() => setShownAt(null)}>{t('realityCheck.continue')}</Button>
      </div>
    </Modal>
  );
}
