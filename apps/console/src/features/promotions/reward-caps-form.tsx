// The day's caps on claims of rewards that need no deposit (decision 063): per device, per IP and per
// upline agent, 0 switching one off. Checked by the API's own schema; the server counts every claim
// against them inside the claim's transaction.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REWARD_CAP_SCOPES, ZRewardCapsSchema, type TRewardCaps } from '@pavilion/contracts/reward-payout';
import { errorText } from '@/shared/error-text';
import { QueryState } from '@/shared/ui/query-state';
import { useRewardCaps, useSaveRewardCaps } from './promotions-api';

export function RewardCapsForm({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const caps = useRewardCaps();
  const save = useSaveRewardCaps();
  const [values, setValues] = useState<Record<keyof TRewardCaps, string> | null>(null);
  const [invalid, setInvalid] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (caps.data) {
      setValues({
        device: String(caps.data.device),
        ip: String(caps.data.ip),
        upline: String(caps.data.upline),
      });
    }
  }, [caps.data]);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setSaved(false);
    if (!values) {
      return;
    }
    const parsed = ZRewardCapsSchema.safeParse({
      device: values.device === '' ? Number.NaN : Number(values.device),
      ip: values.ip === '' ? Number.NaN : Number(values.ip),
      upline: values.upline === '' ? Number.NaN : Number(values.upline),
    });
    if (!parsed.success) {
      setInvalid(parsed.error.issues.map((i) => String(i.path[0])));
      return;
    }
    setInvalid([]);
    save.mutate(parsed.data, { onSuccess: () => setSaved(true) });
  };
  return (
    <form
      className="card stack engagement-form"
      aria-labelledby="reward-caps-title"
      onSubmit={submit}
      noValidate
    >
      <h2 id="reward-caps-title">{t('promotionsAdmin.capsHeading')}</h2>
      <p className="muted">{t('promotionsAdmin.capsHint')}</p>
      <QueryState isLoading={caps.isLoading} error={caps.error} />
      {values && (
        <div className="grid-2">
          {REWARD_CAP_SCOPES.map((scope) => (
            <label key={scope} className="field">
              <span>{t(`promotionsAdmin.cap_${scope}`)}</span>
              <input
                type="number"
                min={0}
                step={1}
                disabled={!canWrite}
                aria-invalid={invalid.includes(scope)}
                value={values[scope]}
                onChange={(e) => setValues({ ...values, [scope]: e.target.value })}
              />
              {invalid.includes(scope) && <span className="field-error">{t('promotionsAdmin.capRule')}</span>}
            </label>
          ))}
        </div>
      )}
      {save.error && (
        <p className="error" role="alert">
          {errorText(t, save.error)}
        </p>
      )}
      {saved && (
        <p className="notice" role="status">
          {t('promotionsAdmin.capsSaved')}
        </p>
      )}
      {canWrite && (
        <div className="row">
          <button type="submit" className="btn btn-primary" disabled={save.isPending || !values}>
            {t('promotionsAdmin.capsSave')}
          </button>
        </div>
      )}
    </form>
  );
}
