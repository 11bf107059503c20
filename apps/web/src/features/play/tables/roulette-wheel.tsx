// The European wheel in SVG: 37 pockets in wheel order, the wheel turning one way and the ball
// the other until it rests over the drawn pocket. A new number starts a new spin (CSS transition
// of the two rotations, `spinMs` long); reduced motion makes it land at once.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { colourOf } from '@pavilion/games/engines/roulette-layout';
import styles from './roulette.module.css';
import { nextSpin, POCKET_ANGLE, restingSpin, WHEEL_ORDER, type TSpin } from './roulette-spots';

type TProps = { outcome: object | null; number: number | null; spinMs: number; landed: boolean };

const C = 100;
const polar = (r: number, deg: number) => {
  const rad = ((deg - 90) * Math.PI) / 180;
  return `${(C + r * Math.cos(rad)).toFixed(2)} ${(C + r * Math.sin(rad)).toFixed(2)}`;
};
const wedge = (i: number, inner: number, outer: number) => {
  const a = (i - 0.5) * POCKET_ANGLE;
  const b = (i + 0.5) * POCKET_ANGLE;
  return `M ${polar(inner, a)} L ${polar(outer, a)} A ${outer} ${outer} 0 0 1 ${polar(outer, b)} L ${polar(inner, b)} A ${inner} ${inner} 0 0 0 ${polar(inner, a)} Z`;
};

export function RouletteWheel({ outcome, number, spinMs, landed }: TProps) {
  const { t } = useTranslation('play');
  const [spin, setSpin] = useState<{ outcome: object | null; angles: TSpin }>(() => ({
    outcome,
    angles: restingSpin(number),
  }));
  // A new outcome: compute the next landing during render so the first frame already turns.
  if (spin.outcome !== outcome) {
    setSpin({ outcome, angles: number === null ? spin.angles : nextSpin(spin.angles, number) });
  }
  const transition = { transitionDuration: `${spinMs}ms` };
  return (
    <div className={styles.wheelBox}>
      <svg
        className={styles.wheel}
        viewBox="0 0 200 200"
        role="img"
        aria-label={
          landed && number !== null ? `${t('tables.roulette.wheel')}: ${number}` : t('tables.roulette.wheel')
        }
      >
        <circle cx={C} cy={C} r={99} className={styles.rim} />
        <g className={styles.turning} style={{ ...transition, transform: `rotate(${spin.angles.wheel}deg)` }}>
          {WHEEL_ORDER.map((n, i) => (
            <g key={n}>
              <path d={wedge(i, 60, 92)} className={styles[`pocket-${colourOf(n)}`]} />
              <text
                x={C}
                y={C - 82}
                className={styles.pocketNumber}
                transform={`rotate(${i * POCKET_ANGLE} ${C} ${C})`}
                data-landed={(landed && n === number) || undefined}
              >
                {n}
              </text>
            </g>
          ))}
          <circle cx={C} cy={C} r={60} className={styles.cone} />
          <path
            d={`M ${C} ${C - 40} L ${C} ${C + 40} M ${C - 40} ${C} L ${C + 40} ${C}`}
            className={styles.spokes}
          />
        </g>
        {number !== null && (
          <g
            className={styles.turning}
            style={{ ...transition, transform: `rotate(${spin.angles.ball}deg)` }}
          >
            <circle cx={C} cy={C - (landed ? 66 : 72)} r={5} className={styles.ball} />
          </g>
        )}
      </svg>
      <div
        className={styles.hub}
        data-colour={landed && number !== null ? colourOf(number) : undefined}
        aria-hidden="true"
      >
        {landed && number !== null ? number : ''}
      </div>
    </div>
  );
}
