// What a withdrawal (or a transfer) needs first: a bound bank card and a fund password. Each
// missing one is named with a link to the security centre where it is set.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '@/shared/ui/form/form-alert';
import panel from '@/shared/ui/panel.module.css';

type TProps = { needsCard: boolean; needsFundPassword: boolean };

export function WithdrawRequirements({ needsCard, needsFundPassword }: TProps) {
  const { t } = useTranslation('cashier');
  if (!needsCard && !needsFundPassword) {
    return null;
  }
  return (
    <div data-testid="cashier-requirements">
      <FormAlert tone="info">
        <p className={panel.muted}>{t('requirements.intro')}</p>
        <ul>
          {needsCard ? <li>{t('requirements.card')}</li> : null}
          {needsFundPassword ? <li>{t('requirements.fundPassword')}</li> : null}
        </ul>
        <Link to={{ search: '?page=securityCenter' }}>{t('requirements.link')}</Link>
      </FormAlert>
    </div>
  );
}
