// Scratch card: choose the ticket price, buy a ticket, then uncover the nine cells one by one or
// all at once; three matching symbols win that symbol's prize, shown once the card is uncovered.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCRATCH_CELLS, SCRATCH_TIERS, type TScratchOutcome } from '@pavilion/games/engines/scratch';
import { formatMoney } from '@/shared/format/money';
import { ResultBanner } from '../../components/result-banner';
import { StakeControl } from '../../components/stake-control';
import { initialStake, stakeSteps } from '../../model/stake-steps';
import type { TOneShotViewProps } from '../engine-view';
import { ScratchSymbol } from './scratch-symbol';
import styles from './scratch.module.css';

export function ScratchView({
  game,
  balance,
  currencySymbol,
  busy,
  outcome,
  onPlay,
}: TOneShotViewProps<'scratch'>) {
  const { t } = useTranslation('play');
  const steps = useMemo(() => stakeSteps(game.minBet, game.maxBet), [game.minBet, game.maxBet]);
  const [bet, setBet] = useState(() => initialStake(steps, 100));
  const [scratched, setScratched] = useState<{ card: TScratchOutcome | null; cells: ReadonlySet<number> }>({
    card: null,
    cells: new Set(),
  });
  const money = (minor: number) => formatMoney(minor, currencySymbol);
  const card: TScratchOutcome | null = outcome;

  // Uncovered cells belong to one card: a new ticket starts covered.
  const revealed = scratched.card === card ? scratched.cells : new Set<number>();
  const setRevealed = (cells: ReadonlySet<number>) => setScratched({ card, cells });
  const allShown = card !== null && revealed.size === SCRATCH_CELLS;
  const reveal = (cell: number) => setRevealed(new Set(revealed).add(cell));
  const name = (symbol: string) => t(`page.scratch.symbols.${symbol}`);

  return (
    <div className={styles.scratch} data-testid="scratch-view">
      <div className={styles.card} role="group" aria-label={t('page.scratch.card')}>
        {Array.from({ length: SCRATCH_CELLS }, (_, i) => {
          const symbol = card?.cells[i];
          const shown = symbol !== undefined && revealed.has(i);
          const winning = allShown && card.winningCells.includes(i);
          return shown ? (
            <span
              key={i}
              className={styles.cell}
              role="img"
              aria-label={name(symbol)}
              data-winning={winning}
              data-testid="scratch-cell"
            >
              <ScratchSymbol symbol={symbol} />
              <span className={styles.cellName}>{name(symbol)}</span>
            </span>
          ) : (
            <button
              key={i}
              type="button"
              className={styles.cover}
              disabled={!card || busy}
              aria-label={t('page.scratch.revealCell', { n: i + 1 })}
              onClick={() => reveal(i)}
              data-testid="scratch-cover"
            >
              ?
            </button>
          );
        })}
      </div>
      <div className={styles.controls}>
        <StakeControl
          label={t('page.scratch.price')}
          value={bet}
          steps={steps}
          disabled={busy}
          currencySymbol={currencySymbol}
          onChange={setBet}
          testId="scratch-price"
        />
        <button
          type="button"
          className="btn btn-outline"
          disabled={!card || allShown || busy}
          onClick={() => setRevealed(new Set(Array.from({ length: SCRATCH_CELLS }, (_, i) => i)))}
        >
          {t('page.scratch.revealAll')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy || bet > balance || (card !== null && !allShown)}
          onClick={() => onPlay({ engine: 'scratch', bet })}
        >
          {busy ? t('page.busy') : t('page.scratch.buy', { price: money(bet) })}
        </button>
      </div>
      {bet > balance ? <p className={styles.warn}>{t('page.stake.overBalance')}</p> : null}
      {card && !allShown ? <p className={styles.hint}>{t('page.scratch.hint')}</p> : null}
      {card && allShown ? (
        <div className={styles.result} data-testid="scratch-result">
          <ResultBanner stake={card.stake} payout={card.payout} money={money} />
          <p>
            {card.tier
              ? t('page.scratch.tier', { symbol: name(card.tier.symbol), multiplier: card.tier.multiplier })
              : t('page.scratch.noTier')}
          </p>
        </div>
      ) : null}
      <details className={styles.prizes}>
        <summary>{t('page.paytable')}</summary>
        <ul>
          {[...SCRATCH_TIERS].reverse().map((tier) => (
            <li key={tier.symbol} data-current={allShown && card?.tier?.symbol === tier.symbol}>
              <span className={styles.prizeGlyph}>
                <ScratchSymbol symbol={tier.symbol} />
              </span>
              {t('page.scratch.prizeRow', {
                symbol: name(tier.symbol),
                multiplier: tier.multiplier,
                amount: money(bet * tier.multiplier),
              })}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
