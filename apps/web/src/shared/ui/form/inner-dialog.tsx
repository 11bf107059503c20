// A dialog opened from inside another modal (a warning, the demo inbox). Unlike the app's generic
// Modal it leaves the page scroll lock to the modal underneath, so closing it does not unlock
// the page. Escape closes it.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './inner-dialog.module.css';

type TInnerDialogProps = {
  title: string;
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
  role?: 'dialog' | 'alertdialog';
  wide?: boolean;
};

export function InnerDialog({
  title,
  onClose,
  closeLabel,
  children,
  role = 'dialog',
  wide,
}: TInnerDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      dialog.showModal();
    }
  }, []);
  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      className={`${styles.innerDialog} ${wide ? styles.innerDialogWide : ''}`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.innerHeader}>
        <h3 id={titleId} className={styles.innerTitle}>
          {title}
        </h3>
        <button type="button" className={styles.innerClose} onClick={onClose} aria-label={closeLabel}>
          ×
        </button>
      </div>
      <div className={styles.innerBody}>{children}</div>
    </dialog>
  );
}
