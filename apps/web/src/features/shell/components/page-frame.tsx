// The frame every shell page shares: an icon, a title (the page's h1), an optional lead text and
// actions, then the content. Empty states use EmptyState below.
import { useId, type ReactNode } from 'react';
import { Icon, type TIconName } from '@/shared/ui/icon';
import styles from './page-frame.module.css';

type TPageFrameProps = {
  icon: TIconName;
  title: string;
  lead?: string;
  actions?: ReactNode;
  children?: ReactNode;
};

export function PageFrame({ icon, title, lead, actions, children }: TPageFrameProps) {
  const titleId = useId();
  return (
    <section className={styles.frame} aria-labelledby={titleId}>
      <header className={styles.head}>
        <span className={styles.icon}>
          <Icon name={icon} size={26} />
        </span>
        <div className={styles.titles}>
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}

type TEmptyStateProps = { icon: TIconName; title: string; text?: string; action?: ReactNode; level?: 2 | 3 };

export function EmptyState({ icon, title, text, action, level = 2 }: TEmptyStateProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon}>
        <Icon name={icon} size={34} />
      </span>
      <Heading className={styles.emptyTitle}>{title}</Heading>
      {text ? <p className={styles.emptyText}>{text}</p> : null}
      {action ? <div className={styles.emptyAction}>{action}</div> : null}
    </div>
  );
}
