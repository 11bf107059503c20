// News, about us and the beginner guide (spec §2.9 labelled screens), fed by the content module's
// site articles in the interface language. News lists dated items; about us shows its article(s);
// the guide numbers its steps and links on to the help centre and the app download.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TArticle, TArticleKind } from '@pavilion/contracts/messages';
import { sanitizeHtml } from '@/shared/content/sanitize';
import { useErrorText } from '@/shared/errors/error-text';
import { Icon, type TIconName } from '@/shared/ui/icon';
import { QueryState } from '@/shared/ui/query-state';
import { useArticles } from '../api/use-articles';
import styles from './articles-page.module.css';

const ICONS: Record<TArticleKind, TIconName> = { news: 'doc', about: 'globe', guide: 'help' };

function Html({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={styles.html} dangerouslySetInnerHTML={{ __html: safe }} />;
}

function formatDay(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric' }).format(
    new Date(iso),
  );
}

export function ArticlesPage({ kind }: { kind: TArticleKind }) {
  const { t, i18n } = useTranslation('messages');
  const errorText = useErrorText();
  const articles = useArticles(kind);
  let content;
  if (articles.isPending) {
    content = <QueryState state="loading" />;
  } else if (articles.error || !articles.data) {
    content = (
      <QueryState state="error" message={errorText(articles.error)} onRetry={() => void articles.refetch()} />
    );
  } else if (articles.data.rows.length === 0) {
    content = <QueryState state="empty" message={t(`pages.${kind}.empty`)} />;
  } else {
    const rows = articles.data.rows;
    content =
      kind === 'guide' ? (
        <ol className={styles.steps}>
          {rows.map((article, index) => (
            <li key={article.id} className={styles.card}>
              <span className={styles.stepNo} aria-hidden="true">
                {index + 1}
              </span>
              <div className={styles.stepText}>
                <h2 className={styles.heading}>{article.title}</h2>
                <Html html={article.content} />
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <div className={styles.list}>
          {rows.map((article) => (
            <ArticleCard
              key={article.id}
              article={article}
              dated={kind === 'news'}
              language={i18n.language}
            />
          ))}
        </div>
      );
  }
  return (
    <section className={styles.frame} aria-labelledby={`${kind}-title`} data-testid={`${kind}-page`}>
      <header className={styles.head}>
        <span className={styles.icon}>
          <Icon name={ICONS[kind]} size={26} />
        </span>
        <div>
          <h1 id={`${kind}-title`} className={styles.title}>
            {t(`pages.${kind}.title`)}
          </h1>
          <p className={styles.lead}>{t(`pages.${kind}.lead`)}</p>
        </div>
      </header>
      {content}
      {kind === 'guide' ? (
        <nav className={styles.more} aria-label={t('pages.guide.more')}>
          <Link className="btn btn-outline" to="/help">
            {t('pages.guide.helpCentre')}
          </Link>
          <Link className="btn btn-outline" to="/download">
            {t('pages.guide.download')}
          </Link>
        </nav>
      ) : null}
    </section>
  );
}

function ArticleCard({ article, dated, language }: { article: TArticle; dated: boolean; language: string }) {
  return (
    <article className={styles.card} aria-labelledby={`article-${article.id}`}>
      <h2 id={`article-${article.id}`} className={styles.heading}>
        {article.title}
      </h2>
      {dated ? (
        <time className={styles.date} dateTime={article.publishedAt}>
          {formatDay(article.publishedAt, language)}
        </time>
      ) : null}
      {article.subtitle ? <p className={styles.subtitle}>{article.subtitle}</p> : null}
      <Html html={article.content} />
    </article>
  );
}
