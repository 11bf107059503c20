// The feedback dialog of spec §2.5 (footer: feedback and complaints): "send" and "my feedback"
// tabs. Guests are asked to log in, trial users to open a real account (spec §6); with FEEDBACK3
// off the dialog says the feature is closed.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session-store';
import { useFlag } from '@/shared/site/use-permission';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { Segmented } from '@/shared/ui/form/segmented';
import { Modal } from '@/shared/ui/modal';
import { useModalStore } from '@/shared/ui/modal-store';
import { FeedbackForm } from './feedback-form';
import { FeedbackHistory } from './feedback-history';
import styles from './feedback.module.css';

type TTab = 'send' | 'history';

export function FeedbackModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('messages');
  const isLogin = useSession((s) => s.isLogin);
  const isTrial = useSession((s) => s.isTrial);
  const enabled = useFlag('FEEDBACK3');
  const openModal = useModalStore((s) => s.open);
  const [tab, setTab] = useState<TTab>('send');
  const [sent, setSent] = useState(false);

  let body;
  if (!enabled) {
    body = <p className={styles.note}>{t('feedback.disabled')}</p>;
  } else if (!isLogin) {
    body = (
      <div className={styles.guest}>
        <p className={styles.note}>{t('feedback.loginFirst')}</p>
        <button type="button" className="btn btn-primary" onClick={() => openModal('login')}>
          {t('feedback.login')}
        </button>
      </div>
    );
  } else if (isTrial) {
    body = <p className={styles.note}>{t('feedback.realAccount')}</p>;
  } else {
    body = (
      <div className={styles.modalBody}>
        <Segmented<TTab>
          label={t('feedback.tabs')}
          value={tab}
          options={[
            { value: 'send', label: t('feedback.send') },
            { value: 'history', label: t('feedback.history') },
          ]}
          onChange={(next) => {
            setTab(next);
            setSent(false);
          }}
        />
        {sent ? <FormAlert tone="success">{t('feedback.sent')}</FormAlert> : null}
        {tab === 'send' ? (
          <FeedbackForm
            onSent={() => {
              setSent(true);
              setTab('history');
            }}
          />
        ) : (
          <FeedbackHistory />
        )}
      </div>
    );
  }
  return (
    <Modal title={t('feedback.title')} onClose={onClose} width={520} testId="feedback-modal">
      {body}
    </Modal>
  );
}
