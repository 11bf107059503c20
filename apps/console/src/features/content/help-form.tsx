// The create / edit form of one help article (one language, one anchor), validated with the API's
// own schema, and its preview: the HTML as the server's sanitiser answers it (a save stores exactly
// that), never the operator's raw input.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  HELP_LANGUAGES,
  ZHelpArticleInputSchema,
  type TAdminHelpRow,
  type THelpArticleInput,
  type THelpLanguage,
} from '@pavilion/contracts/content';
import { errorText } from '@/shared/error-text';
import { previewHtml } from './content-api';
import { useHelpSave } from './help-api';

type THelpOutput = z.output<typeof ZHelpArticleInputSchema>;
type THelpFormProps = { lang: THelpLanguage; editing: TAdminHelpRow | null; onDone: () => void };

const blank = (lang: THelpLanguage): THelpArticleInput => ({
  lang,
  device: 'WEB',
  anchor: '',
  title: '',
  content: '',
  sort: 0,
  published: true,
});
const toForm = (row: TAdminHelpRow): THelpArticleInput => ({
  lang: row.lang,
  device: row.device,
  anchor: row.anchor,
  title: row.title,
  content: row.content,
  sort: row.sort,
  published: row.published,
});
const PREVIEW_LANG: Record<THelpLanguage, string> = { EN: 'en', CN: 'zh', KM: 'km' };

export function HelpForm({ lang, editing, onDone }: THelpFormProps) {
  const { t } = useTranslation();
  const save = useHelpSave();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [preview, setPreview] = useState<{ title: string; html: string; lang: string } | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const form = useForm<THelpArticleInput, unknown, THelpOutput>({
    resolver: zodResolver(ZHelpArticleInputSchema),
    defaultValues: blank(lang),
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    form.reset(editing ? toForm(editing) : blank(lang));
    setPreview(null);
  }, [editing, lang, form]);

  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      const id = await save.mutateAsync({ id: editing?.id ?? null, body: values });
      setMessage({ ok: true, text: t(editing ? 'helpAdmin.saved' : 'helpAdmin.created', { id }) });
      if (!editing) {
        form.reset(blank(lang));
      }
      onDone();
    } catch (error) {
      setMessage({ ok: false, text: errorText(t, error) });
    }
  });

  const showPreview = async () => {
    setPreviewError(null);
    const values = form.getValues();
    try {
      const html = await previewHtml(values.content);
      setPreview({ title: values.title, html, lang: PREVIEW_LANG[values.lang] });
    } catch (error) {
      setPreviewError(errorText(t, error));
    }
  };

  const rule = (name: keyof THelpArticleInput, text: string) =>
    errors[name] && <span className="field-error">{text}</span>;

  return (
    <div className="content-editor">
      <form
        className="card stack"
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-labelledby="help-editor-title"
      >
        <h2 id="help-editor-title">
          {editing ? t('helpAdmin.editTitle', { id: editing.id }) : t('helpAdmin.createTitle')}
        </h2>
        <div className="grid-2">
          <label className="field">
            <span>{t('helpAdmin.language')}</span>
            <select {...form.register('lang')}>
              {HELP_LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {t(`helpAdmin.lang_${l}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>{t('helpAdmin.anchor')}</span>
            <input aria-invalid={Boolean(errors.anchor)} {...form.register('anchor')} />
            {rule('anchor', t('helpAdmin.anchorRule'))}
          </label>
          <label className="field">
            <span>{t('contentEditor.sort')}</span>
            <input
              type="number"
              aria-invalid={Boolean(errors.sort)}
              {...form.register('sort', { valueAsNumber: true })}
            />
            {rule('sort', t('helpAdmin.sortRule'))}
          </label>
          <label className="field inline">
            <input type="checkbox" {...form.register('published')} />
            <span>{t('helpAdmin.publishedField')}</span>
          </label>
        </div>
        <label className="field">
          <span>{t('contentEditor.title')}</span>
          <input aria-invalid={Boolean(errors.title)} {...form.register('title')} />
          {rule('title', t('helpAdmin.titleRule'))}
        </label>
        <label className="field">
          <span>{t('contentEditor.content')}</span>
          <textarea rows={8} aria-invalid={Boolean(errors.content)} {...form.register('content')} />
          {rule('content', t('helpAdmin.contentRule'))}
        </label>
        <p className="muted small">{t('helpAdmin.anchorHint')}</p>
        <p className="muted small">{t('contentEditor.htmlHint')}</p>
        {message && (
          <p className={message.ok ? 'notice' : 'error'} role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </p>
        )}
        <div className="row">
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {editing ? t('contentEditor.save') : t('helpAdmin.create')}
          </button>
          {editing && (
            <button type="button" className="btn" onClick={onDone}>
              {t('common.cancel')}
            </button>
          )}
        </div>
      </form>
      <section className="card stack" aria-labelledby="help-preview-title">
        <h2 id="help-preview-title">{t('contentEditor.preview')}</h2>
        <div className="row">
          <button type="button" className="btn" onClick={() => void showPreview()}>
            {t('contentEditor.showPreview')}
          </button>
        </div>
        {previewError && (
          <p className="error" role="alert">
            {previewError}
          </p>
        )}
        {preview && (
          <article className="content-preview" lang={preview.lang} data-testid="content-preview">
            <h3>{preview.title}</h3>
            {/* sanitised by the server's sanitiser (the same call a save makes), never the raw input */}
            <div className="content-preview-body" dangerouslySetInnerHTML={{ __html: preview.html }} />
          </article>
        )}
      </section>
    </div>
  );
}
