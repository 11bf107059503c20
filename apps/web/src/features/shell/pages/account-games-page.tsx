// Account game lists of spec §2.1: /favorite (login required; the router guards it), /recent and
// /hot. The lists come from the catalogue; empty lists explain how they fill up.
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '@/shared/session/session-store';
import { useModalStore } from '@/shared/ui/modal-store';
import { EmptyState, PageFrame } from '../components/page-frame';

type TListKind = 'favorite' | 'recent' | 'hot';

function kindOf(pathname: string): TListKind {
  const path = pathname.toLowerCase();
  return path.startsWith('/favorite') ? 'favorite' : path.startsWith('/recent') ? 'recent' : 'hot';
}

export default function AccountGamesPage() {
  const { t } = useTranslation('shell');
  const kind = kindOf(useLocation().pathname);
  const isLogin = useSession((s) => s.isLogin);
  const openModal = useModalStore((s) => s.open);
  const icon = kind === 'favorite' ? 'star' : kind === 'recent' ? 'refresh' : 'flame';
  const needsLogin = kind === 'recent' && !isLogin;

  return (
    <PageFrame icon={icon} title={t(`accountGames.${kind}Title`)} lead={t(`accountGames.${kind}Lead`)}>
      <EmptyState
        icon={icon}
        title={needsLogin ? t('accountGames.loginTitle') : t(`accountGames.${kind}Empty`)}
        text={needsLogin ? t('accountGames.loginText') : t(`accountGames.${kind}EmptyText`)}
        action={
          needsLogin ? (
            <button type="button" className="btn btn-primary" onClick={() => openModal('login')}>
              {t('header.login')}
            </button>
          ) : (
            <Link to="/" className="btn btn-outline">
              {t('cta.browseGames')}
            </Link>
          )
        }
      />
    </PageFrame>
  );
}
