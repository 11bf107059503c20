// Page buttons (spec §9 announcement list: margin 1, range 5).
import { useTranslation } from 'react-i18next';
import { pagerItems } from '../lib/pager';
import styles from './notice-modal.module.css';

type TPagerProps = { page: number; totalPages: number; onPage: (page: number) => void };

export function Pager({ page, totalPages, onPage }: TPagerProps) {
  const { t } = useTranslation('lobby');
  if (totalPages <= 1) {
    return null;
  }
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={t('pager.prev')}
      >
        ‹
      </button>
      {pagerItems(page, totalPages).map((item, i) =>
        item === 'gap' ? (
          <span key={`gap${i}`} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onPage(item)}
            aria-label={t('pager.page', { page: item })}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
        aria-label={t('pager.next')}
      >
        ›
      </button>
    </nav>
  );
}
