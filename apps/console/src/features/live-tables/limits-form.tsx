// A table's limits, edited in major units (the API takes minor units); a refusal stays beside the form.
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLiveAdminTable, TLiveAdminTables } from '@pavilion/contracts/live-tables-admin';
import { updateLimits } from './live-tables-api';

const toMinor = (v: string) => Math.round(Number(v) * 100);

export function LimitsForm(props: { table: TLiveAdminTable; onSaved: (data: TLiveAdminTables) => void }) {
  const { t } = useTranslation();
  const [min, setMin] = useState(String(props.table.minBet / 100));
  const [max, setMax] = useState(String(props.table.maxBet / 100));
  const save = useMutation({
    mutationFn: () => updateLimits(props.table.id, { minBet: toMinor(min), maxBet: toMinor(max) }),
    onSuccess: props.onSaved,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  const id = props.table.id;
  return (
    <form className="row" onSubmit={submit} aria-label={t('liveAdmin.limitsOf', { table: id })}>
      <label>
        {t('liveAdmin.minBet')}
        <input type="number" min="0.01" step="0.01" value={min} onChange={(e) => setMin(e.target.value)} />
      </label>
      <label>
        {t('liveAdmin.maxBet')}
        <input type="number" min="0.01" step="0.01" value={max} onChange={(e) => setMax(e.target.value)} />
      </label>
      <button type="submit" className="btn btn-small" disabled={save.isPending}>
        {t('liveAdmin.save')}
      </button>
      {save.error && <span role="alert">{save.error.message}</span>}
    </form>
  );
}
