// Startup popups of spec §4: execution A for members, B for visitors, F on a first login; shown
// once per session until closed (USER_POPUP / ANONYMOUS_POPUP in sessionStorage).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPopup } from '@pavilion/contracts/content';
import { useSession } from '@/shared/session/session-store';
import { Modal } from '@/shared/ui/modal';
import { popupSessionKey, selectStartupPopups } from '../lib/startup-popups';
import { sanitizeHtml } from '../lib/sanitize';
import styles from './startup-popups.module.css';

/**
 * Set to '1' in sessionStorage by the login flow when the server reports firstTimeLogin; the
 * lobby only reads it (see the lobby hand-over note).
 */
export const FIRST_LOGIN_KEY = 'FIRST_LOGIN';

function readFlag(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

export function StartupPopups({ popups }: { popups: TPopup[] }) {
  const { t } = useTranslation('lobby');
  const isLogin = useSession((s) => s.isLogin);
  const key = popupSessionKey(isLogin);
  const [closed, setClosed] = useState<string[]>([]);
  const [index, setIndex] = useState(0);
  const shown = selectStartupPopups(popups, { isLogin, firstLogin: readFlag(FIRST_LOGIN_KEY) });
  const popup = shown[Math.min(index, shown.length - 1)];
  if (!popup || closed.includes(key) || readFlag(key)) {
    return null;
  }
  const close = () => {
    try {
      sessionStorage.setItem(key, '1');
    } catch {
      // without storage the popup still stays closed for this page's life
    }
    setClosed((c) => [...c, key]);
    setIndex(0);
  };
  return (
    <Modal title={popup.title} onClose={close} width={520} testId="startup-popup">
      {popup.imageUrl ? <img className={styles.image} src={popup.imageUrl} alt={popup.title} /> : null}
      <div className={styles.html} dangerouslySetInnerHTML={{ __html: sanitizeHtml(popup.content) }} />
      {shown.length > 1 ? (
        <div className={styles.nav}>
          <button type="button" disabled={index === 0} onClick={() => setIndex(index - 1)}>
            {t('popup.prev')}
          </button>
          <span aria-live="polite">{t('popup.count', { n: index + 1, total: shown.length })}</span>
          <button type="button" disabled={index >= shown.length - 1} onClick={() => setIndex(index + 1)}>
            {t('popup.next')}
          </button>
        </div>
      ) : null}
    </Modal>
  );
}
