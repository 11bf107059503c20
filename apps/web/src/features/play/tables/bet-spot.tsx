// One place to bet on a table layout: a button whose accessible name carries the bet, its odds
// and the current stake. After a round it shows whether the spot's bet came in (`hit`) and what a
// stake on it paid.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/format/money';
import styles from './bet-spot.module.css';
import { chipLabel } from './chips';
import type { TSpotResult } from './spot-keys';

type TProps = {
  /** the bet in words, for the accessible name */
  name: string;
  /** visible content; the name when absent */
  children?: ReactNode;
  /** "1:1", "8:1"… */
  odds?: string;
  stake: number;
  currencySymbol: string;
  /** this spot's bet came in on the last outcome */
  hit: boolean;
  /** what the last round's stake on this spot paid */
  result?: TSpotResult;
  disabled: boolean;
  onPlace: () => void;
  className?: string;
  /** colour scheme: roulette red/black/green numbers, or a side of the table */
  tone?: string;
  /** small spots (roulette numbers and edges): odds only in the accessible name */
  compact?: boolean;
};

export function BetSpot({
  name,
  children,
  odds,
  stake,
  currencySymbol,
  hit,
  result,
  disabled,
  onPlace,
  className,
  tone,
  compact = false,
}: TProps) {
  const { t } = useTranslation('play');
  const money = (minor: number) => formatMoney(minor, currencySymbol);
  const parts = [name];
  if (odds) {
    parts.push(t('tables.spot.odds', { odds }));
  }
  parts.push(stake > 0 ? t('tables.spot.stake', { amount: money(stake) }) : t('tables.spot.noStake'));
  if (hit) {
    parts.push(t('tables.spot.hit'));
  }
  if (result && result.payout > 0) {
    parts.push(t('tables.spot.paid', { amount: money(result.payout) }));
  }
  return (
    <button
      type="button"
      className={`${styles.spot} ${className ?? ''}`}
      data-tone={tone}
      data-hit={hit || undefined}
      data-won={(result && result.payout > result.stake) || undefined}
      aria-label={parts.join(', ')}
      disabled={disabled}
      onClick={onPlace}
    >
      <span className={styles.label}>{children ?? name}</span>
      {odds && !compact && <span className={styles.odds}>{odds}</span>}
      {stake > 0 && (
        <span className={styles.stake} data-chip="" aria-hidden="true">
          {chipLabel(stake)}
        </span>
      )}
      {result && result.payout > 0 && (
        // A win shows what it adds (+net); a push or part return shows what came back (↩).
        <span className={styles.paid} data-won={result.payout > result.stake || undefined} aria-hidden="true">
          {result.payout > result.stake
            ? `+${chipLabel(result.payout - result.stake)}`
            : `↩${chipLabel(result.payout)}`}
        </span>
      )}
    </button>
  );
}
