// The site footer (spec §2.4): products by type, help list, contact (customer service, feedback
// and complaints, affiliate), social networks when configured, licence text and copyright. Feedback
// opens the feedback dialog (spec §2.5); news, about us and the beginner guide are content pages.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@/shared/ui/icon';
import { Logo } from '@/shared/ui/logo';
import { useModalStore } from '@/shared/ui/modal-store';
import { useCustomerService, useSocialLinks } from '../hooks/use-site-links';
import { CATEGORY_ENTRIES } from '../nav-entries';
import { ChannelLink } from './contact-links';
import styles from './footer.module.css';

const HELP_LINKS = [
  { key: 'helpCentre', to: '/help' },
  { key: 'guide', to: '/guide' },
  { key: 'news', to: '/news' },
  { key: 'about', to: '/about' },
  { key: 'terms', to: '/help#term' },
  { key: 'responsible', to: '/help#responsible' },
  { key: 'download', to: '/download' },
] as const;

export function Footer() {
  const { t } = useTranslation('shell');
  const { liveChat } = useCustomerService();
  const social = useSocialLinks();
  const openModal = useModalStore((s) => s.open);
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <nav className={styles.column} aria-labelledby="footer-products">
          <h2 id="footer-products" className={styles.heading}>
            {t('footer.products')}
          </h2>
          <ul className={styles.list}>
            {CATEGORY_ENTRIES.map((entry) => (
              <li key={entry.code}>
                <Link to={entry.path}>{t(`nav.${entry.code}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className={styles.column} aria-labelledby="footer-help">
          <h2 id="footer-help" className={styles.heading}>
            {t('footer.help')}
          </h2>
          <ul className={styles.list}>
            {HELP_LINKS.map((link) => (
              <li key={link.key}>
                <Link to={link.to}>{t(`footer.${link.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className={styles.column} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t('footer.contact')}
          </h2>
          <ul className={styles.list}>
            <li>
              {liveChat ? (
                <ChannelLink cs={liveChat}>{t('footer.customerService')}</ChannelLink>
              ) : (
                <Link to="/help#contact">{t('footer.customerService')}</Link>
              )}
            </li>
            <li>
              <button type="button" className={styles.linkButton} onClick={() => openModal('feedback')}>
                {t('footer.feedback')}
              </button>
            </li>
            <li>
              <Link to="/agent">{t('footer.affiliate')}</Link>
            </li>
          </ul>
          {social.length > 0 ? (
            <ul className={styles.social} aria-label={t('footer.social')}>
              {social.map((s) => (
                <li key={s.network}>
                  <a href={s.url} target="_blank" rel="noopener noreferrer" title={s.label}>
                    <Icon name="share" size={18} />
                    <span className="visually-hidden">{s.label}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </nav>
      </div>
      <div className={styles.bottom}>
        <Logo size={28} />
        <p className={styles.licence}>{t('footer.licence')}</p>
        <p className={styles.age}>
          <span className={styles.badge} aria-hidden="true">
            18+
          </span>
          {t('footer.age')}
        </p>
        <p className={styles.copy}>{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
