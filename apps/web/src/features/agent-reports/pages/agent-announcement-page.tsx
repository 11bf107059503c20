// Agent announcements (agent centre `agentAnnouncement`, spec §2.8): the operator's notices for
// agents that are open now, newest first, in the agent's language; one opens in a details view
// with its (server-sanitised) content, and a way back to the list.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAgentPageProps } from '@/features/agent/model/agent-page-props';
import { RecordsPager } from '@/shared/ui/records-pager';
import { QueryState } from '@/shared/ui/query-state';
import { formatAgentDateTime } from '@/features/agent/model/agent-zone';
import { useErrorText } from '@/shared/errors/error-text';
import { apiLanguage } from '@/shared/i18n/languages';
import { useAgentAnnouncement, useAgentAnnouncements } from '../api/use-agent-reports';
import styles from '../components/agent-reports.module.css';
import { ReportFrame } from '../components/report-frame';

export default function AgentAnnouncementPage(_props: TAgentPageProps) {
  const { t, i18n } = useTranslation('agent-reports');
  const errorText = useErrorText();
  const language = apiLanguage(i18n.language);
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useAgentAnnouncements({ language, pageNo });
  const rows = list.data?.rows ?? [];

  if (openId !== null) {
    return (
      <ReportFrame page="agentAnnouncement">
        <AnnouncementDetail id={openId} language={language} onBack={() => setOpenId(null)} />
      </ReportFrame>
    );
  }
  return (
    <ReportFrame page="agentAnnouncement">
      {list.isPending ? (
        <QueryState state="loading" />
      ) : list.error ? (
        <QueryState state="error" message={errorText(list.error)} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <QueryState state="empty" message={t('announcements.empty')} testId="announcements-empty" />
      ) : (
        <>
          <ul className={styles.list} data-testid="announcements">
            {rows.map((a) => (
              <li key={a.id}>
                <button type="button" className={styles.item} onClick={() => setOpenId(a.id)}>
                  <span className={styles.itemTitle}>{a.title}</span>
                  <span className={styles.sub}>{formatAgentDateTime(a.publishedAt)}</span>
                </button>
              </li>
            ))}
          </ul>
          <RecordsPager
            pageNo={list.data?.pageNo ?? 1}
            totalPages={list.data?.totalPages ?? 1}
            onPage={setPageNo}
          />
        </>
      )}
    </ReportFrame>
  );
}

function AnnouncementDetail({ id, language, onBack }: { id: number; language: string; onBack: () => void }) {
  const { t } = useTranslation('agent-reports');
  const errorText = useErrorText();
  const detail = useAgentAnnouncement(id, language);
  return (
    <article className={styles.detail} aria-labelledby="announcement-title" data-testid="announcement-detail">
      <div className={styles.row}>
        <button type="button" className={styles.linkButton} onClick={onBack}>
          {t('announcements.back')}
        </button>
      </div>
      {detail.isPending ? (
        <QueryState state="loading" />
      ) : detail.error || !detail.data ? (
        <QueryState state="error" message={errorText(detail.error)} onRetry={() => void detail.refetch()} />
      ) : (
        <>
          <h2 id="announcement-title" className={styles.detailTitle}>
            {detail.data.title}
          </h2>
          <p className={styles.sub}>{formatAgentDateTime(detail.data.publishedAt)}</p>
          {/* content is sanitised by the server on write (content module's HTML sanitiser) */}
          <div className={styles.content} dangerouslySetInnerHTML={{ __html: detail.data.content }} />
        </>
      )}
    </article>
  );
}
