// The 5 × 3 reels. While a spin is in flight every reel runs a strip of the theme's symbols; when
// the result arrives the reels stop left to right, one every SLOT_STOP_MS / 5. With reduced
// motion the strips do not move: the reels dim until they stop. Winning cells light up once all
// reels have stopped; `focusLine` narrows the light to one line.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSlotGrid } from '@pavilion/games/engines/slot';
import type { TSlotSymbol, TSlotThemeId } from '@pavilion/games/engines/slot-paytables';
import { REELS, ROWS } from '@pavilion/games/engines/slot';
import { SLOT_STOP_MS } from '../../model/pacing';
import { SlotSymbol } from './slot-symbol';
import styles from './slot.module.css';

type TSlotReelsProps = {
  theme: TSlotThemeId;
  grid: TSlotGrid;
  /** strips to run while spinning, one per reel */
  strips: readonly (readonly TSlotSymbol[])[];
  busy: boolean;
  /** changes identity with each new result */
  result: object | null;
  lit: Set<string>;
  onStopped: (stopped: boolean) => void;
};

export function SlotReels({ theme, grid, strips, busy, result, lit, onStopped }: TSlotReelsProps) {
  const { t } = useTranslation('play');
  const [stopped, setStopped] = useState(REELS);
  const [spinning, setSpinning] = useState(false);
  const last = useRef(result);

  const atSpinStart = useRef<object | null | undefined>(undefined);

  useEffect(() => {
    if (busy) {
      atSpinStart.current = last.current;
      setSpinning(true);
      setStopped(0);
      return;
    }
    if (atSpinStart.current !== undefined && atSpinStart.current === last.current) {
      // the spin failed: nothing new to show
      setSpinning(false);
      setStopped(REELS);
    }
    atSpinStart.current = undefined;
  }, [busy]);

  useEffect(() => {
    if (result !== last.current) {
      last.current = result;
      setSpinning(false);
      setStopped(0);
    }
  }, [result]);

  useEffect(() => {
    if (spinning || stopped >= REELS) {
      return;
    }
    const timer = setTimeout(() => setStopped((s) => s + 1), SLOT_STOP_MS / REELS);
    return () => clearTimeout(timer);
  }, [spinning, stopped]);

  const settled = !spinning && stopped >= REELS;
  useEffect(() => onStopped(settled), [settled, onStopped]);

  const name = (symbol: TSlotSymbol) => t(`page.slot.symbols.${theme}.${symbol}`);
  return (
    <div
      className={styles.reels}
      role="group"
      aria-label={t('page.slot.reels')}
      aria-busy={!settled}
      data-testid="slot-reels"
      data-settled={settled}
    >
      {Array.from({ length: REELS }, (_, reel) => {
        const running = spinning || reel >= stopped;
        const strip = strips[reel] ?? [];
        return (
          <div key={reel} className={styles.reel} data-running={running}>
            {running ? (
              <div
                className={styles.strip}
                style={{ animationDuration: `${300 + reel * 40}ms` }}
                aria-hidden="true"
              >
                {[...strip.slice(0, 8), ...strip.slice(0, 8)].map((symbol, i) => (
                  <span key={i} className={styles.cell}>
                    <SlotSymbol theme={theme} symbol={symbol} />
                  </span>
                ))}
              </div>
            ) : (
              Array.from({ length: ROWS }, (_, row) => {
                const symbol = grid[reel]?.[row] ?? 'L1';
                return (
                  <span
                    key={row}
                    className={styles.cell}
                    role="img"
                    aria-label={name(symbol)}
                    data-symbol={symbol}
                    data-lit={settled && lit.has(`${reel}:${row}`)}
                  >
                    <SlotSymbol theme={theme} symbol={symbol} />
                  </span>
                );
              })
            )}
          </div>
        );
      })}
    </div>
  );
}
