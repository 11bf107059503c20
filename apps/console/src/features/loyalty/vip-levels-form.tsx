// The VIP level table (loyalty.write edits it): one row per level from 0, money in major units;
// the whole table is checked by the API's own schema (levels consecutive, thresholds never fall)
// before it replaces the stored one.
import { useEffect, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_VIP_LEVEL, ZVipLevelsInputSchema, type TVipLevel } from '@pavilion/contracts/loyalty';
import { errorText } from '@/shared/error-text';
import { QueryState } from '@/shared/ui/query-state';
import { toMajor, toMinor, useLoyaltyWrite, useVipLevels } from './loyalty-api';
import './loyalty.css';

const MONEY = [
  'depositThreshold',
  'validBetThreshold',
  'keepValidBet',
  'upgradeBonus',
  'monthlyBonus',
  'birthdayBonus',
] as const;
type TLevelRow = Omit<TVipLevel, 'level'>;
type TLevelsForm = { levels: TLevelRow[] };

const blank: TLevelRow = {
  name: '',
  depositThreshold: 0,
  validBetThreshold: 0,
  keepValidBet: 0,
  upgradeBonus: 0,
  monthlyBonus: 0,
  birthdayBonus: 0,
};

export function VipLevelsForm({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const levels = useVipLevels();
  const write = useLoyaltyWrite();
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<TLevelsForm>({ defaultValues: { levels: [] } });
  const rows = useFieldArray({ control: form.control, name: 'levels' });
  const data = levels.data;
  useEffect(() => {
    if (data) {
      form.reset({
        levels: data.levels.map((l) => ({
          name: l.name,
          ...Object.fromEntries(MONEY.map((k) => [k, toMajor(l[k])])),
        })) as TLevelRow[],
      });
    }
  }, [data, form]);

  const save = form.handleSubmit((v) => {
    setSaved(false);
    const parsed = ZVipLevelsInputSchema.safeParse({
      levels: v.levels.map((l, level) => ({
        level,
        name: l.name,
        ...Object.fromEntries(MONEY.map((k) => [k, toMinor(Number(l[k]))])),
      })),
    });
    if (!parsed.success) {
      const at = parsed.error.issues[0]?.path[1];
      setProblem(t('loyaltyAdmin.levelsRule', { level: typeof at === 'number' ? at : 0 }));
      return;
    }
    setProblem(null);
    write.mutate({ path: 'vip-levels', body: parsed.data }, { onSuccess: () => setSaved(true) });
  });

  return (
    <form className="card stack" aria-labelledby="levels-title" onSubmit={(e) => void save(e)} noValidate>
      <h2 id="levels-title">{t('loyaltyAdmin.levels')}</h2>
      <p className="muted">{t('loyaltyAdmin.levelsHelp')}</p>
      <QueryState isLoading={levels.isLoading} error={levels.error} />
      <fieldset disabled={!canWrite} className="table-scroll bare">
        <legend className="visually-hidden">{t('loyaltyAdmin.levels')}</legend>
        <table aria-label={t('loyaltyAdmin.levels')}>
          <thead>
            <tr>
              <th scope="col">{t('loyaltyAdmin.level')}</th>
              <th scope="col">{t('loyaltyAdmin.name')}</th>
              {MONEY.map((k) => (
                <th key={k} scope="col">
                  {t(`loyaltyAdmin.${k}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.fields.map((field, i) => (
              <tr key={field.id}>
                <th scope="row">{i}</th>
                <td>
                  <input
                    aria-label={`${t('loyaltyAdmin.name')} ${i}`}
                    maxLength={40}
                    {...form.register(`levels.${i}.name`)}
                  />
                </td>
                {MONEY.map((k) => (
                  <td key={k}>
                    <input
                      type="number"
                      min={0}
                      step="0.01"
                      className="cell-input"
                      aria-label={`${t(`loyaltyAdmin.${k}`)} ${i}`}
                      {...form.register(`levels.${i}.${k}`, { valueAsNumber: true })}
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
          {t('loyaltyAdmin.levelsSaved')}
        </p>
      )}
      {canWrite && (
        <div className="row">
          <button
            type="button"
            className="btn"
            disabled={rows.fields.length > MAX_VIP_LEVEL}
            onClick={() => rows.append(blank)}
          >
            {t('loyaltyAdmin.addLevel')}
          </button>
          <button
            type="button"
            className="btn"
            disabled={rows.fields.length <= 1}
            onClick={() => rows.remove(rows.fields.length - 1)}
          >
            {t('loyaltyAdmin.removeLevel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={write.isPending}>
            {t('loyaltyAdmin.saveLevels')}
          </button>
        </div>
      )}
    </form>
  );
}
