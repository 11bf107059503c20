// Lottery game pages of spec §2.1: /lottery (LOTT and ELOTT vendors), /seaLottery (TCG_SEA) and
// /vnLottery (TCG_LOTTO_VN), each with ?gameCode. Login is required (the router guards it) and
// the side menu is hidden. The lottery issue brings the game itself.
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { EmptyState, PageFrame } from '../components/page-frame';

function kindOf(pathname: string): 'lottery' | 'seaLottery' | 'vnLottery' {
  const path = pathname.toLowerCase();
  return path.startsWith('/sealottery')
    ? 'seaLottery'
    : path.startsWith('/vnlottery')
      ? 'vnLottery'
      : 'lottery';
}

export default function LotteryPage() {
  const { t } = useTranslation('shell');
  const kind = kindOf(useLocation().pathname);
  const gameCode = useSearchParams()[0].get('gameCode');
  return (
    <PageFrame
      icon="balls"
      title={t(`lottery.${kind}`)}
      lead={gameCode ? t('lottery.gameCode', { gameCode }) : t('lottery.lead')}
    >
      <EmptyState
        icon="balls"
        title={gameCode ? t('lottery.notOpenTitle') : t('lottery.noGameTitle')}
        text={gameCode ? t('lottery.notOpenText') : t('lottery.noGameText')}
        action={
          <Link to="/lott" className="btn btn-outline">
            {t('nav.LOTT')}
          </Link>
        }
      />
    </PageFrame>
  );
}
