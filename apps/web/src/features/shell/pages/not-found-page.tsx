// Any path the router does not know.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, PageFrame } from '../components/page-frame';

export default function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <PageFrame icon="help" title={t('notFound.title')}>
      <EmptyState
        icon="ban"
        title={t('notFound.heading')}
        text={t('notFound.text')}
        action={
          <Link to="/" className="btn btn-primary">
            {t('cta.backHome')}
          </Link>
        }
      />
    </PageFrame>
  );
}
