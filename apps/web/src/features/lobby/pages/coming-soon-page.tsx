// The "not open yet" screen of a vertical (decision 021): LIVE games with no shared table yet,
// jackpot pools and arcade games each wait for their own issue (fishing, card rooms and bingo opened
// with decision 056). A tile of one lands here instead of launching anything: nothing starts and no
// money moves. The page offers the games that are open.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NOT_OPEN_VERTICALS, type TNotOpenVertical } from '@pavilion/contracts/games-constants';
import { Icon, type TIconName } from '@/shared/ui/icon';
import styles from './coming-soon-page.module.css';

const ICONS: Record<TNotOpenVertical, TIconName> = {
  live: 'video',
  jackpot: 'trophy',
  arcade: 'gamepad',
  lottery: 'ticket',
};

function verticalOf(value: string | null): TNotOpenVertical | null {
  return (NOT_OPEN_VERTICALS as readonly (string | null)[]).includes(value)
    ? (value as TNotOpenVertical)
    : null;
}

export default function ComingSoonPage() {
  const { t } = useTranslation('lobby');
  const vertical = verticalOf(useSearchParams()[0].get('vertical'));
  const name = vertical ? t(`comingSoon.vertical.${vertical}`) : t('comingSoon.vertical.generic');
  return (
    <section
      className={styles.page}
      data-testid="coming-soon"
      data-vertical={vertical ?? ''}
      aria-labelledby="coming-soon-title"
    >
      <span className={styles.icon} aria-hidden="true">
        <Icon name={vertical ? ICONS[vertical] : 'tools'} size={40} />
      </span>
      <p className={styles.badge}>{t('comingSoon.badge')}</p>
      <h1 id="coming-soon-title" className={styles.title}>
        {t('comingSoon.title', { vertical: name })}
      </h1>
      <p className={styles.text}>{t('comingSoon.text')}</p>
      <p className={styles.text}>{t('comingSoon.noMoney')}</p>
      <div className={styles.actions}>
        <Link to="/rng" className="btn btn-primary">
          {t('comingSoon.playSlots')}
        </Link>
        <Link to="/bgs" className="btn btn-outline">
          {t('comingSoon.playTables')}
        </Link>
        <Link to="/" className="btn btn-outline">
          {t('comingSoon.home')}
        </Link>
      </div>
    </section>
  );
}
