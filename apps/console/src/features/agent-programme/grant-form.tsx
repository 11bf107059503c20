// The platform grants a top-level agent a contract (active at once; a live contract of the same
// kind is replaced and the downline's contracts re-checked by the server): the account, the kind,
// and its terms — real-time rates, or tiers of thresholds and a rate (dividends: their period).
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CONTRACT_KINDS,
  DIVIDEND_PERIODS,
  TIER_THRESHOLDS,
  type TAdminContractGrant,
} from '@pavilion/contracts/agent-contracts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useGrantContract } from './agent-programme-api';
import { EMPTY_TIER, grantBody, type TGrantValues } from './grant-terms';
import { programmeErrorText } from './programme-error';

const DEFAULTS: TGrantValues = {
  account: '',
  kind: 'daily',
  period: 'W',
  profitRate: '',
  lossRate: '',
  minSingleBet: '0',
  tiers: [{ ...EMPTY_TIER }],
};

export function GrantForm({ onGranted }: { onGranted: (id: number) => void }) {
  const { t } = useTranslation();
  const grant = useGrantContract();
  const form = useForm<TGrantValues>({ defaultValues: DEFAULTS });
  const tiers = useFieldArray({ control: form.control, name: 'tiers' as never });
  const kind = form.watch('kind');
  const [bad, setBad] = useState<string[]>([]);
  const [pending, setPending] = useState<TAdminContractGrant | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const input = (name: string, label: string) => (
    <label className="field" key={name}>
      <span>{label}</span>
      <input
        inputMode={name === 'account' ? undefined : 'decimal'}
        aria-invalid={bad.includes(name)}
        {...form.register(name as keyof TGrantValues)}
      />
    </label>
  );

  return (
    <form
      className="stack"
      aria-label={t('agentProgramme.grantTitle')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setOutcome(null);
        const out = grantBody(form.getValues());
        setBad(out.ok ? [] : out.bad);
        if (out.ok) {
          setPending(out.body);
        }
      }}
    >
      <p className="muted small">{t('agentProgramme.grantHint')}</p>
      <div className="row wrap">
        {input('account', t('agentProgramme.account'))}
        <label className="field">
          <span>{t('agentProgramme.kind')}</span>
          <select {...form.register('kind')}>
            {CONTRACT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`agents.kind_${k}`)}
              </option>
            ))}
          </select>
        </label>
        {kind === 'dividend' && (
          <label className="field">
            <span>{t('agentProgramme.dividendPeriod')}</span>
            <select {...form.register('period')}>
              {DIVIDEND_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(`agentProgramme.period_${p}`)}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {kind === 'realtime' ? (
        <div className="row wrap">
          {input('profitRate', t('agentProgramme.profitRate'))}
          {input('lossRate', t('agentProgramme.lossRate'))}
          {input('minSingleBet', t('agentProgramme.minSingleBet'))}
        </div>
      ) : (
        <fieldset className="programme-language stack">
          <legend>{t('agentProgramme.tiers')}</legend>
          {tiers.fields.map((field, i) => (
            <div className="row wrap" key={field.id}>
              {TIER_THRESHOLDS[kind].map((name) =>
                input(
                  `tiers.${i}.${name}`,
                  `${t('agentProgramme.tierN', { n: i + 1 })} · ${t(`agentProgramme.threshold_${name}`)}`,
                ),
              )}
              {input(
                `tiers.${i}.rate`,
                `${t('agentProgramme.tierN', { n: i + 1 })} · ${t('agentProgramme.ratePercent')}`,
              )}
              {tiers.fields.length > 1 && (
                <button type="button" className="btn btn-small" onClick={() => tiers.remove(i)}>
                  {t('agentProgramme.removeTier', { n: i + 1 })}
                </button>
              )}
            </div>
          ))}
          {tiers.fields.length < 10 && (
            <button
              type="button"
              className="btn btn-small"
              onClick={() => tiers.append({ ...EMPTY_TIER } as never)}
            >
              {t('agentProgramme.addTier')}
            </button>
          )}
        </fieldset>
      )}
      {bad.length > 0 && (
        <p className="error" role="alert">
          {bad.includes('tiers') ? t('agentProgramme.tiersRule') : t('agentProgramme.grantRule')}
        </p>
      )}
      {outcome && (
        <p className={outcome.ok ? 'notice' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </p>
      )}
      <button type="submit" className="btn btn-primary">
        {t('agentProgramme.grantButton')}
      </button>
      <ConfirmDialog
        open={pending !== null}
        title={t('agentProgramme.grantConfirmTitle')}
        confirmLabel={t('agentProgramme.grantButton')}
        busy={grant.isPending}
        onConfirm={() =>
          pending &&
          grant.mutate(pending, {
            onSuccess: (c) => {
              setOutcome({
                ok: true,
                text: t('agentProgramme.granted', { id: c.id, account: c.downline.account }),
              });
              form.reset(DEFAULTS);
              onGranted(c.id);
            },
            onError: (error) => setOutcome({ ok: false, text: programmeErrorText(t, error) }),
            onSettled: () => setPending(null),
          })
        }
        onClose={() => setPending(null)}
      >
        <p>
          {t('agentProgramme.grantConfirmBody', {
            kind: pending ? t(`agents.kind_${pending.terms.kind}`) : '',
            account: pending?.account ?? '',
          })}
        </p>
      </ConfirmDialog>
    </form>
  );
}
