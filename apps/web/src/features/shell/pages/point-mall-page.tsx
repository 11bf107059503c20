// The points mall (spec §2.1 /pointMall, flag PTSYS3): redeem, redemption records, points details
// and rules come with the points issue. The frame states the one fixed rule (points never
// expire, spec §9) and whether the mall is open on this site.
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session-store';
import { useFlag } from '@/shared/site/use-permission';
import { useModalStore } from '@/shared/ui/modal-store';
import { EmptyState, PageFrame } from '../components/page-frame';

export default function PointMallPage() {
  const { t } = useTranslation('shell');
  const enabled = useFlag('PTSYS3');
  const isLogin = useSession((s) => s.isLogin);
  const openModal = useModalStore((s) => s.open);
  if (!enabled) {
    return (
      <PageFrame icon="coins" title={t('pointMall.title')}>
        <EmptyState icon="coins" title={t('pointMall.closedTitle')} text={t('pointMall.closedText')} />
      </PageFrame>
    );
  }
  return (
    <PageFrame icon="coins" title={t('pointMall.title')} lead={t('pointMall.lead')}>
      <EmptyState
        icon="gift"
        title={t('pointMall.emptyTitle')}
        text={t('pointMall.emptyText')}
        action={
          isLogin ? null : (
            <button type="button" className="btn btn-primary" onClick={() => openModal('login')}>
              {t('header.login')}
            </button>
          )
        }
      />
    </PageFrame>
  );
}
