// The generic modal of spec §2.5: a real <dialog> (focus trap, labelled), page scroll fixed while
// open (its position kept for the close), never closed by a click outside; an optional close button.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './modal.module.css';

let scrollLocks = 0;

/**
 * Fixes the page's scroll while a modal is open: the root stops scrolling and keeps its position, so
 * nothing needs restoring on close (and, unlike a fixed body, the page is not laid out anew). Nested
 * modals share the lock; the last one to close releases it.
 */
function lockPageScroll(): () => void {
  scrollLocks += 1;
  document.documentElement.style.overflow = 'hidden';
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) {
      document.documentElement.style.overflow = '';
    }
  };
}

type TModalProps = {
  title: string;
  onClose?: () => void;
  children: ReactNode;
  width?: number;
  testId?: string;
};

export function Modal({ title, onClose, children, width, testId }: TModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useTranslation('common');

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) {
      return;
    }
    const unlock = lockPageScroll();
    if (!dialog.open) {
      dialog.showModal();
    }
    return unlock;
  }, []);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      data-testid={testId}
      style={width ? { width: `min(${width}px, 94vw)` } : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
    >
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {onClose ? (
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')}>
            ×
          </button>
        ) : null}
      </header>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}
