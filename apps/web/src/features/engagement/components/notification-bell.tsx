// The header's notification bell (spec §3 notifications): unread badge, the drop-down list, the
// real-time stream and its toasts. Shown to logged-in members only (trial users have no cashier).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session-store';
import { useUnreadCount } from '../api/use-notifications';
import { useNotificationStream } from '../hooks/use-notification-stream';
import styles from './engagement.module.css';
import { NotificationPanel } from './notification-panel';
import { NotificationToasts } from './notification-toasts';

const BELL_PATH = 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0';

export function NotificationBell() {
  const isLogin = useSession((s) => s.isLogin);
  const isTrial = useSession((s) => s.isTrial);
  return isLogin && !isTrial ? <MemberBell /> : null;
}

function MemberBell() {
  const { t } = useTranslation('engagement');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const unread = useUnreadCount().data?.unreadCount ?? 0;
  useNotificationStream();
  const label = unread > 0 ? `${t('bell.label')}, ${t('bell.unread', { count: unread })}` : t('bell.label');
  return (
    <div className={styles.bellWrap}>
      <button
        type="button"
        className={styles.bell}
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
        data-testid="notification-bell"
      >
        <svg
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d={BELL_PATH} />
        </svg>
        {unread > 0 ? (
          <span className={styles.badge} aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {open ? <NotificationPanel id={panelId} onClose={() => setOpen(false)} /> : null}
      <NotificationToasts />
    </div>
  );
}
