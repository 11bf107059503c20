// Player notices: the ones live on the site now (public list, in the operator's language) and a
// publish form (English with optional Chinese and Khmer) over the content admin API.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZCreatedSchema, ZNoticeInputSchema, ZNoticeListSchema } from '@pavilion/contracts/content';
import { errorText } from '@/shared/error-text';
import { formatDateTime } from '@/shared/format';
import { api } from '@/shared/http';
import { QueryState } from '@/shared/ui/query-state';
import { useCan } from '@/shared/use-me';

const SITE_LANGUAGE: Record<string, string> = { en: 'EN', zh: 'CN', km: 'KM' };
const ZTitle = ZNoticeInputSchema.shape.title;
const ZOptionalTitle = z.union([z.literal(''), ZTitle]);
const ZNoticeFormSchema = z.object({
  title: ZTitle,
  content: ZNoticeInputSchema.shape.content.min(1),
  cnTitle: ZOptionalTitle,
  cnContent: z.string().max(20_000),
  kmTitle: ZOptionalTitle,
  kmContent: z.string().max(20_000),
});
type TNoticeForm = z.infer<typeof ZNoticeFormSchema>;
const EMPTY: TNoticeForm = { title: '', content: '', cnTitle: '', cnContent: '', kmTitle: '', kmContent: '' };

function toInput(f: TNoticeForm) {
  const translation = (title: string, content: string) =>
    title ? { title, ...(content ? { content } : {}) } : undefined;
  const CN = translation(f.cnTitle, f.cnContent);
  const KM = translation(f.kmTitle, f.kmContent);
  return ZNoticeInputSchema.parse({
    title: f.title,
    content: f.content,
    translations: { ...(CN ? { CN } : {}), ...(KM ? { KM } : {}) },
  });
}

export function NoticesPage() {
  const { t, i18n } = useTranslation();
  const canWrite = useCan('content.write');
  const queryClient = useQueryClient();
  const language = SITE_LANGUAGE[i18n.language] ?? 'EN';
  const notices = useQuery({
    queryKey: ['console', 'notices', language],
    queryFn: async () => ZNoticeListSchema.parse(await api('/api/content/notices', { query: { language } })),
  });
  const remove = useMutation({
    mutationFn: (id: number) => api(`/api/admin/content/notices/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['console', 'notices'] }),
  });

  return (
    <section aria-labelledby="notices-title" className="stack">
      <h1 id="notices-title">{t('content.noticesTitle')}</h1>
      {canWrite && (
        <PublishForm
          onPublished={() => queryClient.invalidateQueries({ queryKey: ['console', 'notices'] })}
        />
      )}
      <h2>{t('content.live')}</h2>
      <QueryState isLoading={notices.isLoading} error={notices.error ?? remove.error} />
      {notices.data && (
        <div className="table-scroll">
          <table aria-label={t('content.live')}>
            <thead>
              <tr>
                <th scope="col">{t('content.id')}</th>
                <th scope="col">{t('content.noticeTitle')}</th>
                <th scope="col">{t('content.time')}</th>
                {canWrite && <th scope="col">{t('common.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {notices.data.content.length === 0 && (
                <tr>
                  <td colSpan={canWrite ? 4 : 3} className="muted">
                    {t('table.empty')}
                  </td>
                </tr>
              )}
              {notices.data.content.map((n) => (
                <tr key={n.id} data-testid="notice-row">
                  <td>{n.id}</td>
                  <td>{n.title}</td>
                  <td>{formatDateTime(new Date(n.time).toISOString(), i18n.language)}</td>
                  {canWrite && (
                    <td>
                      <button
                        type="button"
                        className="btn btn-small btn-danger"
                        aria-label={`${t('content.delete')} ${n.title}`}
                        onClick={() => remove.mutate(n.id)}
                      >
                        {t('content.delete')}
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function PublishForm({ onPublished }: { onPublished: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm<TNoticeForm>({ resolver: zodResolver(ZNoticeFormSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      const { id } = ZCreatedSchema.parse(
        await api('/api/admin/content/notices', { method: 'POST', body: toInput(values) }),
      );
      form.reset(EMPTY);
      setMessage({ ok: true, text: t('content.published', { id }) });
      await onPublished();
    } catch (error) {
      setMessage({ ok: false, text: errorText(t, error) });
    }
  });
  const field = (name: keyof TNoticeForm, label: string, multiline = false) => (
    <label className="field">
      <span>{label}</span>
      {multiline ? (
        <textarea rows={4} aria-invalid={Boolean(errors[name])} {...form.register(name)} />
      ) : (
        <input aria-invalid={Boolean(errors[name])} {...form.register(name)} />
      )}
      {errors[name] && <span className="field-error">{t('content.fieldRule')}</span>}
    </label>
  );
  return (
    <form className="card stack" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="publish-title">
      <h2 id="publish-title">{t('content.publishTitle')}</h2>
      <div className="grid-2">
        {field('title', t('content.titleEn'))}
        {field('cnTitle', t('content.titleZh'))}
        {field('content', t('content.contentEn'), true)}
        {field('cnContent', t('content.contentZh'), true)}
        {field('kmTitle', t('content.titleKm'))}
        {field('kmContent', t('content.contentKm'), true)}
      </div>
      <p className="muted small">{t('content.htmlHint')}</p>
      {message && (
        <p className={message.ok ? 'notice' : 'error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
      <div className="row">
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {t('content.publish')}
        </button>
      </div>
    </form>
  );
}
