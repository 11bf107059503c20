// A signed money amount: green when it came in, red when it went out.
import { formatMinor } from '@/shared/format/money';
import styles from './agent-income.module.css';

export function SignedAmount({ value }: { value: number }) {
  const cls = value > 0 ? styles.positive : value < 0 ? styles.negative : undefined;
  return <span className={cls}>{formatMinor(value)}</span>;
}
