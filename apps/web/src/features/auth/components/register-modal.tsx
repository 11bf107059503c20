// The registration popup (spec §2.5, §4 Registration): username mode (USERNAMEREG3) and mobile
// mode (MOBILENUMREG3) with a switch when both are on, the invitation-code check from the URL,
// and the form built from the site's field configuration.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRegisterMode } from '@pavilion/contracts/auth';
import { useFlag } from '@/shared/site/use-permission';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { Segmented } from '@/shared/ui/form/segmented';
import { Modal } from '@/shared/ui/modal';
import { useModalStore } from '@/shared/ui/modal-store';
import { useRegistrationConfig } from '../api/use-site-data';
import { useAffiliateCheck } from '../hooks/use-affiliate-check';
import type { TRegisterContext } from '../model/register-model';
import styles from './auth.module.css';
import { DemoInboxLink } from './demo-inbox-link';
import { ProviderButtons } from './provider-buttons';
import { RegisterForm } from './register-form';
import { WarningDialog } from './warning-dialog';

export function RegisterModal() {
  const { t } = useTranslation(['auth', 'errors']);
  const { open, close } = useModalStore();
  const byUsername = useFlag('USERNAMEREG3');
  const byMobile = useFlag('MOBILENUMREG3');
  const sms = useFlag('REGMOBVERF3');
  const modes = useMemo(
    () => [...(byUsername ? (['username'] as const) : []), ...(byMobile ? (['mobile'] as const) : [])],
    [byUsername, byMobile],
  );
  const [chosen, setChosen] = useState<TRegisterMode | null>(null);
  const mode = chosen && modes.includes(chosen) ? chosen : modes[0];
  const config = useRegistrationConfig();
  const affiliate = useAffiliateCheck();
  const forceAffiliate = affiliate.state.status === 'invalid';
  const ctx = useMemo<TRegisterContext | null>(
    () => (config.data && mode ? { config: config.data.fields, mode, sms, forceAffiliate } : null),
    [config.data, mode, sms, forceAffiliate],
  );

  return (
    <Modal title={t('register.title')} onClose={close} testId="register-modal">
      {modes.length > 1 && mode ? (
        <Segmented
          label={t('register.mode')}
          value={mode}
          options={modes.map((m) => ({ value: m, label: t(`register.modes.${m}`) }))}
          onChange={setChosen}
        />
      ) : null}
      {modes.length === 0 ? <FormAlert tone="info">{t('register.closed')}</FormAlert> : null}
      {config.isError ? <FormAlert>{t('errors:code.NETWORK')}</FormAlert> : null}
      {affiliate.state.status === 'valid' && affiliate.state.agentNickname ? (
        <FormAlert tone="success">
          {t('register.invitedBy', { name: affiliate.state.agentNickname })}
        </FormAlert>
      ) : null}
      {ctx && affiliate.state.status !== 'checking' ? (
        <RegisterForm
          key={ctx.mode}
          ctx={ctx}
          affiliateCode={affiliate.state.code}
          onInvalidAffiliate={affiliate.markInvalid}
        />
      ) : modes.length > 0 && !config.isError ? (
        <p className={styles.muted}>{t('common.loading')}</p>
      ) : null}
      {modes.length > 0 ? <ProviderButtons purpose="register" /> : null}
      <div className={styles.footer}>
        <span className={styles.inline}>
          {t('register.haveAccount')}
          <button type="button" className={styles.textLink} onClick={() => open('login')}>
            {t('register.login')}
          </button>
        </span>
        {sms ? <DemoInboxLink /> : null}
      </div>
      {affiliate.warning ? (
        <WarningDialog
          title={t('register.invitationTitle')}
          message={affiliate.warning}
          onClose={affiliate.dismissWarning}
        />
      ) : null}
    </Modal>
  );
}
