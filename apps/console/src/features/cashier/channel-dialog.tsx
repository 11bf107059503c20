// Edit a payment channel: minimum, maximum and daily limit in currency units (a blank daily limit
// removes it), display order and on/off; a gateway deposit channel also chooses its adapter (the
// sandbox or Stripe, decision 080) and Stripe's keys: the secrets are write-only (a blank field keeps
// the stored one). The body is the API's own update schema; a refusal is shown in the dialog.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  CASHIER_MAX_AMOUNT,
  DEPOSIT_ADAPTERS,
  ZChannelUpdateSchema,
  type TChannelUpdate,
} from '@pavilion/contracts/cashier';
import { errorText } from '@/shared/error-text';
import type { TChannelRow } from './channels-api';

const ZMoneyField = z
  .string()
  .trim()
  .regex(/^\d{1,8}(\.\d{1,2})?$/, 'amount')
  .refine((v) => Number(v) > 0 && Math.round(Number(v) * 100) <= CASHIER_MAX_AMOUNT, 'amount');
const ZChannelFormSchema = z
  .object({
    minAmount: ZMoneyField,
    maxAmount: ZMoneyField,
    dailyLimit: z.union([z.literal(''), ZMoneyField]),
    sort: z
      .string()
      .trim()
      .regex(/^\d{1,5}$/, 'sort'),
    enabled: z.boolean(),
    adapter: z.enum(DEPOSIT_ADAPTERS),
    currency: z.union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^[A-Za-z]{3}$/, 'currency'),
    ]),
    publishableKey: z.union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^pk_(test|live)_\w+$/, 'publishableKey'),
    ]),
    secretKey: z.union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^(sk|rk)_(test|live)_\w+$/, 'secretKey'),
    ]),
    webhookSecret: z.union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^whsec_[\w+/=]+$/, 'webhookSecret'),
    ]),
  })
  .refine((v) => Number(v.minAmount) <= Number(v.maxAmount), { path: ['maxAmount'], message: 'range' });
type TChannelForm = z.infer<typeof ZChannelFormSchema>;

const units = (minor: number) => (minor / 100).toFixed(2);
const minor = (value: string) => Math.round(Number(value) * 100);

function toForm(c: TChannelRow): TChannelForm {
  return {
    minAmount: units(c.minAmount),
    maxAmount: units(c.maxAmount),
    dailyLimit: c.dailyLimit === null ? '' : units(c.dailyLimit),
    sort: String(c.sort),
    enabled: c.enabled,
    adapter: c.gateway?.adapter ?? 'sandbox',
    currency: c.gateway?.currency ?? '',
    publishableKey: c.gateway?.publishableKey ?? '',
    secretKey: '',
    webhookSecret: '',
  };
}

function gatewayBody(c: TChannelRow, v: TChannelForm): Partial<TChannelUpdate> {
  if (!c.gateway) {
    return {};
  }
  if (v.adapter !== 'stripe') {
    return { adapter: v.adapter };
  }
  return {
    adapter: v.adapter,
    currency: v.currency === '' ? null : v.currency.toUpperCase(),
    publishableKey: v.publishableKey === '' ? null : v.publishableKey,
    ...(v.secretKey === '' ? {} : { secretKey: v.secretKey }),
    ...(v.webhookSecret === '' ? {} : { webhookSecret: v.webhookSecret }),
  };
}

type TChannelDialogProps = {
  channel: TChannelRow | null;
  onSave: (channel: TChannelRow, body: TChannelUpdate) => Promise<unknown>;
  onClose: () => void;
};

export function ChannelDialog({ channel, onSave, onClose }: TChannelDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TChannelForm>({ resolver: zodResolver(ZChannelFormSchema) });
  useEffect(() => {
    if (channel && !ref.current?.open) {
      form.reset(toForm(channel));
      setFailure(null);
      ref.current?.showModal();
    } else if (!channel && ref.current?.open) {
      ref.current.close();
    }
  }, [channel, form]);
  const submit = form.handleSubmit(async (v) => {
    if (!channel) {
      return;
    }
    try {
      await onSave(
        channel,
        ZChannelUpdateSchema.parse({
          minAmount: minor(v.minAmount),
          maxAmount: minor(v.maxAmount),
          dailyLimit: v.dailyLimit === '' ? null : minor(v.dailyLimit),
          sort: Number(v.sort),
          enabled: v.enabled,
          ...gatewayBody(channel, v),
        }),
      );
      onClose();
    } catch (error) {
      setFailure(errorText(t, error));
    }
  });
  const errors = form.formState.errors;
  const adapter = form.watch('adapter');
  const keyField = (
    name: 'currency' | 'publishableKey' | 'secretKey' | 'webhookSecret',
    opts: { secret?: boolean; set?: boolean } = {},
  ) => (
    <label className="field">
      <span>{t(`cashierAdmin.${name}`)}</span>
      <input
        type={opts.secret ? 'password' : 'text'}
        autoComplete="off"
        spellCheck={false}
        placeholder={opts.secret && opts.set ? t('cashierAdmin.secretKept') : undefined}
        aria-invalid={errors[name] ? true : undefined}
        {...form.register(name)}
      />
      {opts.secret && (
        <span className="small muted">
          {t(opts.set ? 'cashierAdmin.secretSet' : 'cashierAdmin.secretNotSet')}
        </span>
      )}
      {errors[name] && (
        <span className="field-error" role="alert">
          {t(`cashierAdmin.${name}Rule`)}
        </span>
      )}
    </label>
  );
  const field = (name: 'minAmount' | 'maxAmount' | 'dailyLimit' | 'sort', hint?: string) => (
    <label className="field">
      <span>{t(`cashierAdmin.${name}`)}</span>
      <input inputMode="decimal" aria-invalid={errors[name] ? true : undefined} {...form.register(name)} />
      {hint && <span className="small muted">{hint}</span>}
      {errors[name] && (
        <span className="field-error" role="alert">
          {t(errors[name].message === 'range' ? 'cashierAdmin.rangeRule' : `cashierAdmin.${name}Rule`)}
        </span>
      )}
    </label>
  );
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="channel-title" onClose={onClose}>
      <form onSubmit={(e) => void submit(e)} noValidate className="stack">
        <h2 id="channel-title">{t('cashierAdmin.editTitle', { name: channel?.name ?? '' })}</h2>
        <div className="channel-form">
          {field('minAmount')}
          {field('maxAmount')}
          {field('dailyLimit', t('cashierAdmin.dailyLimitHint'))}
          {field('sort')}
        </div>
        {channel?.gateway && (
          <fieldset className="stack">
            <legend>{t('cashierAdmin.gateway')}</legend>
            <label className="field">
              <span>{t('cashierAdmin.adapter')}</span>
              <select {...form.register('adapter')}>
                {DEPOSIT_ADAPTERS.map((a) => (
                  <option key={a} value={a}>
                    {t(`cashierAdmin.adapter_${a}`)}
                  </option>
                ))}
              </select>
            </label>
            {adapter === 'stripe' && (
              <>
                <div className="channel-form">
                  {keyField('currency')}
                  {keyField('publishableKey')}
                  {keyField('secretKey', { secret: true, set: channel.gateway.secretKeySet })}
                  {keyField('webhookSecret', { secret: true, set: channel.gateway.webhookSecretSet })}
                </div>
                <p className="small muted">
                  {t('cashierAdmin.webhookHint', { path: '/api/cashier/gateways/stripe/webhook' })}
                </p>
              </>
            )}
          </fieldset>
        )}
        <label className="check">
          <input type="checkbox" {...form.register('enabled')} />
          <span>{t('cashierAdmin.enabled')}</span>
        </label>
        {failure && (
          <p className="error" role="alert">
            {failure}
          </p>
        )}
        <div className="row end">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
            {t('cashierAdmin.save')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
