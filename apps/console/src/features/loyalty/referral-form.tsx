// The referral rule (loyalty.write edits it): on or off, the friend's lifetime deposits that earn
// the reward and the reward, typed in major units and checked by the API's schema in minor units.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZReferralRuleSchema } from '@pavilion/contracts/loyalty';
import { errorText } from '@/shared/error-text';
import { QueryState } from '@/shared/ui/query-state';
import { toMajor, toMinor, useLoyaltyWrite, useReferralRule } from './loyalty-api';
import './loyalty.css';

const ZMajorSchema = z.number().min(0.01).max(10_000_000_000);
const ZReferralFormSchema = z.object({
  enabled: z.boolean(),
  minDeposit: ZMajorSchema,
  reward: ZMajorSchema,
});
type TReferralForm = z.infer<typeof ZReferralFormSchema>;

export function ReferralForm({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const rule = useReferralRule();
  const write = useLoyaltyWrite();
  const [saved, setSaved] = useState(false);
  const form = useForm<TReferralForm>({ resolver: zodResolver(ZReferralFormSchema) });
  const data = rule.data;
  useEffect(() => {
    if (data) {
      form.reset({
        enabled: data.enabled,
        minDeposit: toMajor(data.minDeposit),
        reward: toMajor(data.reward),
      });
    }
  }, [data, form]);
  const save = form.handleSubmit((v) => {
    setSaved(false);
    const body = ZReferralRuleSchema.parse({
      enabled: v.enabled,
      minDeposit: toMinor(v.minDeposit),
      reward: toMinor(v.reward),
    });
    write.mutate({ path: 'referral-rule', body }, { onSuccess: () => setSaved(true) });
  });
  const errors = form.formState.errors;

  return (
    <form className="card stack" aria-labelledby="referral-title" onSubmit={(e) => void save(e)} noValidate>
      <h2 id="referral-title">{t('loyaltyAdmin.referral')}</h2>
      <QueryState isLoading={rule.isLoading} error={rule.error} />
      <fieldset className="stack bare" disabled={!canWrite}>
        <legend className="visually-hidden">{t('loyaltyAdmin.referral')}</legend>
        <label className="check">
          <input type="checkbox" {...form.register('enabled')} />
          {t('loyaltyAdmin.referralEnabled')}
        </label>
        <div className="grid-2">
          <label className="field">
            <span>{t('loyaltyAdmin.referralMinDeposit')}</span>
            <input
              type="number"
              min={0.01}
              step="0.01"
              aria-invalid={Boolean(errors.minDeposit)}
              {...form.register('minDeposit', { valueAsNumber: true })}
            />
            {errors.minDeposit && <span className="field-error">{t('loyaltyAdmin.amountRule')}</span>}
          </label>
          <label className="field">
            <span>{t('loyaltyAdmin.referralReward')}</span>
            <input
              type="number"
              min={0.01}
              step="0.01"
              aria-invalid={Boolean(errors.reward)}
              {...form.register('reward', { valueAsNumber: true })}
            />
            {errors.reward && <span className="field-error">{t('loyaltyAdmin.amountRule')}</span>}
          </label>
        </div>
      </fieldset>
      {write.error && (
        <p className="error" role="alert">
          {errorText(t, write.error)}
        </p>
      )}
      {saved && (
        <p className="notice" role="status">
          {t('loyaltyAdmin.referralSaved')}
        </p>
      )}
      {canWrite && (
        <div className="row">
          <button type="submit" className="btn btn-primary" disabled={write.isPending}>
            {t('loyaltyAdmin.saveReferral')}
          </button>
        </div>
      )}
    </form>
  );
}
