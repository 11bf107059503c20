// The table's last hands or rounds: number, rake, the commitment shown before the deal and the seed
// revealed after, and whether the seed reproduces the deck in this browser (the games package's
// own verifyDeck for Hold'em, the commitment hash for niuniu).
import { useTranslation } from 'react-i18next';
import { verifyDeck } from '@pavilion/games/holdem/table-hand';
import { hashServerSeed } from '@pavilion/games/provably-fair';
import type { TPvpGame } from '@pavilion/contracts/pvp';
import { formatMinor } from '@/shared/format/money';
import { usePvpHistory } from '../api/pvp-api';
import styles from './pvp.module.css';

function verified(game: TPvpGame, h: { serverSeed: string; seedHash: string; salt: string }): boolean {
  try {
    return game === 'holdem'
      ? verifyDeck(h.serverSeed, h.seedHash, h.salt) !== null
      : hashServerSeed(h.serverSeed) === h.seedHash;
  } catch {
    return false;
  }
}

export function HandHistory({ id, game }: { id: string; game: TPvpGame }) {
  const { t } = useTranslation('pvp');
  const history = usePvpHistory(id);
  const hands = history.data?.hands ?? [];
  return (
    <section className={styles.panel} aria-labelledby="pvp-history">
      <h2 id="pvp-history" className={styles.muted}>
        {t('history.title')}
      </h2>
      {hands.length === 0 ? <p className={styles.muted}>{t('history.none')}</p> : null}
      <ul className={styles.history} data-testid="pvp-history">
        {hands.map((h) => (
          <li key={h.handNo}>
            <strong>{t(game === 'holdem' ? 'history.hand' : 'history.round', { n: h.handNo })}</strong>
            <span>{t('history.rake', { amount: formatMinor(h.rake) })}</span>
            <span className={styles.hash}>
              {t('history.commitment')}: {h.seedHash}
            </span>
            <span className={styles.hash}>
              {t('history.seed')}: {h.serverSeed}
            </span>
            <span>{verified(game, h) ? t('history.verified') : t('history.notVerified')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
