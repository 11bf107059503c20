// The withdrawal rules of identity verification: "level L before a withdrawal above X" (single) and
// "level L once the member's withdrawals add up to more than Y" (cumulative), per currency. Amounts
// are typed in major units (the API takes minor units); the whole set is saved at once, audited.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KYC_RULE_KINDS, ZKycRulesSchema, type TKycRule } from '@pavilion/contracts/kyc';
import { errorText } from '@/shared/error-text';
import { QueryState } from '@/shared/ui/query-state';
import { useCan } from '@/shared/use-me';
import { fetchKycRules, KYC_KEY, saveKycRules } from './kyc-api';
import './kyc.css';

type TRow = { currency: string; kind: TKycRule['kind']; amount: string; level: string };

const toRow = (r: TKycRule): TRow => ({ ...r, amount: (r.amount / 100).toFixed(2), level: String(r.level) });
const toRule = (r: TRow) => ({
  currency: r.currency.trim().toUpperCase(),
  kind: r.kind,
  amount: /^\d+(\.\d{1,2})?$/.test(r.amount.trim()) ? Math.round(Number(r.amount) * 100) : -1,
  level: Number(r.level),
});

export function KycRulesPage() {
  const { t } = useTranslation();
  const canWrite = useCan('kyc.write');
  const queryClient = useQueryClient();
  const rules = useQuery({ queryKey: [...KYC_KEY, 'rules'], queryFn: fetchKycRules });
  const [rows, setRows] = useState<TRow[]>([]);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    if (rules.data) {
      setRows(rules.data.rules.map(toRow));
    }
  }, [rules.data]);
  const save = useMutation({
    mutationFn: saveKycRules,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...KYC_KEY, 'rules'] }),
  });
  const set = (i: number, patch: Partial<TRow>) => {
    setRows((prev) => prev.map((r, j) => (j === i ? { ...r, ...patch } : r)));
    save.reset();
  };
  const submit = () => {
    const parsed = ZKycRulesSchema.safeParse({ rules: rows.map(toRule) });
    setInvalid(!parsed.success);
    if (parsed.success) {
      save.mutate(parsed.data);
    }
  };

  return (
    <section aria-labelledby="kyc-rules-title" className="stack">
      <h1 id="kyc-rules-title">{t('kyc.rulesTitle')}</h1>
      <p className="muted">{t('kyc.rulesIntro')}</p>
      <QueryState isLoading={rules.isLoading} error={rules.error} />
      {rules.data && (
        <form
          className="kyc-rules"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          {rows.length === 0 && <p className="muted">{t('kyc.noRules')}</p>}
          {rows.map((r, i) => (
            <fieldset key={i} className="kyc-rule" disabled={!canWrite}>
              <legend className="visually-hidden">{t('kyc.ruleN', { n: i + 1 })}</legend>
              <label className="field">
                <span>{t('kyc.ruleKind')}</span>
                <select value={r.kind} onChange={(e) => set(i, { kind: e.target.value as TRow['kind'] })}>
                  {KYC_RULE_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {t(`kyc.ruleKind_${k}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="field">
                <span>{t('kyc.ruleCurrency')}</span>
                <input
                  value={r.currency}
                  size={5}
                  maxLength={3}
                  onChange={(e) => set(i, { currency: e.target.value })}
                />
              </label>
              <label className="field">
                <span>{t('kyc.ruleAmount')}</span>
                <input
                  inputMode="decimal"
                  value={r.amount}
                  size={12}
                  onChange={(e) => set(i, { amount: e.target.value })}
                />
              </label>
              <label className="field">
                <span>{t('kyc.ruleLevel')}</span>
                <select value={r.level} onChange={(e) => set(i, { level: e.target.value })}>
                  <option value="1">{t('kyc.level_1')}</option>
                  <option value="2">{t('kyc.level_2')}</option>
                </select>
              </label>
              <button
                type="button"
                className="btn btn-small"
                aria-label={t('kyc.removeRuleN', { n: i + 1 })}
                onClick={() => setRows((prev) => prev.filter((_, j) => j !== i))}
              >
                {t('kyc.removeRule')}
              </button>
            </fieldset>
          ))}
          {invalid && (
            <p className="error" role="alert">
              {t('kyc.rulesInvalid')}
            </p>
          )}
          {save.isError && (
            <p className="error" role="alert">
              {errorText(t, save.error)}
            </p>
          )}
          {save.isSuccess && (
            <p className="notice" role="status">
              {t('kyc.rulesSaved')}
            </p>
          )}
          {canWrite && (
            <div className="row">
              <button
                type="button"
                className="btn"
                onClick={() =>
                  setRows((prev) => [...prev, { currency: 'USD', kind: 'single', amount: '', level: '1' }])
                }
              >
                {t('kyc.addRule')}
              </button>
              <button type="submit" className="btn btn-primary" disabled={save.isPending}>
                {t('kyc.saveRules')}
              </button>
            </div>
          )}
        </form>
      )}
    </section>
  );
}
