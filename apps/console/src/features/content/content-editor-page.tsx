// Banners, popups, promotions and articles (news, about, guide): every stored item, live or not,
// with edit and delete, and the create / edit form with its preview (decision 046). Writes show
// with content.write; the server refuses them otherwise.
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ARTICLE_KINDS, type TArticleKind } from '@pavilion/contracts/messages';
import { formatDateTime } from '@/shared/format';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { DataTable } from '@/shared/ui/data-table';
import { QueryState } from '@/shared/ui/query-state';
import { useCan } from '@/shared/use-me';
import { useContentDelete, useContentRows, type TEditorKind, type TEditorRow } from './content-api';
import { ContentForm } from './content-form';
import { isArticleKind } from './content-form-model';
import './content-editor.css';

const column = createColumnHelper<TEditorRow>();

function isLive(row: TEditorRow): boolean {
  return 'live' in row ? row.live : new Date(row.publishedAt) <= new Date();
}

export function ContentEditorPage({ kind }: { kind: TEditorKind }) {
  const { t, i18n } = useTranslation();
  const canWrite = useCan('content.write');
  const [articleKind, setArticleKind] = useState<TArticleKind>('news');
  const [editing, setEditing] = useState<TEditorRow | null>(null);
  const [deleting, setDeleting] = useState<TEditorRow | null>(null);
  const rows = useContentRows(kind, articleKind);
  const remove = useContentDelete(kind);

  const columns = useMemo(
    () => [
      column.accessor('id', { header: t('content.id') }),
      column.accessor('title', { header: t('contentEditor.title'), enableHiding: false }),
      column.display({
        id: 'languages',
        header: t('contentEditor.languages'),
        cell: ({ row }) =>
          ['EN', ...(['CN', 'KM'] as const).filter((l) => row.original.translations[l])].join(' · '),
      }),
      column.display({
        id: 'live',
        header: t('contentEditor.state'),
        cell: ({ row }) => (isLive(row.original) ? t('contentEditor.live') : t('contentEditor.notLive')),
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
    [t, i18n.language, canWrite],
  );

  return (
    <section aria-labelledby="content-editor-title" className="stack">
      <h1 id="content-editor-title">{t(`contentEditor.title_${kind}`)}</h1>
      {kind === 'articles' && (
        <label className="field inline">
          <span>{t('contentEditor.articleKind')}</span>
          <select
            value={articleKind}
            onChange={(e) => {
              if (isArticleKind(e.target.value)) {
                setArticleKind(e.target.value);
                setEditing(null);
              }
            }}
          >
            {ARTICLE_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`contentEditor.kind_${k}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      {canWrite && (
        <ContentForm
          kind={kind}
          editing={editing}
          articleKind={articleKind}
          onDone={() => setEditing(null)}
        />
      )}
      <h2>{t('contentEditor.stored')}</h2>
      <QueryState isLoading={rows.isLoading} error={rows.error ?? remove.error} />
      {rows.data && (
        <DataTable
          label={t(`contentEditor.title_${kind}`)}
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
