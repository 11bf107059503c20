// Rebate rates (loyalty.write edits them): a rate per game type and VIP level, typed in percent of
// the valid bet (stored in basis points, at most MAX_REBATE_RATE_BP); the API's schema checks the
// set and the server refuses a game type and level given twice.
import { useEffect, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES } from '@pavilion/contracts/games-constants';
import { MAX_REBATE_RATE_BP, ZRebateRatesSchema, type TRebateRate } from '@pavilion/contracts/loyalty';
import { errorText } from '@/shared/error-text';
import { QueryState } from '@/shared/ui/query-state';
import { useLoyaltyWrite, useRebateRates } from './loyalty-api';
import './loyalty.css';

type TRateRow = { gameType: TRebateRate['gameType']; level: number; percent: number };
type TRatesForm = { rates: TRateRow[] };

export function RebateRatesForm({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const rates = useRebateRates();
  const write = useLoyaltyWrite();
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<TRatesForm>({ defaultValues: { rates: [] } });
  const rows = useFieldArray({ control: form.control, name: 'rates' });
  const data = rates.data;
  useEffect(() => {
    if (data) {
      form.reset({
        rates: data.rates.map((r) => ({ gameType: r.gameType, level: r.level, percent: r.rateBp / 100 })),
      });
    }
  }, [data, form]);

  const save = form.handleSubmit((v) => {
    setSaved(false);
    const parsed = ZRebateRatesSchema.safeParse({
      rates: v.rates.map((r) => ({
        gameType: r.gameType,
        level: Number(r.level),
        rateBp: Math.round(Number(r.percent) * 100),
      })),
    });
    if (!parsed.success) {
      const at = parsed.error.issues[0]?.path[1];
      setProblem(t('loyaltyAdmin.ratesRule', { row: typeof at === 'number' ? at + 1 : 1 }));
      return;
    }
    setProblem(null);
    write.mutate({ path: 'rebate-rates', body: parsed.data }, { onSuccess: () => setSaved(true) });
  });

  return (
    <form className="card stack" aria-labelledby="rates-title" onSubmit={(e) => void save(e)} noValidate>
      <h2 id="rates-title">{t('loyaltyAdmin.rates')}</h2>
      <p className="muted">{t('loyaltyAdmin.ratesHelp', { max: MAX_REBATE_RATE_BP / 100 })}</p>
      <QueryState isLoading={rates.isLoading} error={rates.error} />
      <fieldset disabled={!canWrite} className="table-scroll bare">
        <legend className="visually-hidden">{t('loyaltyAdmin.rates')}</legend>
        <table aria-label={t('loyaltyAdmin.rates')}>
          <thead>
            <tr>
              <th scope="col">{t('loyaltyAdmin.gameType')}</th>
              <th scope="col">{t('loyaltyAdmin.level')}</th>
              <th scope="col">{t('loyaltyAdmin.ratePercent')}</th>
              {canWrite && <th scope="col">{t('common.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.fields.length === 0 && (
              <tr>
                <td colSpan={canWrite ? 4 : 3} className="muted">
                  {t('loyaltyAdmin.noRates')}
                </td>
              </tr>
            )}
            {rows.fields.map((field, i) => (
              <tr key={field.id}>
                <td>
                  <select
                    aria-label={`${t('loyaltyAdmin.gameType')} ${i + 1}`}
                    {...form.register(`rates.${i}.gameType`)}
                  >
                    {GAME_CATEGORIES.map((c) => (
                      <option key={c} value={c}>
                        {c}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <input
                    type="number"
                    min={0}
                    max={20}
                    className="cell-input"
                    aria-label={`${t('loyaltyAdmin.level')} ${i + 1}`}
                    {...form.register(`rates.${i}.level`, { valueAsNumber: true })}
                  />
                </td>
                <td>
                  <input
                    type="number"
                    min={0}
                    max={MAX_REBATE_RATE_BP / 100}
                    step="0.01"
                    className="cell-input"
                    aria-label={`${t('loyaltyAdmin.ratePercent')} ${i + 1}`}
                    {...form.register(`rates.${i}.percent`, { valueAsNumber: true })}
                  />
                </td>
                {canWrite && (
                  <td>
                    <button
                      type="button"
                      className="btn btn-small btn-danger"
                      aria-label={t('loyaltyAdmin.removeRate', { row: i + 1 })}
                      onClick={() => rows.remove(i)}
                    >
                      {t('loyaltyAdmin.remove')}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </fieldset>
      {problem && (
        <p className="error" role="alert">
          {problem}
        </p>
      )}
      {write.error && (
        <p className="error" role="alert">
          {errorText(t, write.error)}
        </p>
      )}
      {saved && (
        <p className="notice" role="status">
          {t('loyaltyAdmin.ratesSaved')}
        </p>
      )}
      {canWrite && (
        <div className="row">
          <button
            type="button"
            className="btn"
            onClick={() => rows.append({ gameType: GAME_CATEGORIES[0], level: 0, percent: 0 })}
          >
            {t('loyaltyAdmin.addRate')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={write.isPending}>
            {t('loyaltyAdmin.saveRates')}
          </button>
        </div>
      )}
    </form>
  );
}
