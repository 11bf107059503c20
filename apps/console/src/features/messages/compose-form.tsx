// Compose a platform message: the audience the API offers (everyone, one member, an agent's tree,
// a VIP level and above), the English title and text, and optional Chinese and Khmer versions.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZMessageSendSchema, type TMessageSend } from '@pavilion/contracts/messages';
import { errorText } from '@/shared/error-text';
import { useSendMessage } from './messages-api';
import './messages.css';

const AUDIENCES = ['all', 'member', 'agentTree', 'vipLevel'] as const;
const ZTextSchema = ZMessageSendSchema.shape.title;
const ZBodySchema = ZMessageSendSchema.shape.content;

const ZComposeSchema = z
  .object({
    audience: z.enum(AUDIENCES),
    account: z.string().trim().max(64),
    minLevel: z.number().int().min(1).max(20).or(z.nan()),
    title: ZTextSchema,
    content: ZBodySchema,
    titleCn: z.string().trim().max(200),
    contentCn: z.string().trim().max(5000),
    titleKm: z.string().trim().max(200),
    contentKm: z.string().trim().max(5000),
  })
  .superRefine((v, ctx) => {
    if ((v.audience === 'member' || v.audience === 'agentTree') && v.account === '') {
      ctx.addIssue({ code: 'custom', path: ['account'], message: 'required' });
    }
    if (v.audience === 'vipLevel' && Number.isNaN(v.minLevel)) {
      ctx.addIssue({ code: 'custom', path: ['minLevel'], message: 'required' });
    }
    for (const lang of ['Cn', 'Km'] as const) {
      if (v[`content${lang}`] !== '' && v[`title${lang}`] === '') {
        ctx.addIssue({ code: 'custom', path: [`title${lang}`], message: 'required' });
      }
    }
  });
type TCompose = z.infer<typeof ZComposeSchema>;

const EMPTY: TCompose = {
  audience: 'all',
  account: '',
  minLevel: Number.NaN,
  title: '',
  content: '',
  titleCn: '',
  contentCn: '',
  titleKm: '',
  contentKm: '',
};

function toSend(v: TCompose): TMessageSend {
  const audience: TMessageSend['audience'] =
    v.audience === 'member'
      ? { kind: 'member', account: v.account }
      : v.audience === 'agentTree'
        ? { kind: 'agentTree', agentAccount: v.account }
        : v.audience === 'vipLevel'
          ? { kind: 'vipLevel', minLevel: v.minLevel }
          : { kind: 'all' };
  const version = (title: string, content: string) =>
    title === '' ? undefined : { title, ...(content === '' ? {} : { content }) };
  const cn = version(v.titleCn, v.contentCn);
  const km = version(v.titleKm, v.contentKm);
  return {
    audience,
    title: v.title,
    content: v.content,
    translations: { ...(cn ? { CN: cn } : {}), ...(km ? { KM: km } : {}) },
  };
}

export function ComposeForm() {
  const { t } = useTranslation();
  const send = useSendMessage();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<TCompose>({ resolver: zodResolver(ZComposeSchema), defaultValues: EMPTY });
  const audience = form.watch('audience');
  const errors = form.formState.errors;
  const submit = form.handleSubmit((v) => {
    setSent(null);
    send.mutate(toSend(v), {
      onSuccess: () => {
        setSent(v.title);
        form.reset(EMPTY);
      },
    });
  });

  return (
    <form
      className="card stack engagement-form"
      aria-labelledby="compose-title"
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <h2 id="compose-title">{t('messagesAdmin.compose')}</h2>
      <div className="grid-2">
        <label className="field">
          <span>{t('messagesAdmin.audience')}</span>
          <select {...form.register('audience')}>
            {AUDIENCES.map((a) => (
              <option key={a} value={a}>
                {t(`messagesAdmin.audience_${a}`)}
              </option>
            ))}
          </select>
        </label>
        {(audience === 'member' || audience === 'agentTree') && (
          <label className="field">
            <span>
              {audience === 'member' ? t('messagesAdmin.memberAccount') : t('messagesAdmin.agentAccount')}
            </span>
            <input aria-invalid={Boolean(errors.account)} {...form.register('account')} />
            {errors.account && <span className="field-error">{t('messagesAdmin.accountRule')}</span>}
          </label>
        )}
        {audience === 'vipLevel' && (
          <label className="field">
            <span>{t('messagesAdmin.minLevel')}</span>
            <input
              type="number"
              min={1}
              max={20}
              aria-invalid={Boolean(errors.minLevel)}
              {...form.register('minLevel', { valueAsNumber: true })}
            />
            {errors.minLevel && <span className="field-error">{t('messagesAdmin.minLevelRule')}</span>}
          </label>
        )}
      </div>
      <label className="field">
        <span>{t('messagesAdmin.title')}</span>
        <input aria-invalid={Boolean(errors.title)} {...form.register('title')} />
        {errors.title && <span className="field-error">{t('messagesAdmin.titleRule')}</span>}
      </label>
      <label className="field">
        <span>{t('messagesAdmin.content')}</span>
        <textarea rows={4} aria-invalid={Boolean(errors.content)} {...form.register('content')} />
        {errors.content && <span className="field-error">{t('messagesAdmin.contentRule')}</span>}
      </label>
      <details>
        <summary>{t('messagesAdmin.translations')}</summary>
        <div className="grid-2">
          {(['Cn', 'Km'] as const).map((lang) => (
            <fieldset key={lang} className="stack">
              <legend>{t(`messagesAdmin.language${lang}`)}</legend>
              <label className="field">
                <span>{t(`messagesAdmin.title${lang}`)}</span>
                <input aria-invalid={Boolean(errors[`title${lang}`])} {...form.register(`title${lang}`)} />
                {errors[`title${lang}`] && (
                  <span className="field-error">{t('messagesAdmin.translationRule')}</span>
                )}
              </label>
              <label className="field">
                <span>{t(`messagesAdmin.content${lang}`)}</span>
                <textarea rows={3} {...form.register(`content${lang}`)} />
              </label>
            </fieldset>
          ))}
        </div>
      </details>
      {send.error && (
        <p className="error" role="alert">
          {errorText(t, send.error)}
        </p>
      )}
      {sent && (
        <p className="notice" role="status">
          {t('messagesAdmin.sent', { title: sent })}
        </p>
      )}
      <div className="row">
        <button type="submit" className="btn btn-primary" disabled={send.isPending}>
          {t('messagesAdmin.send')}
        </button>
      </div>
    </form>
  );
}
