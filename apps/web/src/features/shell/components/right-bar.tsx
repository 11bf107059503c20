// The right-hand bar of customer-service icons (spec §2.4) and the scroll-to-top button (spec §2.1
// home page). Channels come from the site configuration's customerService list.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icon';
import { useCustomerService } from '../hooks/use-site-links';
import { ChannelLink, channelIcon } from './contact-links';
import styles from './right-bar.module.css';

export function RightBar() {
  const { t } = useTranslation('shell');
  const { all } = useCustomerService();
  const [scrolled, setScrolled] = useState(false);
  const channels = all.filter((cs) => cs.csPosition.toUpperCase() !== 'LEFT');

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 400);
    // the first reading waits for the next frame: reading scrollY during React's commit would
    // force a layout of the whole freshly rendered page inside the start-up task
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  return (
    <aside className={styles.bar} aria-label={t('rightBar.label')}>
      {channels.map((cs) => (
        <ChannelLink key={`${cs.csType}-${cs.path}`} cs={cs} className={styles.button} title={cs.title}>
          <Icon name={channelIcon(cs)} size={22} />
          <span className="visually-hidden">{cs.title}</span>
        </ChannelLink>
      ))}
      {scrolled ? (
        <button
          type="button"
          className={styles.button}
          aria-label={t('rightBar.top')}
          title={t('rightBar.top')}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <Icon name="arrowUp" size={22} />
        </button>
      ) : null}
    </aside>
  );
}
