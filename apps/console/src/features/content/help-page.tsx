// Help articles of the player's help centre (spec §9, issue 15): the rows of one language,
// published or drafts, with edit, publish / unpublish and delete, and the create / edit form with
// its sanitised preview. Writes show with content.write; the server refuses them otherwise.
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HELP_LANGUAGES, type TAdminHelpRow, type THelpLanguage } from '@pavilion/contracts/content';
import { formatDateTime } from '@/shared/format';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { DataTable } from '@/shared/ui/data-table';
import { QueryState } from '@/shared/ui/query-state';
import { useCan } from '@/shared/use-me';
import { useHelpDelete, useHelpPublish, useHelpRows } from './help-api';
import { HelpForm } from './help-form';
import './content-editor.css';

const column = createColumnHelper<TAdminHelpRow>();
const isHelpLanguage = (value: string): value is THelpLanguage =>
  (HELP_LANGUAGES as readonly string[]).includes(value);

export function HelpPage() {
  const { t, i18n } = useTranslation();
  const canWrite = useCan('content.write');
  const [lang, setLang] = useState<THelpLanguage>('EN');
  const [editing, setEditing] = useState<TAdminHelpRow | null>(null);
  const [deleting, setDeleting] = useState<TAdminHelpRow | null>(null);
  const rows = useHelpRows(lang);
  const publish = useHelpPublish();
  const remove = useHelpDelete();

  const columns = useMemo(
    () => [
      column.accessor('id', { header: t('content.id') }),
      column.accessor('anchor', { header: t('helpAdmin.anchor') }),
      column.accessor('title', { header: t('contentEditor.title'), enableHiding: false }),
      column.accessor('device', { header: t('helpAdmin.device') }),
      column.accessor('published', {
        header: t('contentEditor.state'),
        cell: (c) => (c.getValue() ? t('helpAdmin.published') : t('helpAdmin.draft')),
      }),
      column.accessor('sort', { header: t('contentEditor.sort') }),
      column.accessor('updatedAt', {
        header: t('contentEditor.updated'),
        cell: (c) => formatDateTime(c.getValue(), i18n.language),
      }),
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              header: t('common.actions'),
              cell: ({ row }) => (
                <div className="row">
                  <button
                    type="button"
                    className="btn btn-small"
                    aria-label={`${t('contentEditor.edit')} ${row.original.title}`}
                    onClick={() => setEditing(row.original)}
                  >
                    {t('contentEditor.edit')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-small"
                    aria-label={`${t(row.original.published ? 'helpAdmin.unpublish' : 'helpAdmin.publish')} ${row.original.title}`}
                    disabled={publish.isPending}
                    onClick={() =>
                      publish.mutate({ id: row.original.id, published: !row.original.published })
                    }
                  >
                    {t(row.original.published ? 'helpAdmin.unpublish' : 'helpAdmin.publish')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-small btn-danger"
                    aria-label={`${t('content.delete')} ${row.original.title}`}
                    onClick={() => setDeleting(row.original)}
                  >
                    {t('content.delete')}
                  </button>
                </div>
              ),
            }),
          ]
        : []),
    ],
    [t, i18n.language, canWrite, publish],
  );

  return (
    <section aria-labelledby="help-admin-title" className="stack">
      <h1 id="help-admin-title">{t('helpAdmin.title')}</h1>
      <label className="field inline">
        <span>{t('helpAdmin.language')}</span>
        <select
          value={lang}
          onChange={(e) => {
            if (isHelpLanguage(e.target.value)) {
              setLang(e.target.value);
              setEditing(null);
            }
          }}
        >
          {HELP_LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {t(`helpAdmin.lang_${l}`)}
            </option>
          ))}
        </select>
      </label>
      {canWrite && <HelpForm lang={lang} editing={editing} onDone={() => setEditing(null)} />}
      <h2>{t('contentEditor.stored')}</h2>
      <QueryState isLoading={rows.isLoading} error={rows.error ?? remove.error ?? publish.error} />
      {rows.data && (
        <DataTable
          label={t('helpAdmin.title')}
          data={rows.data}
          columns={columns}
          getRowId={(r) => String(r.id)}
          pageNo={1}
          pageCount={1}
          onPage={() => {}}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('contentEditor.deleteTitle', { title: deleting?.title ?? '' })}
        confirmLabel={t('content.delete')}
        danger
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) {
            remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
            if (editing?.id === deleting.id) {
              setEditing(null);
            }
          }
        }}
      />
    </section>
  );
}
