// The sic bo layout: small / any triple / big, specific doubles and triples, totals 4–17,
// two-dice combinations and singles, each a bet spot showing its dice and odds.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TOTAL_ODDS } from '@pavilion/games/engines/sic-bo';
import type { TBetSlip } from './bet-slip';
import { BetSpot } from './bet-spot';
import { DiceFace } from './dice-face';
import styles from './sic-bo.module.css';
import type { TSpotResult } from './spot-keys';
import table from './table.module.css';

type TProps = {
  slip: TBetSlip;
  currencySymbol: string;
  disabled: boolean;
  isHit: (key: string) => boolean;
  results: Map<string, TSpotResult>;
  onPlace: (key: string) => void;
};

const FACES = [1, 2, 3, 4, 5, 6] as const;
const TOTALS = Array.from({ length: 14 }, (_, i) => i + 4);
const PAIRS = FACES.flatMap((a) => FACES.filter((b) => b > a).map((b) => [a, b] as const));

const dice = (...faces: number[]) => (
  <span className={styles.spotDice}>
    {faces.map((face, i) => (
      <DiceFace key={i} value={face} size={16} decorative />
    ))}
  </span>
);

export function SicBoBoard({ slip, currencySymbol, disabled, isHit, results, onPlace }: TProps) {
  const { t } = useTranslation('play');
  const spot = (key: string, name: string, odds: string, label?: ReactNode, className?: string) => (
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
      className={className}
    >
      {label}
    </BetSpot>
  );
  const section = (title: string, className: string | undefined, children: ReactNode) => (
    <div role="group" aria-label={title}>
      <h3 className={table.sectionTitle}>{title}</h3>
      <div className={`${styles.grid} ${className ?? ''}`}>{children}</div>
    </div>
  );
  return (
    <div className={styles.board}>
      <div className={`${styles.grid} ${styles.main}`}>
        {spot(
          'small',
          t('tables.sicBo.small'),
          '1:1',
          <>
            {t('tables.sicBo.small')}
            <small>{t('tables.sicBo.smallRange')}</small>
          </>,
          styles.bigSpot,
        )}
        {spot(
          'any-triple',
          t('tables.sicBo.anyTriple'),
          '30:1',
          <>
            {t('tables.sicBo.anyTriple')}
            {dice(0, 0, 0)}
          </>,
          styles.bigSpot,
        )}
        {spot(
          'big',
          t('tables.sicBo.big'),
          '1:1',
          <>
            {t('tables.sicBo.big')}
            <small>{t('tables.sicBo.bigRange')}</small>
          </>,
          styles.bigSpot,
        )}
      </div>
      {section(
        t('tables.sicBo.sections.doubles'),
        styles.six,
        FACES.map((face) =>
          spot(`double:${face}`, t('tables.sicBo.double', { face }), '10:1', dice(face, face)),
        ),
      )}
      {section(
        t('tables.sicBo.sections.triples'),
        styles.six,
        FACES.map((face) =>
          spot(`triple:${face}`, t('tables.sicBo.triple', { face }), '180:1', dice(face, face, face)),
        ),
      )}
      {section(
        t('tables.sicBo.sections.totals'),
        styles.seven,
        TOTALS.map((total) =>
          spot(
            `total:${total}`,
            t('tables.sicBo.total', { total }),
            `${TOTAL_ODDS[total] ?? 0}:1`,
            String(total),
          ),
        ),
      )}
      {section(
        t('tables.sicBo.sections.combinations'),
        styles.five,
        PAIRS.map(([a, b]) =>
          spot(`combination:${a}-${b}`, t('tables.sicBo.combination', { a, b }), '5:1', dice(a, b)),
        ),
      )}
      {section(
        t('tables.sicBo.sections.singles'),
        styles.six,
        FACES.map((face) => spot(`single:${face}`, t('tables.sicBo.single', { face }), '1:1', dice(face))),
      )}
    </div>
  );
}
