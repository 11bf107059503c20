// The help page (spec §2.1 /help, alias /helpmc): the site's fixed sections (beginner guide, terms
// at #term — the login popup's terms link —, responsible gaming, feedback, contact) and the help
// articles of the content service in the interface language (spec §7, announcement type H). An
// article with a fixed section's anchor extends that section; the others follow the guide as
// sections of their own (help-articles.ts). The sections appear together once the articles have
// settled, so a #hash target does not move after the page has scrolled to it; if the articles fail
// to load, the fixed sections still show, under a small notice with a retry.
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { THelpArticle } from '@pavilion/contracts/content';
import { useAnnouncements } from '@/shared/content/use-announcements';
import { Icon, type TIconName } from '@/shared/ui/icon';
import { ChannelLink } from '../components/contact-links';
import { ContentSkeleton, SkeletonBox } from '../components/content-skeleton';
import { headingIdOf, planHelpArticles } from '../components/help-articles';
import { PageFrame } from '../components/page-frame';
import { useCustomerService } from '../hooks/use-site-links';
import styles from './help-page.module.css';

type TFixedSection = { id: string; icon: TIconName; items: readonly string[] };

const GUIDE: TFixedSection = {
  id: 'guide',
  icon: 'help',
  items: ['register', 'deposit', 'play', 'withdraw'],
};
/** The fixed sections after the guide and the articles; "contact" (channel links) comes last. */
const AFTER_GUIDE: TFixedSection[] = [
  { id: 'term', icon: 'doc', items: ['age', 'oneAccount', 'accuracy', 'fairPlay', 'suspend', 'changes'] },
  { id: 'responsible', icon: 'shield', items: ['limits', 'breaks', 'help'] },
  { id: 'feedback', icon: 'mail', items: ['how', 'types'] },
];
const LATER_IDS = [...AFTER_GUIDE.map((s) => s.id), 'contact'];
const FIXED_IDS = [GUIDE.id, ...LATER_IDS];
const HELP_TYPES = ['H'] as const;

// DOMPurify stays out of the start-up bundle this page is part of; the chunk is requested on mount,
// alongside the articles.
const loadContentHtml = () => import('../components/content-html');
const ContentHtml = lazy(() => loadContentHtml().then((m) => ({ default: m.ContentHtml })));

export default function HelpPage() {
  const { t } = useTranslation('shell');
  const query = useAnnouncements(HELP_TYPES);
  useEffect(() => {
    void loadContentHtml();
  }, []);
  const settled = query.data !== undefined || query.isError;
  const skeleton = <HelpSkeleton />;
  return (
    <PageFrame icon="help" title={t('help.title')} lead={t('help.lead')}>
      {settled ? (
        <Suspense fallback={skeleton}>
          {query.data === undefined ? (
            <p role="alert" className={styles.loadError}>
              {t('help.articlesFailed')}
              <button
                type="button"
                className="btn btn-outline btn-sm"
                onClick={() => void query.refetch()}
                disabled={query.isFetching}
              >
                {t('retry', { ns: 'common' })}
              </button>
            </p>
          ) : null}
          <HelpSections articles={query.data?.help ?? []} />
        </Suspense>
      ) : (
        skeleton
      )}
    </PageFrame>
  );
}

function HelpSections({ articles }: { articles: readonly THelpArticle[] }) {
  const { t } = useTranslation('shell');
  const { liveChat, channels } = useCustomerService();
  const { extending, own } = planHelpArticles(FIXED_IDS, articles);
  const fixedSection = (section: TFixedSection) => (
    <HelpSection
      key={section.id}
      id={section.id}
      icon={section.icon}
      title={t(`help.${section.id}.title`)}
      articles={extending[section.id]}
    >
      <ol className={styles.items}>
        {section.items.map((item) => (
          <li key={item}>{t(`help.${section.id}.${item}`)}</li>
        ))}
      </ol>
    </HelpSection>
  );
  const contents = [
    { id: GUIDE.id, title: t(`help.${GUIDE.id}.title`) },
    ...own.map(({ id, article }) => ({ id, title: article.title })),
    ...LATER_IDS.map((id) => ({ id, title: t(`help.${id}.title`) })),
  ];
  return (
    <>
      <nav aria-label={t('help.contents')} className={styles.toc}>
        {contents.map(({ id, title }) => (
          <Link key={id} to={{ hash: id }}>
            {title}
          </Link>
        ))}
      </nav>
      {fixedSection(GUIDE)}
      {own.map(({ id, article }) => (
        <HelpSection key={id} id={id} icon="doc" title={article.title}>
          <ContentHtml html={article.content} className={styles.html} />
        </HelpSection>
      ))}
      {AFTER_GUIDE.map(fixedSection)}
      <HelpSection
        id="contact"
        icon="chat"
        title={t('help.contact.title')}
        articles={extending.contact}
        footer={
          <div className={styles.channels}>
            {(liveChat ? [liveChat, ...channels] : channels).map((cs) => (
              <ChannelLink key={`${cs.csType}-${cs.path}`} cs={cs} className="btn btn-outline">
                {cs === liveChat ? t('side.liveChat') : cs.title}
              </ChannelLink>
            ))}
          </div>
        }
      >
        <p className={styles.text}>{t('help.contact.text')}</p>
      </HelpSection>
    </>
  );
}

type THelpSectionProps = {
  id: string;
  icon: TIconName;
  title: string;
  articles?: THelpArticle[] | undefined;
  /** Shown after the articles (the contact channels). */
  footer?: ReactNode;
  children: ReactNode;
};

/** One section: heading, its own content, the articles that extend it (titled when their title is not the section's), then the footer. */
function HelpSection({ id, icon, title, articles = [], footer, children }: THelpSectionProps) {
  const sameTitle = (other: string) => other.trim().toLocaleLowerCase() === title.trim().toLocaleLowerCase();
  return (
    <section id={id} className={styles.section} aria-labelledby={headingIdOf(id)}>
      <h2 id={headingIdOf(id)} className={styles.heading}>
        <Icon name={icon} />
        {title}
      </h2>
      {children}
      {articles.map((article) => (
        <div key={article.id} className={styles.article}>
          {sameTitle(article.title) ? null : <h3 className={styles.subheading}>{article.title}</h3>}
          <ContentHtml html={article.content} className={styles.html} />
        </div>
      ))}
      {footer}
    </section>
  );
}

function HelpSkeleton() {
  const { t } = useTranslation('shell');
  return (
    <ContentSkeleton label={t('help.loading')} className={styles.skeleton}>
      <SkeletonBox className={styles.skeletonToc} />
      {FIXED_IDS.map((id) => (
        <SkeletonBox key={id} className={styles.skeletonSection} />
      ))}
    </ContentSkeleton>
  );
}
