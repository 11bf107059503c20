// A draw as players expect to see it: numbered balls for SSC, PK10, 11X5 and Mark Six (the
// special number set apart), a prize table for the VN and 4D draws.
import { useTranslation } from 'react-i18next';
import type { TLotteryDraw } from '@pavilion/contracts/lottery';
import type { TLotteryFamily } from '@pavilion/games/lottery/catalogue';
import styles from './draw-view.module.css';

type TDrawViewProps = { family: TLotteryFamily; draw: TLotteryDraw; compact?: boolean };

export function DrawView({ family, draw, compact = false }: TDrawViewProps) {
  const { t } = useTranslation('lottery');
  if (draw.tiers.length > 0) {
    return compact ? <TierSummary draw={draw} /> : <TierTable draw={draw} />;
  }
  const main = family === 'LHC' ? draw.numbers.slice(0, 6) : draw.numbers;
  const special = family === 'LHC' ? draw.numbers[6] : undefined;
  return (
    <ol className={`${styles.balls} ${compact ? styles.compact : ''}`} aria-label={t('draw.numbers')}>
      {main.map((n, i) => (
        <li key={i} className={styles.ball} data-family={family} data-value={n}>
          {family === 'SSC' ? n : String(n).padStart(2, '0')}
        </li>
      ))}
      {special !== undefined ? (
        <li className={`${styles.ball} ${styles.special}`} data-value={special}>
          <span className="visually-hidden">{t('draw.special')} </span>
          {String(special).padStart(2, '0')}
        </li>
      ) : null}
    </ol>
  );
}

/** The headline prizes of a tier draw in one line (special and first prize, or the 4D top three). */
function TierSummary({ draw }: { draw: TLotteryDraw }) {
  const { t } = useTranslation('lottery');
  const head = draw.tiers.filter((tier) => ['special', 'first', 'second', 'third'].includes(tier.tier));
  const shown = head.slice(0, 3);
  return (
    <dl className={styles.tierSummary}>
      {shown.map((tier) => (
        <div key={tier.tier} className={styles.tierItem}>
          <dt>{t(`tier.${tier.tier}`)}</dt>
          <dd className={styles.mono}>{tier.values.join(' ')}</dd>
        </div>
      ))}
    </dl>
  );
}

function TierTable({ draw }: { draw: TLotteryDraw }) {
  const { t } = useTranslation('lottery');
  return (
    <table className={styles.tierTable}>
      <caption className="visually-hidden">{t('draw.prizes')}</caption>
      <tbody>
        {draw.tiers.map((tier) => (
          <tr key={tier.tier}>
            <th scope="row">{t(`tier.${tier.tier}`)}</th>
            <td className={styles.mono}>
              {tier.values.map((v, i) => (
                <span key={i} className={styles.tierValue}>
                  {v}
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
