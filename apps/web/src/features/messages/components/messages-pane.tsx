// Platform messages (member centre `messageV2`, flag INBOX3): newest first, unread ones marked;
// opening an unread message marks it read (the badges drop at once), "mark all read", and delete
// (for this member only). Content is plain text with its line breaks kept.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMessage } from '@pavilion/contracts/messages';
import { useErrorText } from '@/shared/errors/error-text';
import { formatDateTime } from '@/shared/format/date-time';
import { QueryState } from '@/shared/ui/query-state';
import { RecordsPager } from '@/shared/ui/records-pager';
import { useDeleteMessage, useMarkMessagesRead, useMessages } from '../api/use-messages';
import styles from './messages.module.css';

export function MessagesPane() {
  const { t } = useTranslation('messages');
  const errorText = useErrorText();
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useMessages(pageNo);
  const markRead = useMarkMessagesRead();
  const remove = useDeleteMessage();

  if (list.isPending) {
    return <QueryState state="loading" />;
  }
  if (list.error || !list.data) {
    return <QueryState state="error" message={errorText(list.error)} onRetry={() => void list.refetch()} />;
  }
  const { rows, unreadCount, totalPages } = list.data;
  const toggle = (message: TMessage) => {
    const opening = openId !== message.id;
    setOpenId(opening ? message.id : null);
    if (opening && message.readAt === null) {
      markRead.mutate({ ids: [message.id] });
    }
  };
  const failure = markRead.error ?? remove.error;

  return (
    <div className={styles.stack} data-testid="messages-pane">
      <div className={styles.toolbar}>
        <p className={styles.summary} aria-live="polite" data-testid="messages-unread">
          {unreadCount > 0 ? t('list.unread', { count: unreadCount }) : t('list.allRead')}
        </p>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={unreadCount === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          {t('list.markAll')}
        </button>
      </div>
      {failure ? (
        <p role="alert" className={styles.error}>
          {errorText(failure)}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <QueryState state="empty" message={t('list.empty')} />
      ) : (
        <ul className={styles.list}>
          {rows.map((message) => {
            const open = openId === message.id;
            const bodyId = `message-body-${message.id}`;
            return (
              <li key={message.id} className={`${styles.item} ${message.readAt ? '' : styles.unread}`}>
                <button
                  type="button"
                  className={styles.head}
                  aria-expanded={open}
                  aria-controls={open ? bodyId : undefined}
                  onClick={() => toggle(message)}
                >
                  {message.readAt ? null : <span className={styles.newTag}>{t('list.new')}</span>}
                  <span className={styles.title}>{message.title}</span>
                  <span className={styles.meta}>
                    {t(`kind.${message.kind}`)} ·{' '}
                    <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                  </span>
                </button>
                {open ? (
                  <div id={bodyId} className={styles.body}>
                    <p className={styles.content}>{message.content}</p>
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(message.id, { onSuccess: () => setOpenId(null) })}
                    >
                      {t('list.delete')}
                    </button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <RecordsPager pageNo={pageNo} totalPages={totalPages} onPage={setPageNo} />
    </div>
  );
}
