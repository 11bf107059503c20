// The ticking jackpot-like number of a game list card (spec §1): +165.11 every 3000 ms.
import { useTranslation } from 'react-i18next';
import { useJackpotTicks } from '../hooks/use-jackpot-ticks';
import { formatMoney } from '@/shared/format/money';
import { jackpotBase, jackpotValue } from '../lib/jackpot';

type TJackpotTickerProps = { nodeId: number; pool: number | null; symbol: string; className?: string };

export function JackpotTicker({ nodeId, pool, symbol, className }: TJackpotTickerProps) {
  const ticks = useJackpotTicks();
  const { t } = useTranslation('lobby');
  return (
    <span className={className} title={t('card.jackpot')} data-testid="jackpot">
      {formatMoney(jackpotValue(jackpotBase(nodeId, pool), ticks), symbol)}
    </span>
  );
}
