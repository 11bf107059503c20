// A modal confirmation on the native <dialog> (focus trap and Escape for free).
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type TConfirmDialogProps = {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

export function ConfirmDialog(props: TConfirmDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (props.open && dialog && !dialog.open) {
      dialog.showModal();
    } else if (!props.open && dialog?.open) {
      dialog.close();
    }
  }, [props.open]);
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="confirm-title" onClose={props.onClose}>
      <h2 id="confirm-title">{props.title}</h2>
      {props.children}
      <div className="row end">
        <button type="button" className="btn" onClick={props.onClose}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className={props.danger ? 'btn btn-danger' : 'btn btn-primary'}
          disabled={props.busy}
          onClick={props.onConfirm}
        >
          {props.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
