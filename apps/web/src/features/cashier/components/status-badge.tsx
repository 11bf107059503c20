// A deposit or withdrawal status as a badge: the words always, the tone colour as a second cue.
import { useTranslation } from 'react-i18next';
import type { TDepositStatus, TWithdrawalStatus } from '@pavilion/contracts/cashier';
import { depositTone, withdrawalTone } from '../lib/status-actions';
import styles from './cashier.module.css';

type TProps = { kind: 'deposit'; status: TDepositStatus } | { kind: 'withdrawal'; status: TWithdrawalStatus };

export function StatusBadge(props: TProps) {
  const { t } = useTranslation('cashier');
  const tone = props.kind === 'deposit' ? depositTone(props.status) : withdrawalTone(props.status);
  return (
    <span className={`${styles.badge} ${styles[`tone_${tone}`]}`} data-status={props.status}>
      {t(`status.${props.kind}.${props.status}`)}
    </span>
  );
}
