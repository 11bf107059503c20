// The agent announcement form (create or edit): English title and HTML content, optional Chinese
// and Khmer text, a time window and a sort order; the body is checked by the API's own input
// schema. HTML is sanitised by the server on save.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ZAgentAnnouncementInputSchema,
  type TAgentAnnouncementAdminRow,
  type TAgentAnnouncementInput,
} from '@pavilion/contracts/agent-reports';
import { programmeErrorText } from './programme-error';
import { useSaveAnnouncement } from './agent-programme-api';
import './agent-programme.css';

const ZTitle = ZAgentAnnouncementInputSchema.shape.title;
const ZOptionalTitle = z.union([z.literal(''), ZTitle]);
const ZLocalTime = z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)]);
const ZFormSchema = z
  .object({
    title: ZTitle,
    content: z.string().trim().min(1).max(20_000),
    cnTitle: ZOptionalTitle,
    cnContent: z.string().max(20_000),
    kmTitle: ZOptionalTitle,
    kmContent: z.string().max(20_000),
    startsAt: ZLocalTime,
    endsAt: ZLocalTime,
    sort: z.coerce.number().int().min(-1_000_000).max(1_000_000),
  })
  .refine((f) => !f.startsAt || !f.endsAt || f.startsAt < f.endsAt, { path: ['endsAt'] });
type TFormIn = z.input<typeof ZFormSchema>;
type TForm = z.output<typeof ZFormSchema>;
const EMPTY: TFormIn = {
  title: '',
  content: '',
  cnTitle: '',
  cnContent: '',
  kmTitle: '',
  kmContent: '',
  startsAt: '',
  endsAt: '',
  sort: 0,
};

const pad = (n: number) => String(n).padStart(2, '0');
/** An ISO instant as the value of a datetime-local input (the operator's local time). */
function toLocalInput(iso: string | null): string {
  if (!iso) {
    return '';
  }
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function fromRow(row: TAgentAnnouncementAdminRow): TFormIn {
  return {
    title: row.title,
    content: row.content,
    cnTitle: row.translations.CN?.title ?? '',
    cnContent: row.translations.CN?.content ?? '',
    kmTitle: row.translations.KM?.title ?? '',
    kmContent: row.translations.KM?.content ?? '',
    startsAt: toLocalInput(row.startsAt),
    endsAt: toLocalInput(row.endsAt),
    sort: row.sort,
  };
}

function toInput(f: TForm): TAgentAnnouncementInput {
  const translation = (title: string, content: string) =>
    title ? { title, ...(content ? { content } : {}) } : undefined;
  const CN = translation(f.cnTitle, f.cnContent);
  const KM = translation(f.kmTitle, f.kmContent);
  return ZAgentAnnouncementInputSchema.parse({
    title: f.title,
    content: f.content,
    sort: f.sort,
    translations: { ...(CN ? { CN } : {}), ...(KM ? { KM } : {}) },
    startsAt: f.startsAt ? new Date(f.startsAt).toISOString() : null,
    endsAt: f.endsAt ? new Date(f.endsAt).toISOString() : null,
  });
}

/** One group per language (its own name as the legend): title and content side by side. */
const LANGUAGES: [string, string, keyof TFormIn, keyof TFormIn, string, string][] = [
  ['en', 'English', 'title', 'content', 'agentProgramme.titleEn', 'agentProgramme.contentEn'],
  ['zh', '中文', 'cnTitle', 'cnContent', 'agentProgramme.titleZh', 'agentProgramme.contentZh'],
  ['km', 'ខ្មែរ', 'kmTitle', 'kmContent', 'agentProgramme.titleKm', 'agentProgramme.contentKm'],
];

type TAnnouncementFormProps = {
  /** the row being edited; null for a new announcement */
  editing: TAgentAnnouncementAdminRow | null;
  onDone: (message: string) => void;
  onCancel: () => void;
};

export function AnnouncementForm({ editing, onDone, onCancel }: TAnnouncementFormProps) {
  const { t } = useTranslation();
  const save = useSaveAnnouncement();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TFormIn, unknown, TForm>({ resolver: zodResolver(ZFormSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    form.reset(editing ? fromRow(editing) : EMPTY);
    setFailure(null);
  }, [editing, form]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const id = editing?.id ?? null;
      const reply = await save.mutateAsync({ id, body: toInput(values) });
      form.reset(EMPTY);
      onDone(
        id === null
          ? t('agentProgramme.announcementCreated', { id: (reply as { id: number }).id })
          : t('agentProgramme.announcementSaved', { id }),
      );
    } catch (error) {
      setFailure(programmeErrorText(t, error));
    }
  });
  const field = (name: keyof TFormIn, label: string, kind: 'text' | 'area' | 'time' | 'number' = 'text') => (
    <label className="field">
      <span>{label}</span>
      {kind === 'area' ? (
        <textarea rows={4} aria-invalid={Boolean(errors[name])} {...form.register(name)} />
      ) : (
        <input
          type={kind === 'time' ? 'datetime-local' : kind}
          aria-invalid={Boolean(errors[name])}
          {...form.register(name)}
        />
      )}
      {errors[name] && <span className="field-error">{t('agentProgramme.fieldRule')}</span>}
    </label>
  );
  const title = editing
    ? t('agentProgramme.editAnnouncement', { id: editing.id })
    : t('agentProgramme.newAnnouncement');
  return (
    <form
      className="card stack"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="announcement-form"
    >
      <h2 id="announcement-form">{title}</h2>
      <div className="grid-2">
        {LANGUAGES.map(([lang, legend, titleName, contentName, titleLabel, contentLabel]) => (
          <fieldset key={lang} className="programme-language stack">
            <legend lang={lang}>{legend}</legend>
            {field(titleName, t(titleLabel))}
            {field(contentName, t(contentLabel), 'area')}
          </fieldset>
        ))}
      </div>
      <div className="grid-2">
        {field('startsAt', t('agentProgramme.startsAt'), 'time')}
        {field('endsAt', t('agentProgramme.endsAt'), 'time')}
        {field('sort', t('agentProgramme.sort'), 'number')}
      </div>
      <p className="muted small">{t('agentProgramme.htmlHint')}</p>
      {failure && (
        <p className="error" role="alert">
          {failure}
        </p>
      )}
      <div className="row">
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {editing ? t('agentProgramme.save') : t('agentProgramme.publish')}
        </button>
        {editing && (
          <button type="button" className="btn" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
