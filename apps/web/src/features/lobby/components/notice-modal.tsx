// The notice modal (spec §2.5 notice list, §3 notice item): titles in pages of 9 beside the
// selected notice's sanitised HTML and its time (yyyy-MM-dd HH:mm:ss); opens at a given index.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTICE_PAGE_SIZE } from '@pavilion/contracts/content-constants';
import { Modal } from '@/shared/ui/modal';
import { useAnnouncements } from '@/shared/content/use-announcements';
import { formatDateTime } from '@/shared/format/date-time';
import { sanitizeHtml } from '@/shared/content/sanitize';
import { Pager } from './pager';
import styles from './notice-modal.module.css';

export function NoticeModal({ index, onClose }: { index: number; onClose: () => void }) {
  const { t } = useTranslation('lobby');
  const notices = useAnnouncements().data?.notices ?? [];
  const [selected, setSelected] = useState(index);
  const [page, setPage] = useState(Math.floor(index / NOTICE_PAGE_SIZE) + 1);
  const notice = notices[selected] ?? notices[0];
  const first = (page - 1) * NOTICE_PAGE_SIZE;

  return (
    <Modal title={t('notice.title')} onClose={onClose} width={820} testId="notice-modal">
      {notice ? (
        <div className={styles.layout}>
          <ol className={styles.titles} aria-label={t('notice.list')}>
            {notices.slice(first, first + NOTICE_PAGE_SIZE).map((n, i) => (
              <li key={n.id}>
                <button
                  type="button"
                  className={styles.title}
                  aria-current={notices[selected]?.id === n.id ? 'true' : undefined}
                  onClick={() => setSelected(first + i)}
                >
                  {n.title}
                </button>
              </li>
            ))}
          </ol>
          <article className={styles.content} aria-labelledby="notice-heading">
            <h3 id="notice-heading" className={styles.heading}>
              {notice.title}
            </h3>
            <time className={styles.time} dateTime={new Date(notice.time).toISOString()}>
              {formatDateTime(notice.time)}
            </time>
            <div className={styles.html} dangerouslySetInnerHTML={{ __html: sanitizeHtml(notice.content) }} />
          </article>
        </div>
      ) : (
        <p>{t('notice.empty')}</p>
      )}
      <Pager page={page} totalPages={Math.ceil(notices.length / NOTICE_PAGE_SIZE)} onPage={setPage} />
    </Modal>
  );
}
