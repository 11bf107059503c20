// Messages (agent centre `messages`, spec §2.8): the platform notifications the player site shows
// under its bell (engagement feature: the same list, texts and mark-as-read), as a page.
import { useTranslation } from 'react-i18next';
import type { TAgentPageProps } from '@/features/agent/model/agent-page-props';
import { useMarkRead, useNotificationList } from '@/features/engagement/api/use-notifications';
import { useNotificationText } from '@/features/engagement/components/use-notification-text';
import { formatAgentDateTime } from '@/features/agent/model/agent-zone';
import { useErrorText } from '@/shared/errors/error-text';
import { QueryState } from '@/shared/ui/query-state';
import styles from '../components/agent-reports.module.css';
import { ReportFrame } from '../components/report-frame';

export default function AgentMessagesPage(_props: TAgentPageProps) {
  const { t } = useTranslation('engagement');
  const errorText = useErrorText();
  const list = useNotificationList(true);
  const markRead = useMarkRead();
  const textOf = useNotificationText();
  const rows = list.data?.rows ?? [];
  return (
    <ReportFrame page="messages">
      {(list.data?.unreadCount ?? 0) > 0 ? (
        <div className={styles.row}>
          <button type="button" className={styles.linkButton} onClick={() => markRead.mutate({ all: true })}>
            {t('panel.markAll')}
          </button>
        </div>
      ) : null}
      {list.isPending ? (
        <QueryState state="loading" />
      ) : list.error ? (
        <QueryState state="error" message={errorText(list.error)} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <QueryState state="empty" message={t('panel.empty')} testId="messages-empty" />
      ) : (
        <ul className={styles.list} data-testid="messages">
          {rows.map((n) => {
            const text = textOf(n);
            return (
              <li key={n.id}>
                <button
                  type="button"
                  className={`${styles.item} ${n.readAt ? '' : styles.unread}`}
                  onClick={() => (n.readAt ? undefined : markRead.mutate({ ids: [n.id] }))}
                >
                  <span className={styles.itemTitle}>{text.title}</span>
                  <span className={styles.sub}>{formatAgentDateTime(n.createdAt)}</span>
                  <span>{text.body}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </ReportFrame>
  );
}
