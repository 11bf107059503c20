// The video slot: line bet and line count within the engine's limits, one spin per click (no
// autoplay, no turbo), the reels, then the result: winning lines, scatters and free spins. Only a
// payout above the total bet celebrates.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYLINES, type TSlotThemeId } from '@pavilion/games/engines/slot-paytables';
import { slotTheme, type TSlotRound } from '@pavilion/games/engines/slot';
import { formatMoney } from '@/shared/format/money';
import { StakeControl } from '../../components/stake-control';
import { initialStake, stakeSteps } from '../../model/stake-steps';
import type { TOneShotViewProps } from '../engine-view';
import { winningCells } from './slot-lines';
import { SlotPaytable } from './slot-paytable';
import { SlotReels } from './slot-reels';
import { SlotResult } from './slot-result';
import styles from './slot.module.css';

const LINE_STEPS = [1, 5, 10, 15, 20, PAYLINES.length];

export function SlotView({
  game,
  balance,
  currencySymbol,
  busy,
  outcome,
  onPlay,
}: TOneShotViewProps<'slot'>) {
  const { t } = useTranslation('play');
  const themeId: TSlotThemeId = game.theme ?? 'classic';
  const theme = slotTheme(themeId);
  const betSteps = useMemo(() => stakeSteps(game.minBet, game.maxBet), [game.minBet, game.maxBet]);
  const [lineBet, setLineBet] = useState(() => initialStake(betSteps, 4));
  const [lines, setLines] = useState<number>(PAYLINES.length);
  const [stopped, setStopped] = useState(true);
  const [focusLine, setFocusLine] = useState<number | null>(null);
  const onStopped = useCallback((value: boolean) => setStopped(value), []);
  const total = lineBet * lines;
  const tooMuch = total > balance;
  const money = (minor: number) => formatMoney(minor, currencySymbol);

  const shown: TSlotRound | null = outcome;
  const grid =
    shown?.base.grid ??
    theme.reels.map((strip) => [strip[1], strip[2], strip[3]] as (typeof strip)[number][]);
  const lit = useMemo(() => {
    if (!shown) {
      return new Set<string>();
    }
    if (focusLine !== null) {
      const win = shown.base.lineWins.find((w) => w.line === focusLine);
      return win ? winningCells({ ...shown.base, lineWins: [win], scatterCount: 0 }) : new Set<string>();
    }
    return winningCells(shown.base);
  }, [shown, focusLine]);

  return (
    <div className={styles.slot} data-theme-id={themeId} data-testid="slot-view">
      <p className={styles.themeName}>{t(`page.slot.themes.${themeId}`)}</p>
      <SlotReels
        theme={themeId}
        grid={grid}
        strips={theme.reels}
        busy={busy}
        result={outcome}
        lit={lit}
        onStopped={onStopped}
      />
      <div className={styles.controls}>
        <StakeControl
          label={t('page.slot.lineBet')}
          value={lineBet}
          steps={betSteps}
          disabled={busy}
          currencySymbol={currencySymbol}
          onChange={setLineBet}
          testId="line-bet"
        />
        <StakeControl
          label={t('page.slot.lines')}
          value={lines}
          steps={LINE_STEPS}
          disabled={busy}
          currencySymbol=""
          onChange={setLines}
          plain
          testId="line-count"
        />
        <div className={styles.total}>
          <span className={styles.totalLabel}>{t('page.slot.totalBet')}</span>
          <output className={styles.totalValue} data-testid="total-bet">
            {money(total)}
          </output>
        </div>
        <button
          type="button"
          className={`btn btn-primary ${styles.spin}`}
          disabled={busy || !stopped || tooMuch}
          onClick={() => {
            setFocusLine(null);
            onPlay({ engine: 'slot', theme: themeId, lineBet, lines });
          }}
        >
          {busy || !stopped ? t('page.slot.spinning') : t('page.slot.spin')}
        </button>
      </div>
      {tooMuch ? <p className={styles.warn}>{t('page.stake.overBalance')}</p> : null}
      {shown && stopped ? (
        <SlotResult
          round={shown}
          theme={themeId}
          money={money}
          focusLine={focusLine}
          onFocusLine={setFocusLine}
        />
      ) : null}
      <SlotPaytable theme={theme} money={money} lineBet={lineBet} lines={lines} />
    </div>
  );
}
