// The help page (spec §2.1 /help, alias /helpmc): beginner guide, terms at #term (the login
// popup's terms link), responsible gaming, feedback and contact. Help articles from the content
// service can be added per section later.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type TIconName } from '@/shared/ui/icon';
import { ChannelLink } from '../components/contact-links';
import { PageFrame } from '../components/page-frame';
import { useCustomerService } from '../hooks/use-site-links';
import styles from './help-page.module.css';

type TSection = { id: string; icon: TIconName; items: readonly string[] };

const SECTIONS: TSection[] = [
  { id: 'guide', icon: 'help', items: ['register', 'deposit', 'play', 'withdraw'] },
  { id: 'term', icon: 'doc', items: ['age', 'oneAccount', 'accuracy', 'fairPlay', 'suspend', 'changes'] },
  { id: 'responsible', icon: 'shield', items: ['limits', 'breaks', 'help'] },
  { id: 'feedback', icon: 'mail', items: ['how', 'types'] },
];

export default function HelpPage() {
  const { t } = useTranslation('shell');
  const { liveChat, channels } = useCustomerService();
  return (
    <PageFrame icon="help" title={t('help.title')} lead={t('help.lead')}>
      <nav aria-label={t('help.contents')} className={styles.toc}>
        {[...SECTIONS.map((s) => s.id), 'contact'].map((id) => (
          <Link key={id} to={{ hash: id }}>
            {t(`help.${id}.title`)}
          </Link>
        ))}
      </nav>
      {SECTIONS.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className={styles.section}
          aria-labelledby={`${section.id}-title`}
        >
          <h2 id={`${section.id}-title`} className={styles.heading}>
            <Icon name={section.icon} />
            {t(`help.${section.id}.title`)}
          </h2>
          <ol className={styles.items}>
            {section.items.map((item) => (
              <li key={item}>{t(`help.${section.id}.${item}`)}</li>
            ))}
          </ol>
        </section>
      ))}
      <section id="contact" className={styles.section} aria-labelledby="contact-title">
        <h2 id="contact-title" className={styles.heading}>
          <Icon name="chat" />
          {t('help.contact.title')}
        </h2>
        <p className={styles.text}>{t('help.contact.text')}</p>
        <div className={styles.channels}>
          {(liveChat ? [liveChat, ...channels] : channels).map((cs) => (
            <ChannelLink key={`${cs.csType}-${cs.path}`} cs={cs} className="btn btn-outline">
              {cs === liveChat ? t('side.liveChat') : cs.title}
            </ChannelLink>
          ))}
        </div>
      </section>
    </PageFrame>
  );
}
