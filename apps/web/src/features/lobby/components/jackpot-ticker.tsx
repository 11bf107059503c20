// The ticking jackpot-like number of a game list card (spec §1): +165.11 every 3000 ms from the
// game's pool; the card renders it only for games with one (decision 021).
import { useTranslation } from 'react-i18next';
import { useJackpotTicks } from '../hooks/use-jackpot-ticks';
import { formatMoney } from '@/shared/format/money';
import { jackpotValue } from '../lib/jackpot';

type TJackpotTickerProps = { pool: number; symbol: string; className?: string };

export function JackpotTicker({ pool, symbol, className }: TJackpotTickerProps) {
  const ticks = useJackpotTicks();
  const { t } = useTranslation('lobby');
  return (
    <span className={className} title={t('card.jackpot')} data-testid="jackpot">
      {formatMoney(jackpotValue(pool, ticks), symbol)}
    </span>
  );
}
