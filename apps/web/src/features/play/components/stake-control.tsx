// A stake stepper: lower / raise through the allowed steps, the amount shown with its currency.
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/format/money';
import { stepStake } from '../model/stake-steps';
import styles from './stake-control.module.css';

type TStakeControlProps = {
  label: string;
  value: number;
  steps: readonly number[];
  disabled: boolean;
  currencySymbol: string;
  onChange: (value: number) => void;
  /** show a plain count (lines) instead of money */
  plain?: boolean;
  testId?: string;
};

export function StakeControl({
  label,
  value,
  steps,
  disabled,
  currencySymbol,
  onChange,
  plain,
  testId,
}: TStakeControlProps) {
  const { t } = useTranslation('play');
  const first = steps[0] ?? value;
  const last = steps[steps.length - 1] ?? value;
  return (
    <div className={styles.control} role="group" aria-label={label} data-testid={testId}>
      <span className={styles.label}>{label}</span>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.step}
          aria-label={t('page.stake.lower', { label })}
          disabled={disabled || value <= first}
          onClick={() => onChange(stepStake(steps, value, -1))}
        >
          −
        </button>
        <output className={styles.value} aria-live="polite">
          {plain ? value : formatMoney(value, currencySymbol)}
        </output>
        <button
          type="button"
          className={styles.step}
          aria-label={t('page.stake.raise', { label })}
          disabled={disabled || value >= last}
          onClick={() => onChange(stepStake(steps, value, 1))}
        >
          +
        </button>
      </div>
    </div>
  );
}
