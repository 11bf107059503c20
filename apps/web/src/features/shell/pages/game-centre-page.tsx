// The game centre of spec §2.1 (/sports, /esports, /lott, /elott, /cockfight): vendor tiles of
// the category. The catalogue fills it; until the category has vendors the page says so.
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { EmptyState, PageFrame } from '../components/page-frame';
import { entryForPath } from '../nav-entries';

export default function GameCentrePage() {
  const { t } = useTranslation('shell');
  const entry = entryForPath(useLocation().pathname);
  const code = entry?.code ?? 'SPORTS';
  return (
    <PageFrame icon={entry?.icon ?? 'ball'} title={t(`nav.${code}`)} lead={t('category.centreLead')}>
      <EmptyState
        icon={entry?.icon ?? 'ball'}
        title={t('category.noVendorsTitle')}
        text={t('category.noVendorsText')}
        action={
          <Link to="/" className="btn btn-outline">
            {t('cta.backHome')}
          </Link>
        }
      />
    </PageFrame>
  );
}
