// The forgot-password popup (spec §2.6, §4): by phone (PWRESETSMS3) and by e-mail
// (PWRESETEMAIL3), each shown only when the site enables it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlag } from '@/shared/site/use-permission';
import { Button } from '@/shared/ui/form/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { Segmented } from '@/shared/ui/form/segmented';
import { Modal } from '@/shared/ui/modal';
import { useModalStore } from '@/shared/ui/modal-store';
import styles from './auth.module.css';
import { DemoInboxLink } from './demo-inbox-link';
import { ForgotByEmail } from './forgot-by-email';
import { ForgotByPhone } from './forgot-by-phone';

type TMethod = 'phone' | 'email';

export function ForgotPasswordModal() {
  const { t } = useTranslation('auth');
  const { open, close } = useModalStore();
  const byPhone = useFlag('PWRESETSMS3');
  const byEmail = useFlag('PWRESETEMAIL3');
  const methods: TMethod[] = [
    ...(byPhone ? (['phone'] as const) : []),
    ...(byEmail ? (['email'] as const) : []),
  ];
  const [chosen, setChosen] = useState<TMethod | null>(null);
  const method = chosen && methods.includes(chosen) ? chosen : methods[0];
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) {
    return (
      <Modal title={t('forgot.sentTitle')} onClose={close} testId="forgot-modal">
        <FormAlert tone="success">{t('forgot.sent', { email: sentTo })}</FormAlert>
        <div className={styles.actions}>
          <Button block onClick={close}>
            {t('common.ok')}
          </Button>
        </div>
        <div className={styles.footer}>
          <DemoInboxLink />
        </div>
      </Modal>
    );
  }

  return (
    <Modal title={t('forgot.title')} onClose={close} testId="forgot-modal">
      {methods.length > 1 && method ? (
        <Segmented
          label={t('forgot.method')}
          value={method}
          options={methods.map((m) => ({ value: m, label: t(`forgot.methods.${m}`) }))}
          onChange={setChosen}
        />
      ) : null}
      {method === 'phone' ? <ForgotByPhone /> : null}
      {method === 'email' ? <ForgotByEmail onSent={setSentTo} /> : null}
      {!method ? <FormAlert tone="info">{t('forgot.unavailable')}</FormAlert> : null}
      <div className={styles.footer}>
        <button type="button" className={styles.textLink} onClick={() => open('login')}>
          {t('forgot.backToLogin')}
        </button>
        <DemoInboxLink />
      </div>
    </Modal>
  );
}
