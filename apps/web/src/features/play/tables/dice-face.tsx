// A die drawn in SVG with its pips; `rolling` tumbles it (the view swaps in the real face when
// the roll lands). The global reduced-motion rule shortens the tumble.
import { useTranslation } from 'react-i18next';
import styles from './dice-face.module.css';

const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [26, 26],
    [50, 50],
    [74, 74],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [26, 26],
    [74, 26],
    [50, 50],
    [26, 74],
    [74, 74],
  ],
  6: [
    [28, 24],
    [72, 24],
    [28, 50],
    [72, 50],
    [28, 76],
    [72, 76],
  ],
};

type TProps = { value: number; rolling?: boolean; size?: number; decorative?: boolean };

export function DiceFace({ value, rolling = false, size = 44, decorative = false }: TProps) {
  const { t } = useTranslation('play');
  const label = rolling ? t('tables.dice.rolling') : t('tables.dice.face', { value });
  return (
    <svg
      className={styles.die}
      data-rolling={rolling || undefined}
      width={size}
      height={size}
      viewBox="0 0 100 100"
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative || undefined}
    >
      <rect x="4" y="4" width="92" height="92" rx="18" className={styles.body} />
      {(PIPS[value] ?? []).map(([cx, cy]) => (
        <circle
          key={`${cx}-${cy}`}
          cx={cx}
          cy={cy}
          r="9"
          className={value === 1 || value === 4 ? styles.redPip : styles.pip}
        />
      ))}
    </svg>
  );
}
