// The generic modal of spec §2.5: a real <dialog> (focus trap, labelled), page scroll fixed while
// open and restored on close, never closed by a click outside; an optional close button.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './modal.module.css';

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
    const scrollY = window.scrollY;
    const body = document.body;
    body.style.position = 'fixed';
    body.style.top = `-${scrollY}px`;
    body.style.width = '100%';
    if (!dialog.open) {
      dialog.showModal();
    }
    return () => {
      body.style.position = '';
      body.style.top = '';
      body.style.width = '';
      window.scrollTo(0, scrollY);
    };
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
