// One price: the selection's name and its odds in the member's format. It flashes green or red for
// a moment when the odds move up or down in place, is pressed while on the slip, and is greyed and
// locked while its market is not open.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOddsText } from '../lib/odds-format';
import styles from './odds.module.css';

type TOddsButtonProps = {
  label: string;
  /** what the button shows when the full label is too long for the place (a list row: 1, X, 2) */
  shortLabel?: string;
  odds1000: number;
  open: boolean;
  selected: boolean;
  onToggle: () => void;
  testId?: string;
};

export function OddsButton({
  label,
  shortLabel,
  odds1000,
  open,
  selected,
  onToggle,
  testId,
}: TOddsButtonProps) {
  const { t } = useTranslation('sportsbook');
  const oddsText = useOddsText();
  const previous = useRef(odds1000);
  const [flash, setFlash] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    if (previous.current === odds1000) {
      return;
    }
    setFlash(odds1000 > previous.current ? 'up' : 'down');
    previous.current = odds1000;
    const timer = window.setTimeout(() => setFlash(null), 1500);
    return () => window.clearTimeout(timer);
  }, [odds1000]);
  const odds = oddsText(odds1000);
  return (
    <button
      type="button"
      className={styles.odds}
      data-flash={flash ?? undefined}
      data-testid={testId ?? 'odds-button'}
      data-odds={odds1000}
      aria-pressed={selected}
      disabled={!open}
      onClick={onToggle}
      aria-label={
        open
          ? t('odds.pick', { label, odds }) + (flash ? ` ${t(`odds.${flash}`)}` : '')
          : t('odds.locked', { label })
      }
    >
      <span className={styles.oddsLabel} title={label}>
        {shortLabel ?? label}
      </span>
      <span className={styles.oddsValue}>
        {open ? odds : <span aria-hidden="true">🔒</span>}
        {flash ? (
          <span className={styles.arrow} aria-hidden="true">
            {flash === 'up' ? '▲' : '▼'}
          </span>
        ) : null}
      </span>
    </button>
  );
}
