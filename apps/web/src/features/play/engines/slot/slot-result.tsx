// A slot round's result once the reels stop: the total against the stake (celebrating only a real
// win), each winning line (hover or focus lights that line alone), scatters, and free spins.
import { useTranslation } from 'react-i18next';
import type { TSlotRound } from '@pavilion/games/engines/slot';
import type { TSlotThemeId } from '@pavilion/games/engines/slot-paytables';
import { ResultBanner } from '../../components/result-banner';
import styles from './slot.module.css';

type TSlotResultProps = {
  round: TSlotRound;
  theme: TSlotThemeId;
  money: (minor: number) => string;
  focusLine: number | null;
  onFocusLine: (line: number | null) => void;
};

export function SlotResult({ round, theme, money, focusLine, onFocusLine }: TSlotResultProps) {
  const { t } = useTranslation('play');
  const { base, freeSpins } = round;
  const name = (symbol: string) => t(`page.slot.symbols.${theme}.${symbol}`);
  return (
    <div className={styles.result} data-testid="slot-result">
      <ResultBanner stake={round.stake} payout={round.payout} money={money} />
      {base.lineWins.length > 0 ? (
        <ul className={styles.wins} aria-label={t('page.slot.lineWins')}>
          {base.lineWins.map((win) => (
            <li key={win.line}>
              <button
                type="button"
                className={styles.winRow}
                aria-pressed={focusLine === win.line}
                onClick={() => onFocusLine(focusLine === win.line ? null : win.line)}
                onMouseEnter={() => onFocusLine(win.line)}
                onMouseLeave={() => onFocusLine(null)}
              >
                {t('page.slot.lineWin', {
                  line: win.line,
                  count: win.count,
                  symbol: name(win.symbol),
                  amount: money(win.win),
                })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {base.scatterCount >= 3 ? (
        <p className={styles.feature}>
          {t('page.slot.scatterWin', {
            count: base.scatterCount,
            symbol: name('S'),
            amount: money(base.scatterWin),
            spins: base.freeSpinsAwarded,
          })}
        </p>
      ) : null}
      {freeSpins.spins.length > 0 ? (
        <details className={styles.freeSpins} open>
          <summary>
            {t('page.slot.freeSpins', { count: freeSpins.spins.length, amount: money(freeSpins.totalWin) })}
          </summary>
          <ol className={styles.freeList}>
            {freeSpins.spins.map((spin, i) => (
              <li key={i}>
                {t('page.slot.freeSpin', {
                  n: i + 1,
                  amount: money(spin.totalWin),
                  lines: spin.lineWins.length,
                })}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </div>
  );
}
