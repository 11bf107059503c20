// The rows of a play type as the engine declares them: number and option rows as toggle buttons
// (number rows with quick picks), two-digit rows as a 00–99 grid, wider digit strings typed.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRowSpec } from '@pavilion/games/lottery/play-rules';
import { parseDigitStrings, quickPick, rowTokens, toggleToken, type TQuickPick } from '../lib/slip';
import styles from './lottery.module.css';

const QUICK: TQuickPick[] = ['all', 'big', 'small', 'odd', 'even', 'clear'];

type TNumberPickerProps = {
  rows: readonly TRowSpec[];
  selection: string[][];
  onChange: (selection: string[][]) => void;
};

export function NumberPicker({ rows, selection, onChange }: TNumberPickerProps) {
  const setRow = (index: number, row: string[]) =>
    onChange(rows.map((_, i) => (i === index ? row : (selection[i] ?? []))));
  return (
    <div className={styles.picker}>
      {rows.map((row, i) => (
        <PickerRow
          key={`${row.label}-${i}`}
          row={row}
          picked={selection[i] ?? []}
          onChange={(r) => setRow(i, r)}
        />
      ))}
    </div>
  );
}

function PickerRow({
  row,
  picked,
  onChange,
}: {
  row: TRowSpec;
  picked: string[];
  onChange: (row: string[]) => void;
}) {
  const { t } = useTranslation('lottery');
  const inputId = useId();
  const tokens = rowTokens(row);
  const hint =
    row.min === row.max
      ? t('picker.pickExactly', { count: row.min })
      : row.min > 0
        ? t('picker.pickRange', { min: row.min, max: row.max })
        : t('picker.pickUpTo', { max: row.max });
  return (
    <fieldset className={styles.pickerRow} data-testid="picker-row" data-label={row.label}>
      <legend className={styles.rowLegend}>
        {t(`row.${row.label}`)} <span className={styles.rowHint}>{hint}</span>
      </legend>
      {tokens === null && row.kind === 'digits' ? (
        <>
          <label htmlFor={inputId} className={styles.label}>
            {t('picker.typeDigits', { width: row.width })}
          </label>
          <textarea
            id={inputId}
            className={styles.digitsInput}
            rows={2}
            inputMode="numeric"
            defaultValue={picked.join(' ')}
            onChange={(e) => onChange(parseDigitStrings(e.target.value, row.width).slice(0, row.max))}
          />
          <p className={styles.muted}>{t('picker.typed', { count: picked.length })}</p>
        </>
      ) : (
        <>
          {row.kind === 'number' && row.max >= 5 ? (
            <div className={styles.quick} role="group" aria-label={t('picker.quick')}>
              {QUICK.map((q) => (
                <button
                  key={q}
                  type="button"
                  className={styles.quickBtn}
                  onClick={() => onChange(quickPick(row, q))}
                >
                  {t(`quick.${q}`)}
                </button>
              ))}
            </div>
          ) : null}
          <div className={`${styles.tokens} ${row.kind === 'option' ? styles.tokensWide : ''}`}>
            {(tokens ?? []).map((token) => (
              <button
                key={token}
                type="button"
                className={styles.token}
                aria-pressed={picked.includes(token)}
                data-token={token}
                onClick={() => onChange(toggleToken(picked, token, tokens))}
              >
                {row.kind === 'option' && !/^\d+$/.test(token) ? t(`option.${token}`) : token}
              </button>
            ))}
          </div>
        </>
      )}
    </fieldset>
  );
}
