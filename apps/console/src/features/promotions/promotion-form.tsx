// A new activity, or an edit of a stored one (promotions.write): title and description (Chinese and
// Khmer optional), the window, the kind and its rules (an edit keeps the kind), and who may take
// part. Money is typed in major units and rates in percent; the body is checked by the API's own
// schema and its refusals land on the field named.
import { useEffect, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  PROMOTION_KINDS,
  ZPromotionCreateSchema,
  type TPromotionCreate,
} from '@pavilion/contracts/promotions';
import { NO_DEPOSIT_REWARD_TURNOVER_MULTIPLIER, PAYOUT_MODES } from '@pavilion/contracts/reward-payout';
import { errorText } from '@/shared/error-text';
import { EMPTY, toBody, toForm, type TAdminPromotion, type TForm } from './promotion-form-model';
import { useCreatePromotion, useUpdatePromotion } from './promotions-api';
import { COUNTS, RULE_FIELDS, type TRuleField } from './promotion-rules';
import './promotions.css';

type TPromotionFormProps = { editing: TAdminPromotion | null; onDone: () => void };

export function PromotionForm({ editing, onDone }: TPromotionFormProps) {
  const { t } = useTranslation();
  const create = useCreatePromotion();
  const update = useUpdatePromotion();
  const save = editing ? update : create;
  const [created, setCreated] = useState<string | null>(null);
  const form = useForm<TForm>({ defaultValues: EMPTY });
  useEffect(() => {
    form.reset(editing ? toForm(editing) : EMPTY);
  }, [editing, form]);
  const kind = form.watch('kind');
  useEffect(() => {
    // a red-envelope share needs no deposit: a new one starts at the turnover such rewards asked before
    if (!editing && kind === 'red_envelope' && !form.getFieldState('turnoverMultiplier').isDirty) {
      form.setValue('turnoverMultiplier', NO_DEPOSIT_REWARD_TURNOVER_MULTIPLIER);
    }
  }, [editing, kind, form]);
  const errors = form.formState.errors;
  const submit = form.handleSubmit((v) => {
    setCreated(null);
    // the kind select is disabled in an edit (the server refuses a change), so it may read empty
    const parsed = ZPromotionCreateSchema.safeParse(toBody(editing ? { ...v, kind: editing.kind } : v));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[issue.path.length - 1] ?? 'title');
        const name = (
          issue.path[0] === 'payout'
            ? field === 'mode'
              ? 'payoutMode'
              : 'payoutMinDeposit'
            : field in EMPTY || RULE_FIELDS[kind].includes(field as TRuleField)
              ? field
              : 'title'
        ) as FieldPath<TForm>;
        form.setError(name, { message: 'invalid' });
      }
      return;
    }
    const body: TPromotionCreate = parsed.data;
    const done = {
      onSuccess: () => {
        setCreated(body.title);
        form.reset(EMPTY);
        onDone();
      },
    };
    if (editing) {
      // the form does not show the linked announcement: an edit keeps it
      update.mutate({ id: editing.id, body: { ...body, announcementId: editing.announcementId } }, done);
    } else {
      create.mutate(body, done);
    }
  });
  const field = (name: FieldPath<TForm>, label: string, input: React.ReactNode) => (
    <label className="field">
      <span>{label}</span>
      {input}
      {errors[name as keyof TForm] && <span className="field-error">{t('promotionsAdmin.fieldRule')}</span>}
    </label>
  );
  const numberInput = (name: FieldPath<TForm>, step = '1') => (
    <input
      type="number"
      step={step}
      min={0}
      aria-invalid={Boolean(errors[name as keyof TForm])}
      {...form.register(name, { valueAsNumber: true })}
    />
  );

  return (
    <form
      className="card stack engagement-form"
      aria-labelledby="new-promo-title"
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <h2 id="new-promo-title">
        {editing ? t('promotionsAdmin.editActivity', { id: editing.id }) : t('promotionsAdmin.newActivity')}
      </h2>
      <div className="grid-2">
        {field(
          'title',
          t('promotionsAdmin.title'),
          <input aria-invalid={Boolean(errors.title)} {...form.register('title')} />,
        )}
        {field(
          'kind',
          t('promotionsAdmin.kind'),
          <select {...form.register('kind')} disabled={editing !== null}>
            {PROMOTION_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`promotionsAdmin.kind_${k}`)}
              </option>
            ))}
          </select>,
        )}
        {field(
          'startsAt',
          t('promotionsAdmin.startsAt'),
          <input
            type="datetime-local"
            aria-invalid={Boolean(errors.startsAt)}
            {...form.register('startsAt')}
          />,
        )}
        {field(
          'endsAt',
          t('promotionsAdmin.endsAt'),
          <input type="datetime-local" aria-invalid={Boolean(errors.endsAt)} {...form.register('endsAt')} />,
        )}
      </div>
      {field(
        'description',
        t('promotionsAdmin.description'),
        <textarea rows={3} {...form.register('description')} />,
      )}
      <fieldset className="grid-2">
        <legend>{t('promotionsAdmin.rules')}</legend>
        {RULE_FIELDS[kind].map((name) => {
          const label = t(`promotionsAdmin.rule_${name}`);
          return (
            <span key={name}>
              {field(
                name,
                name === 'maxReward' ? t('promotionsAdmin.optional', { label }) : label,
                numberInput(name, COUNTS.includes(name) ? '1' : '0.01'),
              )}
            </span>
          );
        })}
        {kind === 'red_envelope' &&
          field(
            'dailyAt',
            t('promotionsAdmin.dailyAt'),
            <input type="time" aria-invalid={Boolean(errors.dailyAt)} {...form.register('dailyAt')} />,
          )}
        {kind === 'application' &&
          field(
            'contact',
            t('promotionsAdmin.contact'),
            <select {...form.register('contact')}>
              <option value="">{t('promotionsAdmin.contactNone')}</option>
              <option value="zalo">Zalo</option>
            </select>,
          )}
      </fieldset>
      <fieldset className="grid-2">
        <legend>{t('promotionsAdmin.payout')}</legend>
        {field(
          'payoutMode',
          t('promotionsAdmin.payoutMode'),
          <select {...form.register('payoutMode')}>
            {PAYOUT_MODES.map((m) => (
              <option key={m} value={m}>
                {t(`promotionsAdmin.payoutMode_${m}`)}
              </option>
            ))}
          </select>,
        )}
        {field(
          'payoutMinDeposit',
          t('promotionsAdmin.optional', { label: t('promotionsAdmin.payoutMinDeposit') }),
          numberInput('payoutMinDeposit', '0.01'),
        )}
        <p className="muted">{t('promotionsAdmin.payoutHint')}</p>
      </fieldset>
      <fieldset className="grid-2">
        <legend>{t('promotionsAdmin.eligibility')}</legend>
        {field('minVipLevel', t('promotionsAdmin.minVipLevel'), numberInput('minVipLevel'))}
        {field('newMemberDays', t('promotionsAdmin.newMemberDays'), numberInput('newMemberDays'))}
        {field(
          'agentAccount',
          t('promotionsAdmin.agentAccount'),
          <input {...form.register('agentAccount')} />,
        )}
        <label className="check">
          <input type="checkbox" {...form.register('firstDepositOnly')} />
          {t('promotionsAdmin.firstDepositOnly')}
        </label>
      </fieldset>
      <details>
        <summary>{t('promotionsAdmin.translations')}</summary>
        <div className="grid-2">
          {(['Cn', 'Km'] as const).map((lang) => (
            <fieldset key={lang} className="stack">
              <legend>{t(`promotionsAdmin.language${lang}`)}</legend>
              {field(
                `title${lang}`,
                t(`promotionsAdmin.title${lang}`),
                <input {...form.register(`title${lang}`)} />,
              )}
              {field(
                `description${lang}`,
                t(`promotionsAdmin.description${lang}`),
                <textarea rows={2} {...form.register(`description${lang}`)} />,
              )}
            </fieldset>
          ))}
        </div>
      </details>
      {save.error && (
        <p className="error" role="alert">
          {errorText(t, save.error)}
        </p>
      )}
      {created && (
        <p className="notice" role="status">
          {t('promotionsAdmin.created', { title: created })}
        </p>
      )}
      <div className="row">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {editing ? t('promotionsAdmin.saveEdit') : t('promotionsAdmin.create')}
        </button>
        {editing && (
          <button type="button" className="btn" onClick={onDone}>
            {t('common.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
