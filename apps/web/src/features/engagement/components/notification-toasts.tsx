// Toasts for notifications that arrive over the stream while the page is open; each leaves by
// itself after a few seconds or when dismissed. A polite live region announces them.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TNotification } from '@pavilion/contracts/notifications';
import { TOAST_MS, useToasts } from '../hooks/toast-store';
import styles from './engagement.module.css';
import { useNotificationText } from './use-notification-text';

function Toast({ notification }: { notification: TNotification }) {
  const { t } = useTranslation('engagement');
  const dismiss = useToasts((s) => s.dismiss);
  const text = useNotificationText()(notification);
  useEffect(() => {
    const timer = setTimeout(() => dismiss(notification.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [dismiss, notification.id]);
  return (
    <div className={styles.toast} data-testid="notification-toast">
      <div className={styles.toastText}>
        <strong>{text.title}</strong>
        <p className={styles.body}>{text.body}</p>
      </div>
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => dismiss(notification.id)}
        aria-label={t('toast.dismiss')}
      >
        ×
      </button>
    </div>
  );
}

export function NotificationToasts() {
  const toasts = useToasts((s) => s.toasts);
  return (
    <div className={styles.toasts} role="status" aria-live="polite">
      {toasts.map((n) => (
        <Toast key={n.id} notification={n} />
      ))}
    </div>
  );
}
