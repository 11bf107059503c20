// Trial users opening the member centre or the agent centre (spec §4, §6): a real account is
// needed. Signing out of the trial and opening registration is offered.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogout } from '@/shared/session/use-logout';
import { useModalStore } from '@/shared/ui/modal-store';
import { EmptyState, PageFrame } from '../components/page-frame';

export function RealAccountNotice({ area = 'member' }: { area?: 'member' | 'agent' }) {
  const { t } = useTranslation('shell');
  const logout = useLogout();
  const openModal = useModalStore((s) => s.open);
  const register = async () => {
    await logout();
    openModal('register');
  };
  return (
    <PageFrame icon="user" title={area === 'agent' ? t('member.trial.agentCentre') : t('member.title')}>
      <div role="alert">
        <EmptyState
          icon="lock"
          title={t('member.trial.title')}
          text={area === 'agent' ? t('member.trial.agentText') : t('member.trial.text')}
          action={
            <>
              <button type="button" className="btn btn-primary" onClick={() => void register()}>
                {t('member.trial.register')}
              </button>
              <Link to="/" className="btn btn-outline">
                {t('cta.backHome')}
              </Link>
            </>
          }
        />
      </div>
    </PageFrame>
  );
}
