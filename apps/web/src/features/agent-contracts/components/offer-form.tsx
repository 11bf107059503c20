// Offer a contract of one kind to a direct downline agent (react-hook-form; the values become terms
// through the shared ZContractTermsSchema, lib/terms-form.ts). The tiers editor adds and removes
// tiers; the form starts from the agent's own terms, the ceiling an offer may reach. `?member=<account>`
// preselects the downline.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CONTRACT_MAX_TIERS,
  DIVIDEND_PERIODS,
  ratesAboveUpline,
  type TContract,
  type TContractKind,
  type TOfferCandidate,
} from '@pavilion/contracts/agent-contracts';
import { ApiError } from '@/shared/api/http';
import { useErrorText } from '@/shared/errors/error-text';
import { Button } from '@/shared/ui/form/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { SelectField } from '@/shared/ui/form/select-field';
import { TextField } from '@/shared/ui/form/text-field';
import { useOfferContract } from '../api/use-contracts';
import {
  EMPTY_TIER,
  initialValues,
  thresholdsOf,
  valuesToTerms,
  ZOfferFormCheckedSchema,
  type TOfferFormValues,
} from '../lib/terms-form';
import styles from './contracts.module.css';

type TProps = {
  kind: TContractKind;
  mine: TContract;
  candidates: TOfferCandidate[];
  preselect: string | null;
};

export function OfferForm({ kind, mine, candidates, preselect }: TProps) {
  const { t } = useTranslation('agent-contracts');
  const errorText = useErrorText();
  const offer = useOfferContract();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const start = candidates.find((c) => c.account === preselect && !c.hasOffer)?.account ?? '';
  const { register, control, handleSubmit, formState, setError, reset } = useForm<TOfferFormValues>({
    resolver: zodResolver(ZOfferFormCheckedSchema),
    defaultValues: initialValues(kind, start, mine.terms),
  });
  const tiers = useFieldArray({ control, name: 'tiers' });
  const problem = (message: string | undefined) => (message ? t(`problems.${message}`) : undefined);
  const fieldError = (name: FieldPath<TOfferFormValues>): string | undefined => {
    const parts = name.split('.');
    let node: unknown = formState.errors;
    for (const p of parts) {
      node = (node as Record<string, unknown> | undefined)?.[p];
    }
    return problem((node as { message?: string } | undefined)?.message);
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setSent(null);
    const out = valuesToTerms(values);
    if ('issues' in out) {
      return;
    }
    const over = ratesAboveUpline(out.terms, mine.terms);
    if (over.length > 0) {
      setFormError(t('problems.RATE_ABOVE_OWN'));
      return;
    }
    try {
      await offer.mutateAsync({ downline: values.downline, terms: out.terms });
      setSent(values.downline);
      reset(initialValues(kind, '', mine.terms));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') {
        setError('downline', { message: 'REQUIRED' });
      }
      setFormError(errorText(error));
    }
  });

  const options = [
    { value: '', label: t('offer.choose') },
    ...candidates.map((c) => ({
      value: c.account,
      label: `${c.nickname} (${c.account})${c.hasOffer ? ` · ${t('offer.hasOffer')}` : c.hasLive ? ` · ${t('offer.hasLive')}` : ''}`,
    })),
  ];
  const fields = thresholdsOf(kind);
  return (
    <form
      className={styles.form}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-labelledby="contract-offer-title"
      data-testid="contract-offer-form"
    >
      <h3 id="contract-offer-title" className={styles.sectionTitle}>
        {t('offer.title')}
      </h3>
      <p className={styles.muted}>{t('offer.hint')}</p>
      {sent ? <FormAlert tone="success">{t('offer.sent', { account: sent })}</FormAlert> : null}
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      {candidates.length === 0 ? (
        <p className={styles.muted}>{t('offer.noCandidates')}</p>
      ) : (
        <>
          <SelectField
            {...register('downline')}
            label={t('offer.downline')}
            options={options}
            error={fieldError('downline')}
            required
          />
          {kind === 'dividend' ? (
            <SelectField
              {...register('period')}
              label={t('fields.period')}
              options={DIVIDEND_PERIODS.map((p) => ({ value: p, label: t(`period.${p}`) }))}
            />
          ) : null}
          {kind === 'realtime' ? (
            <div className={styles.grid}>
              <TextField
                {...register('profitRate')}
                label={t('fields.profitRatePercent')}
                error={fieldError('profitRate')}
                inputMode="decimal"
                required
              />
              <TextField
                {...register('lossRate')}
                label={t('fields.lossRatePercent')}
                error={fieldError('lossRate')}
                inputMode="decimal"
                required
              />
              <TextField
                {...register('minSingleBet')}
                label={t('fields.minSingleBet')}
                error={fieldError('minSingleBet')}
                inputMode="decimal"
                required
              />
            </div>
          ) : (
            <fieldset className={styles.tierEditor}>
              <legend>{t('fields.tiers')}</legend>
              {fieldError('tiers') ? <FormAlert>{fieldError('tiers')}</FormAlert> : null}
              {tiers.fields.map((row, i) => (
                <div key={row.id} className={styles.tierRow} data-testid="contract-tier-row">
                  <span className={styles.tierNo} aria-hidden="true">
                    {t('fields.tierHeading', { n: i + 1 })}
                  </span>
                  {fields.map((f) => (
                    <TextField
                      key={f}
                      {...register(`tiers.${i}.${f}`)}
                      label={`${t(`fields.${f}`)} (${t('fields.tierN', { n: i + 1 })})`}
                      error={fieldError(`tiers.${i}.${f}`)}
                      inputMode={f === 'minActiveMembers' ? 'numeric' : 'decimal'}
                    />
                  ))}
                  <TextField
                    {...register(`tiers.${i}.rate`)}
                    label={`${t('fields.ratePercent')} (${t('fields.tierN', { n: i + 1 })})`}
                    error={fieldError(`tiers.${i}.rate`)}
                    inputMode="decimal"
                    required
                  />
                  {tiers.fields.length > 1 ? (
                    <Button
                      variant="link"
                      className={styles.tierRemove}
                      onClick={() => tiers.remove(i)}
                      data-testid="contract-tier-remove"
                    >
                      {t('offer.removeTier', { n: i + 1 })}
                    </Button>
                  ) : null}
                </div>
              ))}
              {tiers.fields.length < CONTRACT_MAX_TIERS ? (
                <Button
                  variant="secondary"
                  onClick={() => tiers.append({ ...EMPTY_TIER })}
                  data-testid="contract-tier-add"
                >
                  {t('offer.addTier')}
                </Button>
              ) : null}
            </fieldset>
          )}
          <p className={styles.muted}>{t('offer.ceiling')}</p>
          <Button type="submit" busy={offer.isPending} data-testid="contract-offer-submit">
            {t('offer.submit')}
          </Button>
        </>
      )}
    </form>
  );
}
