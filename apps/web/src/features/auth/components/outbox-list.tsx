// The demo outbox (GET /api/dev/outbox): the latest SMS and e-mail messages the demo providers
// "sent", newest first, so a demo user can read a code or follow a reset link. Links in a body
// become real links; the rest stays plain text.
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/shared/ui/form/button';
import { Modal } from '@/shared/ui/modal';
import { useModalStore } from '@/shared/ui/modal-store';
import { fetchOutbox } from '../api/auth-api';
import styles from './auth.module.css';

/** Absolute URLs, and site paths with a query such as /reset-password?token=… */
const URL_PATTERN = /(https?:\/\/[^\s<>"]+|\/[a-z][\w\-/]*\?[^\s<>"]+)/gi;

function Linkified({ text }: { text: string }) {
  return (
    <>
      {text.split(URL_PATTERN).map((part, i) =>
        i % 2 === 0 ? (
          <Fragment key={i}>{part}</Fragment>
        ) : part.startsWith('/') ? (
          <Link key={i} to={part} onClick={() => useModalStore.getState().close()}>
            {part}
          </Link>
        ) : (
          <a key={i} href={part} rel="noreferrer">
            {part}
          </a>
        ),
      )}
    </>
  );
}

export function OutboxList() {
  const { t } = useTranslation('auth');
  const query = useQuery({
    queryKey: ['dev', 'outbox', 'list'],
    queryFn: () => fetchOutbox(20),
    refetchInterval: 5000,
  });
  return (
    <div>
      <p className={styles.muted}>{t('outbox.intro')}</p>
      {query.isError ? <p className={styles.muted}>{t('outbox.unavailable')}</p> : null}
      {query.data && query.data.length === 0 ? <p className={styles.muted}>{t('outbox.empty')}</p> : null}
      {query.data && query.data.length > 0 ? (
        <ul className={styles.outboxList} aria-label={t('outbox.title')}>
          {query.data.map((m) => (
            <li key={m.id} className={styles.outboxItem}>
              <div className={styles.outboxMeta}>
                <span>
                  {t(`outbox.channel.${m.channel}`)} · {m.recipient}
                </span>
                <time dateTime={m.createdAt}>{new Date(m.createdAt).toLocaleTimeString()}</time>
              </div>
              {m.subject ? <div className={styles.outboxSubject}>{m.subject}</div> : null}
              <p className={styles.outboxBody}>
                <Linkified text={m.body} />
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" block onClick={() => void query.refetch()} busy={query.isFetching}>
          {t('outbox.refresh')}
        </Button>
      </div>
    </div>
  );
}

/** The outbox as the app-level dialog (modal store name 'outbox'). */
export function OutboxModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Modal title={t('outbox.title')} onClose={onClose} width={520} testId="outbox-modal">
      <OutboxList />
    </Modal>
  );
}
