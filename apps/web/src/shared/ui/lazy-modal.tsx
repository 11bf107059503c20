// Dialogs whose code (forms, react-hook-form, zod, DOMPurify…) is not needed for the first paint
// are lazy chunks fetched when the dialog opens. While the chunk (or its translations) loads, a
// spinner covers the page; if it fails, a small dialog offers a retry (a fresh import) or close.
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal';
import { useModalStore } from './modal-store';
import { Spinner } from './spinner';
import styles from './lazy-modal.module.css';

export function ModalSpinner() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.overlay} data-testid="modal-loading">
      <Spinner label={t('loading')} />
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  const close = useModalStore((s) => s.close);
  return (
    <Modal title={t('loadFailed')} onClose={close} testId="modal-load-failed">
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t('retry')}
      </button>
    </Modal>
  );
}

class LoadBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <LoadFailed onRetry={this.props.onRetry} /> : this.props.children;
  }
}

/** A component whose module is imported on first render, behind a spinner and a retry. */
export function lazyModal<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = <ModalSpinner />,
): ComponentType<P> {
  const make = () => lazy(async () => ({ default: await load() }));
  let Loaded = make();
  function LazyModal(props: P) {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      Loaded = make();
      setAttempt((n) => n + 1);
    };
    return (
      <LoadBoundary key={attempt} onRetry={retry}>
        <Suspense fallback={fallback}>
          <Loaded {...props} />
        </Suspense>
      </LoadBoundary>
    );
  }
  return LazyModal;
}
