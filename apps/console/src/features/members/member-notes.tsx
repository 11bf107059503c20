// Operators' notes on a member, newest first, with the lock and unlock reasons among them; a new
// note with members.write.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZMemberNoteCreateSchema } from '@pavilion/contracts/member-admin';
import { errorText } from '@/shared/error-text';
import { formatDateTime } from '@/shared/format';
import { QueryState } from '@/shared/ui/query-state';
import { useCan } from '@/shared/use-me';
import { useAddNote, useMemberNotes } from './members-api';

export function NotesTab({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation();
  const canWrite = useCan('members.write');
  const notes = useMemberNotes(memberId);
  const add = useAddNote(memberId);
  const form = useForm({ resolver: zodResolver(ZMemberNoteCreateSchema), defaultValues: { body: '' } });
  const submit = form.handleSubmit(async ({ body }) => {
    await add.mutateAsync(body).then(() => form.reset({ body: '' }));
  });
  return (
    <div className="stack">
      {canWrite && (
        <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate className="stack">
          <label className="field">
            <span>{t('members.newNote')}</span>
            <textarea
              rows={3}
              aria-invalid={Boolean(form.formState.errors.body)}
              {...form.register('body')}
            />
            {form.formState.errors.body && <span className="field-error">{t('members.noteRule')}</span>}
          </label>
          {add.error && (
            <p className="error" role="alert">
              {errorText(t, add.error)}
            </p>
          )}
          <div className="row">
            <button type="submit" className="btn btn-primary" disabled={add.isPending}>
              {t('members.addNote')}
            </button>
          </div>
        </form>
      )}
      <QueryState isLoading={notes.isLoading} error={notes.error} />
      {notes.data && notes.data.items.length === 0 && <p className="muted">{t('members.noNotes')}</p>}
      {notes.data && notes.data.items.length > 0 && (
        <ul className="note-list" aria-label={t('members.tab_notes')}>
          {notes.data.items.map((note) => (
            <li key={note.id} data-testid="member-note">
              <span className="small muted">
                {formatDateTime(note.createdAt, i18n.language)} · {note.operator ?? '—'} ·{' '}
                {t(`members.note_${note.kind}`)}
              </span>
              <p>{note.body}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
