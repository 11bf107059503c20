// The bet controls under every table: chip selector, the total the round would debit, undo /
// clear / rebet, the play button, and the field message explaining why a round cannot start.
import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/format/money';
import type { TSlipProblem } from './bet-slip';
import { chipLabel } from './chips';
import styles from './table-controls.module.css';
import type { TTableSlip } from './use-table-slip';

type TProps = {
  table: TTableSlip;
  currencySymbol: string;
  /** a round is in flight or its outcome is still being revealed */
  busy: boolean;
  playLabel: string;
  onPlay: () => void;
};

export function TableControls({ table, currencySymbol, busy, playLabel, onPlay }: TProps) {
  const { t } = useTranslation('play');
  const money = (minor: number) => formatMoney(minor, currencySymbol);
  const messageId = useId();
  return (
    <div className={styles.controls}>
      <div
        className={styles.chips}
        role="radiogroup"
        aria-label={t('tables.controls.chips')}
        onKeyDown={(e) => moveChip(e, table)}
      >
        {table.chips.map((value, i) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={value === table.chip}
            tabIndex={value === table.chip ? 0 : -1}
            aria-label={t('tables.controls.chip', { amount: money(value) })}
            className={styles.chip}
            data-tone={i % 6}
            disabled={busy}
            onClick={() => table.setChip(value)}
          >
            {chipLabel(value)}
          </button>
        ))}
      </div>
      <div className={styles.row}>
        <p className={styles.total}>
          {t('tables.controls.total')} <strong>{money(table.total)}</strong>
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={busy || !table.canUndo}
            onClick={table.undo}
          >
            {t('tables.controls.undo')}
          </button>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={busy || table.total === 0}
            onClick={table.clear}
          >
            {t('tables.controls.clear')}
          </button>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={busy || !table.canRebet}
            onClick={table.rebet}
          >
            {t('tables.controls.rebet')}
          </button>
          <button
            type="button"
            className={`btn btn-primary ${styles.play}`}
            disabled={busy}
            aria-describedby={table.problem ? messageId : undefined}
            onClick={onPlay}
          >
            {playLabel}
          </button>
        </div>
      </div>
      {table.problem && (
        <p id={messageId} className={styles.message} role="alert">
          {problemText(table.problem, t, money)}
        </p>
      )}
    </div>
  );
}

function problemText(
  problem: TSlipProblem,
  t: (key: string, values?: Record<string, unknown>) => string,
  money: (n: number) => string,
): string {
  switch (problem.code) {
    case 'empty':
      return t('tables.problems.empty');
    case 'belowMin':
      return t('tables.problems.belowMin', { amount: money(problem.minBet) });
    case 'aboveMax':
      return t('tables.problems.aboveMax', { amount: money(problem.maxBet) });
    case 'overBalance':
      return t('tables.problems.overBalance', {
        total: money(problem.total),
        balance: money(problem.balance),
      });
    case 'tooManyPositions':
      return t('tables.problems.tooManyPositions', { count: problem.maxPositions });
  }
}

/** Arrow keys move the chosen chip within the radio group (the group is one tab stop). */
function moveChip(event: KeyboardEvent<HTMLDivElement>, table: TTableSlip) {
  const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
  if (step === undefined) {
    return;
  }
  event.preventDefault();
  const count = table.chips.length;
  const index = (table.chips.indexOf(table.chip) + step + count) % count;
  const next = table.chips[index];
  if (next !== undefined) {
    table.setChip(next);
    const buttons = event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="radio"]');
    buttons[index]?.focus();
  }
}
