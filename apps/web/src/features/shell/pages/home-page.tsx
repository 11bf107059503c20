// The home page frame (spec §2.3). Lobby sections (notices, banners, hot games, winners,
// category sections) come from the catalogue; until then the page shows a welcome panel,
// shortcuts to every category and an honest empty lobby. Spec: an empty section is hidden.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/shared/session/session-store';
import { Icon } from '@/shared/ui/icon';
import { useModalStore } from '@/shared/ui/modal-store';
import { EmptyState } from '../components/page-frame';
import { CATEGORY_ENTRIES } from '../nav-entries';
import styles from './home-page.module.css';

export default function HomePage() {
  const { t } = useTranslation('shell');
  const isLogin = useSession((s) => s.isLogin);
  const openModal = useModalStore((s) => s.open);

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroText}>
          <p className={styles.kicker}>{t('home.kicker')}</p>
          <h1 id="home-title" className={styles.title}>
            {t('home.title')}
          </h1>
          <p className={styles.lead}>{t('home.lead')}</p>
          <div className={styles.cta}>
            {isLogin ? (
              <>
                <Link to="/member?page=depositv2" className="btn btn-primary">
                  {t('header.deposit')}
                </Link>
                <Link to="/promotions" className="btn btn-outline">
                  {t('nav.PROMOTIONS')}
                </Link>
              </>
            ) : (
              <>
                <button type="button" className="btn btn-primary" onClick={() => openModal('register')}>
                  {t('home.join')}
                </button>
                <button type="button" className="btn btn-outline" onClick={() => openModal('login')}>
                  {t('header.login')}
                </button>
              </>
            )}
          </div>
        </div>
        <div className={styles.art} aria-hidden="true">
          <span className={styles.chip} data-tone="gold">
            <Icon name="slot" size={40} />
          </span>
          <span className={styles.chip} data-tone="navy">
            <Icon name="cards" size={36} />
          </span>
          <span className={styles.chip} data-tone="soft">
            <Icon name="ball" size={34} />
          </span>
        </div>
      </section>

      <section aria-labelledby="home-categories">
        <h2 id="home-categories" className={styles.sectionTitle}>
          {t('home.categories')}
        </h2>
        <ul className={styles.tiles}>
          {CATEGORY_ENTRIES.map((entry) => (
            <li key={entry.code}>
              <Link to={entry.path} className={styles.tile}>
                <span className={styles.tileIcon}>
                  <Icon name={entry.icon} size={26} />
                </span>
                <span className={styles.tileLabel}>{t(`nav.${entry.code}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <EmptyState icon="gamepad" title={t('home.emptyTitle')} text={t('home.emptyText')} />
    </div>
  );
}
