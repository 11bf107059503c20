// Amounts in the records: 2 decimals with thousands separators (spec §9). A net result also says
// in words whether it is a win or a loss, so colour is never the only cue.
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/format/money';
import styles from './records.module.css';

export function Amount({ minor, symbol }: { minor: number; symbol: string }) {
  return <>{formatMoney(minor, symbol)}</>;
}

type TNetProps = {
  minor: number;
  symbol: string;
  /** a game result (win / loss) or a wallet movement (money in / money out) */
  meaning?: 'result' | 'movement';
};

/** A signed amount: "+1,234.50" in the success colour, "-20.00" in the danger colour. */
export function NetAmount({ minor, symbol, meaning = 'result' }: TNetProps) {
  const { t } = useTranslation('records');
  const words = meaning === 'result' ? (['win', 'loss'] as const) : (['credit', 'debit'] as const);
  const kind = minor > 0 ? words[0] : minor < 0 ? words[1] : 'even';
  const className = minor > 0 ? styles.positive : minor < 0 ? styles.negative : undefined;
  return (
    <span className={className} data-net={kind}>
      <span className="visually-hidden">{t(`net.${kind}`)} </span>
      {minor > 0 ? '+' : ''}
      {formatMoney(minor, symbol)}
    </span>
  );
}
