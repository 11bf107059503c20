// The bell's drop-down: the latest notifications, newest first, unread ones highlighted; a click
// marks one read, a button marks all read. Escape closes it.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date-time';
import { useMarkRead, useNotificationList } from '../api/use-notifications';
import styles from './engagement.module.css';
import { useNotificationText } from './use-notification-text';

export function NotificationPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('engagement');
  const list = useNotificationList(true);
  const markRead = useMarkRead();
  const textOf = useNotificationText();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const rows = list.data?.rows ?? [];
  return (
    <section id={id} className={styles.panel} aria-label={t('panel.title')} data-testid="notification-panel">
      <header className={styles.panelHeader}>
        <h2 className={styles.panelTitle}>{t('panel.title')}</h2>
        <div className={styles.row}>
          {(list.data?.unreadCount ?? 0) > 0 ? (
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => markRead.mutate({ all: true })}
            >
              {t('panel.markAll')}
            </button>
          ) : null}
          <button type="button" className={styles.linkButton} onClick={onClose} aria-label={t('panel.close')}>
            ×
          </button>
        </div>
      </header>
      {list.isError ? <p className={styles.empty}>{t('panel.error')}</p> : null}
      {list.isSuccess && rows.length === 0 ? <p className={styles.empty}>{t('panel.empty')}</p> : null}
      <ul className={styles.list}>
        {rows.map((n) => {
          const text = textOf(n);
          return (
            <li key={n.id}>
              <button
                type="button"
                className={`${styles.item} ${n.readAt ? '' : styles.unread}`}
                onClick={() => (n.readAt ? undefined : markRead.mutate({ ids: [n.id] }))}
              >
                <span className={styles.itemTitle}>
                  <span>{text.title}</span>
                  <span className={styles.muted}>{formatDateTime(n.createdAt)}</span>
                </span>
                <p className={styles.body}>{text.body}</p>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
