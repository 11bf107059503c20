// Rebate rates (loyalty.write edits them) as a grid: a row per game type, a column per VIP level,
// each cell the rate in percent of the valid bet (stored in basis points, at most
// MAX_REBATE_RATE_BP); an empty cell pays no rebate. The API's schema checks the set on save.
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES } from '@pavilion/contracts/games-constants';
import { MAX_REBATE_RATE_BP, ZRebateRatesSchema, type TRebateRate } from '@pavilion/contracts/loyalty';
import { errorText } from '@/shared/error-text';
import { QueryState } from '@/shared/ui/query-state';
import { useLoyaltyWrite, useRebateRates, useVipLevels } from './loyalty-api';
import './loyalty.css';

type TCells = { cells: Record<string, string> };
const cell = (gameType: string, level: number) => `${gameType}_${level}`;

export function RebateRatesForm({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const rates = useRebateRates();
  const vip = useVipLevels();
  const write = useLoyaltyWrite();
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<TCells>({ defaultValues: { cells: {} } });
  const data = rates.data;
  // a column per level of the VIP table, and for any level a stored rate still names
  const levels = useMemo(() => {
    const top = Math.max((vip.data?.levels.length ?? 1) - 1, ...(data?.rates.map((r) => r.level) ?? [0]));
    return Array.from({ length: top + 1 }, (_, i) => i);
  }, [vip.data, data]);
  useEffect(() => {
    if (data) {
      form.reset({
        cells: Object.fromEntries(data.rates.map((r) => [cell(r.gameType, r.level), String(r.rateBp / 100)])),
      });
    }
  }, [data, form]);

  const save = form.handleSubmit((v) => {
    setSaved(false);
    const list: TRebateRate[] = [];
    for (const gameType of GAME_CATEGORIES) {
      for (const level of levels) {
        const text = (v.cells[cell(gameType, level)] ?? '').trim();
        if (text !== '') {
          list.push({ gameType, level, rateBp: Math.round(Number(text) * 100) });
        }
      }
    }
    const parsed = ZRebateRatesSchema.safeParse({ rates: list });
    if (!parsed.success) {
      const at = parsed.error.issues[0]?.path[1];
      const bad = typeof at === 'number' ? list[at] : undefined;
      setProblem(t('loyaltyAdmin.ratesRule', { gameType: bad?.gameType ?? '', level: bad?.level ?? '' }));
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
              {levels.map((level) => (
                <th key={level} scope="col">
                  {t('loyaltyAdmin.levelColumn', { level })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {GAME_CATEGORIES.map((gameType) => (
              <tr key={gameType}>
                <th scope="row">{gameType}</th>
                {levels.map((level) => (
                  <td key={level}>
                    <input
                      type="number"
                      min={0}
                      max={MAX_REBATE_RATE_BP / 100}
                      step="0.01"
                      className="rate-input"
                      aria-label={t('loyaltyAdmin.rateCell', { gameType, level })}
                      {...form.register(`cells.${cell(gameType, level)}`)}
                    />
                  </td>
                ))}
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
          <button type="submit" className="btn btn-primary" disabled={write.isPending}>
            {t('loyaltyAdmin.saveRates')}
          </button>
        </div>
      )}
    </form>
  );
}
