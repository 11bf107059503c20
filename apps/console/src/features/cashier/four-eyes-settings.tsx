// Four-eyes approval (decision 079): per currency, the amount above which a withdrawal needs a
// second operator's approval. Everyone with cashier.read sees it; only the owner (operators.write)
// changes it. Amounts are typed in major units (the API takes minor units); saved whole, audited.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZFourEyesSettingsSchema, type TFourEyesThreshold } from '@pavilion/contracts/cashier';
import { errorText } from '@/shared/error-text';
import { api } from '@/shared/http';
import { QueryState } from '@/shared/ui/query-state';
import { useCan } from '@/shared/use-me';
import './cashier.css';

type TRow = { currency: string; amount: string };
const KEY = ['console', 'cashier', 'four-eyes'];
const URL = '/api/admin/cashier/four-eyes';

const toRow = (r: TFourEyesThreshold): TRow => ({
  currency: r.currency,
  amount: (r.amount / 100).toFixed(2),
});
const toThreshold = (r: TRow) => ({
  currency: r.currency.trim().toUpperCase(),
  amount: /^\d+(\.\d{1,2})?$/.test(r.amount.trim()) ? Math.round(Number(r.amount) * 100) : -1,
});

export function FourEyesSettings() {
  const { t } = useTranslation();
  const canWrite = useCan('operators.write');
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: KEY,
    queryFn: async () => ZFourEyesSettingsSchema.parse(await api(URL)),
  });
  const [rows, setRows] = useState<TRow[]>([]);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    if (settings.data) {
      setRows(settings.data.thresholds.map(toRow));
    }
  }, [settings.data]);
  const save = useMutation({
    mutationFn: async (body: unknown) =>
      ZFourEyesSettingsSchema.parse(await api(URL, { method: 'PUT', body })),
    onSuccess: (reply) => queryClient.setQueryData(KEY, reply),
  });
  const set = (i: number, patch: Partial<TRow>) => {
    setRows((prev) => prev.map((r, j) => (j === i ? { ...r, ...patch } : r)));
    save.reset();
  };
  const submit = () => {
    const parsed = ZFourEyesSettingsSchema.safeParse({ thresholds: rows.map(toThreshold) });
    setInvalid(!parsed.success);
    if (parsed.success) {
      save.mutate(parsed.data);
    }
  };

  return (
    <section aria-labelledby="four-eyes-title" className="stack card">
      <h2 id="four-eyes-title">{t('fourEyes.title')}</h2>
      <p className="muted">{t('fourEyes.intro')}</p>
      <QueryState isLoading={settings.isLoading} error={settings.error} />
      {settings.data && (
        <form
          className="four-eyes-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          {rows.length === 0 && <p className="muted">{t('fourEyes.none')}</p>}
          {rows.map((r, i) => (
            <fieldset key={i} className="four-eyes-row" disabled={!canWrite}>
              <legend className="visually-hidden">{t('fourEyes.rowN', { n: i + 1 })}</legend>
              <label className="field">
                <span>{t('fourEyes.currency')}</span>
                <input
                  value={r.currency}
                  size={5}
                  maxLength={3}
                  onChange={(e) => set(i, { currency: e.target.value })}
                />
              </label>
              <label className="field">
                <span>{t('fourEyes.amount')}</span>
                <input
                  inputMode="decimal"
                  value={r.amount}
                  size={12}
                  onChange={(e) => set(i, { amount: e.target.value })}
                />
              </label>
              {canWrite && (
                <button
                  type="button"
                  className="btn btn-small"
                  aria-label={t('fourEyes.removeN', { n: i + 1 })}
                  onClick={() => setRows((prev) => prev.filter((_, j) => j !== i))}
                >
                  {t('fourEyes.remove')}
                </button>
              )}
            </fieldset>
          ))}
          {invalid && (
            <p className="error" role="alert">
              {t('fourEyes.invalid')}
            </p>
          )}
          {save.isError && (
            <p className="error" role="alert">
              {errorText(t, save.error)}
            </p>
          )}
          {save.isSuccess && (
            <p className="notice" role="status">
              {t('fourEyes.saved')}
            </p>
          )}
          {canWrite ? (
            <div className="row">
              <button
                type="button"
                className="btn"
                onClick={() => setRows((prev) => [...prev, { currency: 'USD', amount: '' }])}
              >
                {t('fourEyes.add')}
              </button>
              <button type="submit" className="btn btn-primary" disabled={save.isPending}>
                {t('fourEyes.save')}
              </button>
            </div>
          ) : (
            <p className="muted small">{t('fourEyes.ownerOnly')}</p>
          )}
        </form>
      )}
    </section>
  );
}
