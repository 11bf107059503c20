// Agent announcements (spec §2.8): every stored one, open now or scheduled or ended, in server
// pages; agents.write creates, edits and deletes (after a confirmation). Agents read the open ones
// in the agent area, in their language.
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAgentAnnouncementAdminRow } from '@pavilion/contracts/agent-reports';
import { programmeErrorText } from './programme-error';
import { formatDateTime } from '@/shared/format';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { DataTable } from '@/shared/ui/data-table';
import { QueryState } from '@/shared/ui/query-state';
import { useCan } from '@/shared/use-me';
import { useAgentAnnouncements, useDeleteAnnouncement } from './agent-programme-api';
import { AnnouncementForm } from './announcement-form';
import './agent-programme.css';

const column = createColumnHelper<TAgentAnnouncementAdminRow>();

export function AnnouncementsPage() {
  const { t, i18n } = useTranslation();
  const canWrite = useCan('agents.write');
  const [pageNo, setPageNo] = useState(1);
  const list = useAgentAnnouncements(pageNo);
  const remove = useDeleteAnnouncement();
  const [editing, setEditing] = useState<TAgentAnnouncementAdminRow | null>(null);
  const [deleting, setDeleting] = useState<TAgentAnnouncementAdminRow | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const columns = useMemo(
    () => [
      column.accessor('id', { header: t('agentProgramme.id') }),
      column.accessor('title', { header: t('agentProgramme.titleEn') }),
      column.accessor((r) => [r.translations.CN ? '中文' : '', r.translations.KM ? 'ខ្មែរ' : ''], {
        id: 'languages',
        header: t('agentProgramme.languages'),
        enableSorting: false,
        cell: (c) => ['EN', ...c.getValue().filter(Boolean)].join(' · '),
      }),
      column.accessor('live', {
        header: t('agentProgramme.state'),
        cell: (c) => (c.getValue() ? t('agentProgramme.live') : t('agentProgramme.notLive')),
      }),
      column.accessor('startsAt', {
        header: t('agentProgramme.startsAt'),
        cell: (c) => formatDateTime(c.getValue(), i18n.language),
      }),
      column.accessor('endsAt', {
        header: t('agentProgramme.endsAt'),
        cell: (c) => formatDateTime(c.getValue(), i18n.language),
      }),
      column.accessor('sort', { header: t('agentProgramme.sort') }),
      column.accessor('updatedAt', {
        header: t('agentProgramme.updatedAt'),
        cell: (c) => formatDateTime(c.getValue(), i18n.language),
      }),
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              header: t('common.actions'),
              enableHiding: false,
              cell: ({ row }) => (
                <div className="row">
                  <button
                    type="button"
                    className="btn btn-small programme-nowrap"
                    aria-label={t('agentProgramme.editOf', { title: row.original.title })}
                    onClick={() => {
                      setOutcome(null);
                      setEditing(row.original);
                    }}
                  >
                    {t('agentProgramme.edit')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-small btn-danger programme-nowrap"
                    aria-label={t('agentProgramme.deleteOf', { title: row.original.title })}
                    onClick={() => setDeleting(row.original)}
                  >
                    {t('agentProgramme.delete')}
                  </button>
                </div>
              ),
            }),
          ]
        : []),
    ],
    [t, i18n.language, canWrite],
  );

  return (
    <section aria-labelledby="announcements-title" className="stack">
      <h1 id="announcements-title">{t('agentProgramme.announcementsTitle')}</h1>
      {canWrite && (
        <AnnouncementForm
          editing={editing}
          onDone={(text) => {
            setEditing(null);
            setOutcome({ ok: true, text });
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      {outcome && (
        <p className={outcome.ok ? 'notice' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </p>
      )}
      <QueryState isLoading={list.isLoading} error={list.error} />
      {list.data && (
        <DataTable
          label={t('agentProgramme.announcementsTitle')}
          data={list.data.rows}
          columns={columns}
          getRowId={(r) => String(r.id)}
          pageNo={list.data.pageNo}
          pageCount={list.data.totalPages}
          onPage={setPageNo}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('agentProgramme.deleteTitle')}
        confirmLabel={t('agentProgramme.delete')}
        danger
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setOutcome({ ok: true, text: t('agentProgramme.announcementDeleted', { id: deleting.id }) });
              if (editing?.id === deleting.id) {
                setEditing(null);
              }
            },
            onError: (error) => setOutcome({ ok: false, text: programmeErrorText(t, error) }),
            onSettled: () => setDeleting(null),
          })
        }
        onClose={() => setDeleting(null)}
      >
        <p>{t('agentProgramme.deleteBody', { title: deleting?.title ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
}
