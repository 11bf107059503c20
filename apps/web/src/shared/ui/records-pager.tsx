// Previous / next paging of a records table with "page n of m" (the member centre's record lists).
import { useTranslation } from 'react-i18next';
import styles from './records-pager.module.css';

type TPagerProps = { pageNo: number; totalPages: number; onPage: (pageNo: number) => void };

export function RecordsPager({ pageNo, totalPages, onPage }: TPagerProps) {
  const { t } = useTranslation('common');
  if (totalPages <= 1) {
    return null;
  }
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={pageNo <= 1}
        onClick={() => onPage(pageNo - 1)}
      >
        {t('pager.prev')}
      </button>
      <span aria-live="polite" data-testid="records-page">
        {t('pager.status', { page: pageNo, total: totalPages })}
      </span>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={pageNo >= totalPages}
        onClick={() => onPage(pageNo + 1)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
