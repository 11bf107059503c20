// The roulette betting board, upright as on the engine's layout: zero on top, 1–36 in twelve rows
// of three, column bets (2:1) below, dozens and the even-money bets down the left side. With
// `inside` on, each number cell also carries small targets on its edges and corners for splits,
// streets, corners and six-lines (and the zero bets on the first row).
import { useTranslation } from 'react-i18next';
import { colourOf } from '@pavilion/games/engines/roulette-layout';
import type { TBetSlip } from './bet-slip';
import { BetSpot } from './bet-spot';
import styles from './roulette.module.css';
import { dozenRange, edgeSpots, OUTSIDE_EVEN, THIRDS } from './roulette-spots';
import type { TSpotResult } from './spot-keys';

type TProps = {
  slip: TBetSlip;
  currencySymbol: string;
  disabled: boolean;
  inside: boolean;
  /** did the bet on this spot key come in (false before an outcome) */
  isHit: (key: string) => boolean;
  results: Map<string, TSpotResult>;
  onPlace: (key: string) => void;
};

const ODDS: Record<string, string> = {
  straight: '35:1',
  split: '17:1',
  street: '11:1',
  corner: '8:1',
  line: '5:1',
};

export function RouletteBoard({ slip, currencySymbol, disabled, inside, isHit, results, onPlace }: TProps) {
  const { t } = useTranslation('play');
  const spot = (
    key: string,
    name: string,
    odds: string,
    extra: { className?: string; tone?: string; label?: string; compact?: boolean } = {},
  ) => (
    <BetSpot
      key={key}
      name={name}
      odds={odds}
      stake={slip[key] ?? 0}
      currencySymbol={currencySymbol}
      hit={isHit(key)}
      result={results.get(key)}
      disabled={disabled}
      onPlace={() => onPlace(key)}
      className={extra.className}
      tone={extra.tone}
      compact={extra.compact}
    >
      {extra.label}
    </BetSpot>
  );
  const numberCell = (n: number, row: number, col: number | string) => (
    <div key={n} className={styles.cell} style={{ gridRow: row, gridColumn: col }}>
      {spot(`straight:${n}`, t('tables.roulette.straight', { number: n }), ODDS.straight ?? '', {
        className: styles.number,
        tone: colourOf(n),
        label: String(n),
        compact: true,
      })}
      {inside &&
        n > 0 &&
        edgeSpots(n).map((edge) =>
          spot(
            edge.key,
            t(`tables.roulette.${edge.type}`, { numbers: edge.numbers.join('-') }),
            ODDS[edge.type] ?? '',
            {
              className: `${styles.edge} ${styles[`edge-${edge.edge}`] ?? ''}`,
              label: '',
              compact: true,
            },
          ),
        )}
    </div>
  );
  return (
    <div className={styles.board} role="group" aria-label={t('tables.roulette.board')}>
      {numberCell(0, 1, '3 / span 3')}
      {Array.from({ length: 36 }, (_, i) => numberCell(i + 1, Math.floor(i / 3) + 2, (i % 3) + 3))}
      {THIRDS.map((index) => {
        const { from, to } = dozenRange(index);
        return (
          <div
            key={`dozen-${index}`}
            className={styles.cell}
            style={{ gridRow: `${index * 4 - 2} / span 4`, gridColumn: 2 }}
          >
            {spot(`dozen:${index}`, t('tables.roulette.dozen', { index, from, to }), '2:1', {
              className: styles.side,
              label: t('tables.roulette.dozenShort', { from, to }),
            })}
          </div>
        );
      })}
      {OUTSIDE_EVEN.map((type, i) => (
        <div key={type} className={styles.cell} style={{ gridRow: `${i * 2 + 2} / span 2`, gridColumn: 1 }}>
          {spot(type, t(`tables.roulette.bets.${type}`), '1:1', {
            className: styles.side,
            tone: type === 'red' || type === 'black' ? type : undefined,
          })}
        </div>
      ))}
      {THIRDS.map((index) => (
        <div key={`column-${index}`} className={styles.cell} style={{ gridRow: 14, gridColumn: index + 2 }}>
          {spot(`column:${index}`, t('tables.roulette.column', { index }), '2:1', {
            label: t('tables.roulette.columnShort'),
            compact: true,
          })}
        </div>
      ))}
    </div>
  );
}
