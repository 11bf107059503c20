// The game list centre of spec §2.1 (/live, /fish, /rng, /pvp, /bgs, /bingo): the category's
// games; /rng?vassalage=INHOUSE lists in-house games. The catalogue fills it; until the category
// has games the page says so.
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { INHOUSE_VENDOR } from '@pavilion/contracts/games';
import { EmptyState, PageFrame } from '../components/page-frame';
import { entryForPath } from '../nav-entries';

export default function GameListCentrePage() {
  const { t } = useTranslation('shell');
  const entry = entryForPath(useLocation().pathname);
  const [params] = useSearchParams();
  const vendor = params.get('vassalage');
  const code = entry?.code ?? 'RNG';
  const title = vendor?.toUpperCase() === INHOUSE_VENDOR ? t('category.inHouse') : t(`nav.${code}`);
  return (
    <PageFrame
      icon={entry?.icon ?? 'slot'}
      title={title}
      lead={vendor ? t('category.vendorLead', { vendor }) : t('category.listLead')}
    >
      <EmptyState
        icon={entry?.icon ?? 'slot'}
        title={t('category.noGamesTitle')}
        text={t('category.noGamesText')}
        action={
          <Link to="/" className="btn btn-outline">
            {t('cta.backHome')}
          </Link>
        }
      />
    </PageFrame>
  );
}
