// Platform messages (messages.read): the messages sent, who they went to and how many members read
// them; an operator with messages.write composes a new one and withdraws one after a confirmation.
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAdminMessageList } from '@pavilion/contracts/messages';
import { errorText } from '@/shared/error-text';
import { formatDateTime } from '@/shared/format';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { DataTable } from '@/shared/ui/data-table';
import { QueryState } from '@/shared/ui/query-state';
import { useCan } from '@/shared/use-me';
import { ComposeForm } from './compose-form';
import { useMessages, useWithdrawMessage } from './messages-api';
import './messages.css';

type TRow = TAdminMessageList['rows'][number];
const column = createColumnHelper<TRow>();

export function MessagesPage() {
  const { t, i18n } = useTranslation();
  const canWrite = useCan('messages.write');
  const messages = useMessages();
  const withdraw = useWithdrawMessage();
  const [withdrawing, setWithdrawing] = useState<TRow | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  const columns = useMemo(
    () => [
      column.accessor('id', { header: t('messagesAdmin.id') }),
      column.accessor('title', { header: t('messagesAdmin.title') }),
      column.accessor('audience', {
        header: t('messagesAdmin.audience'),
        cell: (c) =>
          [t(`messagesAdmin.audienceKind_${c.getValue()}`), c.row.original.target]
            .filter(Boolean)
            .join(' · '),
      }),
      column.accessor('readCount', { header: t('messagesAdmin.readCount') }),
      column.accessor('createdAt', {
        header: t('messagesAdmin.createdAt'),
        cell: (c) => formatDateTime(c.getValue(), i18n.language),
      }),
      column.accessor('withdrawnAt', {
        header: t('messagesAdmin.state'),
        cell: (c) => (c.getValue() ? t('messagesAdmin.withdrawn') : t('messagesAdmin.live')),
      }),
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              header: t('common.actions'),
              enableHiding: false,
              cell: ({ row }) =>
                row.original.withdrawnAt ? null : (
                  <button
                    type="button"
                    className="btn btn-small btn-danger"
                    aria-label={t('messagesAdmin.withdrawOne', { title: row.original.title })}
                    onClick={() => setWithdrawing(row.original)}
                  >
                    {t('messagesAdmin.withdraw')}
                  </button>
                ),
            }),
          ]
        : []),
    ],
    [t, i18n.language, canWrite],
  );

  return (
    <section aria-labelledby="messages-title" className="stack">
      <h1 id="messages-title">{t('messagesAdmin.heading')}</h1>
      {!canWrite && <p className="muted">{t('messagesAdmin.readOnly')}</p>}
      {canWrite && <ComposeForm />}
      {outcome && (
        <p role="status" className="notice">
          {outcome}
        </p>
      )}
      <QueryState isLoading={messages.isLoading} error={messages.error} />
      {messages.data && (
        <div className="engagement-table">
          <DataTable
            label={t('messagesAdmin.sentList')}
            data={messages.data.rows}
            columns={columns}
            getRowId={(r) => String(r.id)}
            pageNo={1}
            pageCount={1}
            onPage={() => undefined}
          />
        </div>
      )}
      <ConfirmDialog
        open={withdrawing !== null}
        title={t('messagesAdmin.withdrawTitle', { title: withdrawing?.title ?? '' })}
        confirmLabel={t('messagesAdmin.withdraw')}
        danger
        busy={withdraw.isPending}
        onConfirm={() =>
          withdrawing &&
          withdraw.mutate(withdrawing.id, {
            onSuccess: () => setOutcome(t('messagesAdmin.withdrawnOne', { title: withdrawing.title })),
            onError: (error) => setOutcome(errorText(t, error)),
            onSettled: () => setWithdrawing(null),
          })
        }
        onClose={() => setWithdrawing(null)}
      >
        <p>{t('messagesAdmin.withdrawBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
