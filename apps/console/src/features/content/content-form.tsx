// The create / edit form of one item: English fields, Chinese and Khmer translations, the kind's
// own fields, validated with the API's schema; the preview pane beside it.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BANNER_GROUPS, LINKAGE_TYPES, POPUP_EXECUTIONS } from '@pavilion/contracts/content';
import { ARTICLE_KINDS } from '@pavilion/contracts/messages';
import { errorText } from '@/shared/error-text';
import { useContentSave, type TEditorKind, type TEditorRow } from './content-api';
import {
  contentResolver,
  EMPTY_FORM,
  KIND_SHAPE,
  parseBody,
  toForm,
  type TContentForm,
} from './content-form-model';
import { ContentPreview } from './content-preview';

type TContentFormProps = {
  kind: TEditorKind;
  editing: TEditorRow | null;
  articleKind: string;
  onDone: () => void;
};

export function ContentForm({ kind, editing, articleKind, onDone }: TContentFormProps) {
  const { t } = useTranslation();
  const shape = KIND_SHAPE[kind];
  const save = useContentSave(kind);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const blank = { ...EMPTY_FORM, articleKind };
  const form = useForm<TContentForm>({ resolver: contentResolver(kind), defaultValues: blank });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    form.reset(editing ? toForm(kind, editing) : { ...EMPTY_FORM, articleKind });
  }, [editing, kind, articleKind, form]);

  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      const id = await save.mutateAsync({ id: editing?.id ?? null, body: parseBody(kind, values) });
      setMessage({ ok: true, text: t(editing ? 'contentEditor.saved' : 'contentEditor.created', { id }) });
      if (!editing) {
        form.reset({ ...EMPTY_FORM, articleKind });
      }
      onDone();
    } catch (error) {
      setMessage({ ok: false, text: errorText(t, error) });
    }
  });

  const input = (name: keyof TContentForm, label: string, type = 'text') => (
    <label className="field">
      <span>{label}</span>
      <input type={type} aria-invalid={Boolean(errors[name])} {...form.register(name)} />
      {errors[name] && <span className="field-error">{t('contentEditor.fieldRule')}</span>}
    </label>
  );
  const textarea = (name: keyof TContentForm, label: string) => (
    <label className="field">
      <span>{label}</span>
      <textarea rows={5} aria-invalid={Boolean(errors[name])} {...form.register(name)} />
      {errors[name] && <span className="field-error">{t('contentEditor.fieldRule')}</span>}
    </label>
  );
  const select = (name: keyof TContentForm, label: string, options: readonly string[], prefix: string) => (
    <label className="field">
      <span>{label}</span>
      <select {...form.register(name)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {t(`${prefix}${o}`)}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <div className="content-editor">
      <form className="card stack" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="editor-title">
        <h2 id="editor-title">
          {editing ? t('contentEditor.editTitle', { id: editing.id }) : t('contentEditor.createTitle')}
        </h2>
        <div className="grid-2">
          {kind === 'articles' &&
            select('articleKind', t('contentEditor.articleKind'), ARTICLE_KINDS, 'contentEditor.kind_')}
          {kind === 'banners' &&
            select('groupName', t('contentEditor.group'), BANNER_GROUPS, 'contentEditor.group_')}
          {kind === 'popups' &&
            select('execution', t('contentEditor.execution'), POPUP_EXECUTIONS, 'contentEditor.execution_')}
          {input('sort', t('contentEditor.sort'), 'number')}
        </div>
        <fieldset className="stack">
          <legend>{t('contentEditor.language_en')}</legend>
          {input('title', t('contentEditor.title'))}
          {shape.subtitle && input('subtitle', t('contentEditor.subtitle'))}
          {shape.html && textarea('content', t('contentEditor.content'))}
        </fieldset>
        <div className="grid-2">
          <fieldset className="stack">
            <legend>{t('contentEditor.language_zh')}</legend>
            {input('cnTitle', t('contentEditor.title'))}
            {shape.subtitle && input('cnSubtitle', t('contentEditor.subtitle'))}
            {shape.html && textarea('cnContent', t('contentEditor.content'))}
          </fieldset>
          <fieldset className="stack">
            <legend>{t('contentEditor.language_km')}</legend>
            {input('kmTitle', t('contentEditor.title'))}
            {shape.subtitle && input('kmSubtitle', t('contentEditor.subtitle'))}
            {shape.html && textarea('kmContent', t('contentEditor.content'))}
          </fieldset>
        </div>
        {kind === 'banners' && (
          <div className="grid-2">
            {input('imageUrl', t('contentEditor.imageUrl'))}
            {select('linkageType', t('contentEditor.linkageType'), LINKAGE_TYPES, 'contentEditor.linkage_')}
            {input('link', t('contentEditor.link'))}
          </div>
        )}
        {kind === 'popups' && input('imageUrl', t('contentEditor.imageUrl'))}
        {kind === 'promotions' && textarea('images', t('contentEditor.images'))}
        <div className="grid-2">
          {shape.window && input('startsAt', t('contentEditor.startsAt'), 'datetime-local')}
          {shape.window && input('endsAt', t('contentEditor.endsAt'), 'datetime-local')}
          {kind === 'articles' && input('publishedAt', t('contentEditor.publishedAt'), 'datetime-local')}
        </div>
        {shape.html && <p className="muted small">{t('contentEditor.htmlHint')}</p>}
        {message && (
          <p className={message.ok ? 'notice' : 'error'} role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </p>
        )}
        <div className="row">
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {editing ? t('contentEditor.save') : t('contentEditor.publish')}
          </button>
          {editing && (
            <button type="button" className="btn" onClick={onDone}>
              {t('common.cancel')}
            </button>
          )}
        </div>
      </form>
      <ContentPreview values={() => form.getValues()} html={shape.html} />
    </div>
  );
}
