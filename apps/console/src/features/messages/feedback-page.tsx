// Member feedback (messages.read): open or replied, server-side pages; an operator with
// messages.write replies once, and the member reads the reply in the player site's history.
import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_TYPE_NAMES } from '@pavilion/contracts/messages';
import { formatDateTime } from '@/shared/format';
import { DataTable } from '@/shared/ui/data-table';
import { QueryState } from '@/shared/ui/query-state';
import { useCan } from '@/shared/use-me';
import { feedbackKey, replyToFeedback, useFeedback, type TFeedbackFilter } from './messages-api';
import { ReplyDialog } from './reply-dialog';
import './messages.css';

type TRow = NonNullable<ReturnType<typeof useFeedback>['data']>['rows'][number];
const column = createColumnHelper<TRow>();
const STATUSES = ['open', 'replied', ''] as const;

export function FeedbackPage() {
  const { t, i18n } = useTranslation();
  const canWrite = useCan('messages.write');
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<TFeedbackFilter>({ status: 'open', pageNo: 1 });
  const [replying, setReplying] = useState<TRow | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const feedback = useFeedback(filter);

  const columns = useMemo(
    () => [
      column.accessor('id', { header: t('messagesAdmin.id') }),
      column.accessor('account', { header: t('messagesAdmin.member') }),
      column.accessor('type', {
        header: t('messagesAdmin.type'),
        cell: (c) => t(`messagesAdmin.feedbackType_${FEEDBACK_TYPE_NAMES[c.getValue()]}`),
      }),
      column.accessor('content', { header: t('messagesAdmin.feedback') }),
      column.accessor('createdAt', {
        header: t('messagesAdmin.createdAt'),
        cell: (c) => formatDateTime(c.getValue(), i18n.language),
      }),
      column.accessor('reply', { header: t('messagesAdmin.reply'), cell: (c) => c.getValue() ?? '' }),
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              header: t('common.actions'),
              enableHiding: false,
              cell: ({ row }) =>
                row.original.status === 'open' ? (
                  <button
                    type="button"
                    className="btn btn-small btn-primary"
                    aria-label={t('messagesAdmin.replyTo', { id: row.original.id })}
                    onClick={() => setReplying(row.original)}
                  >
                    {t('messagesAdmin.replyAction')}
                  </button>
                ) : null,
            }),
          ]
        : []),
    ],
    [t, i18n.language, canWrite],
  );

  return (
    <section aria-labelledby="feedback-title" className="stack">
      <h1 id="feedback-title">{t('messagesAdmin.feedbackHeading')}</h1>
      <div className="filters row">
        <label className="field inline">
          <span>{t('messagesAdmin.status')}</span>
          <select
            value={filter.status}
            onChange={(e) => setFilter({ status: e.target.value as TFeedbackFilter['status'], pageNo: 1 })}
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`messagesAdmin.feedbackStatus_${s || 'all'}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {outcome && (
        <p role="status" className="notice">
          {outcome}
        </p>
      )}
      <QueryState isLoading={feedback.isLoading} error={feedback.error} />
      {feedback.data && (
        <div className="engagement-table">
          <DataTable
            label={t('messagesAdmin.feedbackHeading')}
            data={feedback.data.rows}
            columns={columns}
            getRowId={(r) => String(r.id)}
            pageNo={feedback.data.pageNo}
            pageCount={feedback.data.totalPages}
            onPage={(pageNo) => setFilter((f) => ({ ...f, pageNo }))}
          />
        </div>
      )}
      {canWrite && (
        <ReplyDialog
          item={replying}
          onSubmit={async (id, body) => {
            await replyToFeedback(id, body);
            setOutcome(t('messagesAdmin.replied', { id }));
            await queryClient.invalidateQueries({ queryKey: feedbackKey });
          }}
          onClose={() => setReplying(null)}
        />
      )}
    </section>
  );
}
