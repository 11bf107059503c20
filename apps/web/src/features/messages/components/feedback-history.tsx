// The member's own feedback, newest first, with its state and the operator's reply.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_TYPE_NAMES } from '@pavilion/contracts/messages';
import { useErrorText } from '@/shared/errors/error-text';
import { formatDateTime } from '@/shared/format/date-time';
import { QueryState } from '@/shared/ui/query-state';
import { RecordsPager } from '@/shared/ui/records-pager';
import { useFeedbackHistory } from '../api/use-feedback';
import styles from './feedback.module.css';

export function FeedbackHistory() {
  const { t } = useTranslation('messages');
  const errorText = useErrorText();
  const [pageNo, setPageNo] = useState(1);
  const history = useFeedbackHistory(pageNo, true);
  if (history.isPending) {
    return <QueryState state="loading" />;
  }
  if (history.error || !history.data) {
    return (
      <QueryState state="error" message={errorText(history.error)} onRetry={() => void history.refetch()} />
    );
  }
  if (history.data.rows.length === 0) {
    return <QueryState state="empty" message={t('history.empty')} />;
  }
  return (
    <div className={styles.history} data-testid="feedback-history">
      <ul className={styles.items}>
        {history.data.rows.map((item) => (
          <li key={item.id} className={styles.item}>
            <div className={styles.itemHead}>
              <span className={styles.type}>{t(`types.${FEEDBACK_TYPE_NAMES[item.type]}`)}</span>
              <span className={item.status === 'replied' ? styles.replied : styles.open}>
                {t(`history.status.${item.status}`)}
              </span>
              <time className={styles.time} dateTime={item.createdAt}>
                {formatDateTime(item.createdAt)}
              </time>
            </div>
            <p className={styles.text}>{item.content}</p>
            {item.reply ? (
              <div className={styles.reply}>
                <strong>{t('history.reply')}</strong>
                <p className={styles.text}>{item.reply}</p>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <RecordsPager pageNo={pageNo} totalPages={history.data.totalPages} onPage={setPageNo} />
    </div>
  );
}
