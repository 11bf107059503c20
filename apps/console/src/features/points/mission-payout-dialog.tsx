// A mission's payout in a dialog (decision 063): cash or locked bonus money, the turnover multiplier
// (a whole number 0 to 100) and a qualifying deposit in major units (empty: none). The mission's
// other fields go back as they were; the API's own schema checks the payout.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZMissionInputSchema } from '@pavilion/contracts/missions';
import { PAYOUT_MODES, type TPayoutMode } from '@pavilion/contracts/reward-payout';
import { errorText } from '@/shared/error-text';
import { useSaveMission, type TAdminMission } from './points-api';

type TValues = { mode: TPayoutMode; multiplier: string; minDeposit: string };

const valuesOf = (m: TAdminMission): TValues => ({
  mode: m.payout.mode,
  multiplier: String(m.payout.turnoverMultiplier),
  minDeposit: m.payout.minDeposit === null ? '' : String(m.payout.minDeposit / 100),
});

export function MissionPayoutDialog({
  editing,
  onClose,
}: {
  editing: TAdminMission | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const save = useSaveMission();
  const [values, setValues] = useState<TValues | null>(null);
  const [invalid, setInvalid] = useState<string[]>([]);
  const resetSave = save.reset;
  useEffect(() => {
    if (editing && !ref.current?.open) {
      resetSave();
      setInvalid([]);
      setValues(valuesOf(editing));
      ref.current?.showModal();
    } else if (!editing && ref.current?.open) {
      ref.current.close();
    }
  }, [editing, resetSave]);
  if (!editing) {
    return <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose} />;
  }
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!values) {
      return;
    }
    const { id, ...mission } = editing;
    const parsed = ZMissionInputSchema.safeParse({
      ...mission,
      payout: {
        mode: values.mode,
        turnoverMultiplier: values.multiplier === '' ? Number.NaN : Number(values.multiplier),
        minDeposit: values.minDeposit === '' ? null : Math.round(Number(values.minDeposit) * 100),
      },
    });
    if (!parsed.success) {
      setInvalid(parsed.error.issues.map((i) => String(i.path[i.path.length - 1])));
      return;
    }
    save.mutate({ id, body: parsed.data }, { onSuccess: onClose });
  };
  const set = (patch: Partial<TValues>) => values && setValues({ ...values, ...patch });
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose}>
      <form onSubmit={submit} noValidate className="stack">
        <h2 id={titleId}>{t('pointsAdmin.editPayoutOne', { code: editing.code })}</h2>
        {values && (
          <div className="stack">
            <label className="field">
              <span>{t('pointsAdmin.payoutMode')}</span>
              <select value={values.mode} onChange={(e) => set({ mode: e.target.value as TPayoutMode })}>
                {PAYOUT_MODES.map((m) => (
                  <option key={m} value={m}>
                    {t(m === 'cash' ? 'pointsAdmin.payoutCash' : 'pointsAdmin.payoutLockedMode')}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span>{t('pointsAdmin.payoutMultiplier')}</span>
              <input
                type="number"
                min={0}
                max={100}
                step={1}
                aria-invalid={invalid.includes('turnoverMultiplier')}
                value={values.multiplier}
                onChange={(e) => set({ multiplier: e.target.value })}
              />
              {invalid.includes('turnoverMultiplier') && (
                <span className="field-error">{t('pointsAdmin.payoutMultiplierRule')}</span>
              )}
            </label>
            <label className="field">
              <span>{t('pointsAdmin.payoutMinDeposit')}</span>
              <input
                type="number"
                min={0}
                step="0.01"
                aria-invalid={invalid.includes('minDeposit')}
                value={values.minDeposit}
                onChange={(e) => set({ minDeposit: e.target.value })}
              />
              {invalid.includes('minDeposit') && (
                <span className="field-error">{t('pointsAdmin.payoutMinDepositRule')}</span>
              )}
            </label>
          </div>
        )}
        {save.error && (
          <p className="error" role="alert">
            {errorText(t, save.error)}
          </p>
        )}
        <div className="row end">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {t('pointsAdmin.savePayout')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
