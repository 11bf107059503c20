// Edit one play type of a lottery game: on/off, stake limits and the exposure cap in currency
// units, and the odds of each prize key; only the fields changed are sent (the API takes any).
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseAmount } from '@pavilion/contracts/amount';
import type { TLotteryPlayTypeConfig, TLotteryPlayTypeUpdate } from '@pavilion/contracts/lottery';
import { lotteryErrorText } from './lottery-error';
import { formatOdds, parseOdds } from './lottery-format';
import { useUpdatePlayType } from './lottery-api';

type TPlayTypeDialogProps = {
  gameCode: string;
  config: TLotteryPlayTypeConfig | null;
  onClose: () => void;
  onSaved: (message: string) => void;
};

const major = (minor: number) => (minor / 100).toFixed(2);

export function PlayTypeDialog({ gameCode, config, onClose, onSaved }: TPlayTypeDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const update = useUpdatePlayType();
  const [values, setValues] = useState<Record<string, string>>({});
  const [enabled, setEnabled] = useState(true);
  const [invalid, setInvalid] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (config && !ref.current?.open) {
      setValues({
        minStake: major(config.minStake),
        maxStake: major(config.maxStake),
        exposureCap: major(config.exposureCap),
        ...Object.fromEntries(config.odds.map((o) => [`odds:${o.key}`, formatOdds(o.odds, 'en')])),
      });
      setEnabled(config.enabled);
      setInvalid([]);
      setFailure(null);
      ref.current?.showModal();
    } else if (!config && ref.current?.open) {
      ref.current.close();
    }
  }, [config]);

  if (!config) {
    return <dialog ref={ref} className="dialog" onClose={onClose} />;
  }

  const submit = async () => {
    const bad: string[] = [];
    const money = (name: 'minStake' | 'maxStake' | 'exposureCap') => {
      const parsed = parseAmount(values[name] ?? '', { allowZero: name === 'exposureCap' });
      if (!parsed.ok) {
        bad.push(name);
        return undefined;
      }
      return parsed.minor === config[name] ? undefined : parsed.minor;
    };
    const change: TLotteryPlayTypeUpdate = {};
    for (const name of ['minStake', 'maxStake', 'exposureCap'] as const) {
      const v = money(name);
      if (v !== undefined) {
        change[name] = v;
      }
    }
    const odds = config.odds.map((o) => {
      const v = parseOdds(values[`odds:${o.key}`] ?? '');
      if (v === null) {
        bad.push(`odds:${o.key}`);
      }
      return { key: o.key, odds: v ?? o.odds };
    });
    if (odds.some((o, i) => o.odds !== config.odds[i]?.odds)) {
      change.odds = odds;
    }
    if (enabled !== config.enabled) {
      change.enabled = enabled;
    }
    setInvalid(bad);
    if (bad.length > 0) {
      return;
    }
    try {
      await update.mutateAsync({ code: gameCode, playType: config.playType, update: change });
      onSaved(t('lotteryAdmin.playTypeSaved', { game: gameCode, playType: config.playType }));
      onClose();
    } catch (error) {
      setFailure(lotteryErrorText(t, error));
    }
  };

  const input = (name: string, label: string) => (
    <label className="field" key={name}>
      <span>{label}</span>
      <input
        inputMode="decimal"
        value={values[name] ?? ''}
        aria-invalid={invalid.includes(name)}
        onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      />
      {invalid.includes(name) && <span className="field-error">{t('lotteryAdmin.numberRule')}</span>}
    </label>
  );
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose}>
      <form
        className="stack"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <h2 id={titleId}>{t('lotteryAdmin.editPlayType', { game: gameCode, playType: config.playType })}</h2>
        <label className="check">
          <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
          {t('lotteryAdmin.playTypeEnabled')}
        </label>
        <div className="grid-2">
          {input('minStake', t('lotteryAdmin.minStake'))}
          {input('maxStake', t('lotteryAdmin.maxStake'))}
          {input('exposureCap', t('lotteryAdmin.exposureCap'))}
          {config.odds.map((o) => input(`odds:${o.key}`, t('lotteryAdmin.oddsOf', { key: o.key })))}
        </div>
        {failure && (
          <p className="error" role="alert">
            {failure}
          </p>
        )}
        <div className="row end">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={update.isPending}>
            {t('lotteryAdmin.save')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
