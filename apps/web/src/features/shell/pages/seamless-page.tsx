// The seamless game page of spec §2.1 (/seamless?gameCode=…): a game fills the stage; the side
// menu is hidden. Games are launched from the lobby, which the catalogue issue brings.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, PageFrame } from '../components/page-frame';

export default function SeamlessPage() {
  const { t } = useTranslation('shell');
  const gameCode = useSearchParams()[0].get('gameCode');
  return (
    <PageFrame
      icon="gamepad"
      title={t('seamless.title')}
      lead={gameCode ? t('lottery.gameCode', { gameCode }) : t('seamless.lead')}
    >
      <EmptyState
        icon="gamepad"
        title={gameCode ? t('seamless.notOpenTitle') : t('seamless.noGameTitle')}
        text={gameCode ? t('seamless.notOpenText') : t('seamless.noGameText')}
        action={
          <Link to="/" className="btn btn-outline">
            {t('cta.browseGames')}
          </Link>
        }
      />
    </PageFrame>
  );
}
