// Dialogs whose code (forms, react-hook-form, zod, DOMPurify…) is not needed for the first paint
// are lazy chunks fetched when the dialog opens, or earlier on intent (preload). If the chunk (or its
// translations) takes a while, a spinner covers the page; if it fails, a small dialog offers a retry
// (a fresh import) or close.
import { loadNamespacesWhenReady } from '@/shared/i18n/i18n';
import { Component, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
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

/** How long a dialog's code may take before the spinner covers the page. */
export const MODAL_SPINNER_DELAY_MS = 120;

export type TLazyModal<P> = ComponentType<P> & {
  /** starts fetching the dialog's code and translations (on intent: hover, focus, the click) */
  preload: () => void;
};

type TLazyModalOptions = {
  /** translation namespaces the dialog reads, loaded with its code */
  namespaces?: readonly string[];
  /** data the dialog needs (a query prefetch), started with its code */
  prefetch?: () => unknown;
  fallback?: ReactNode;
};

/**
 * A component whose module (and translations) is fetched on first render or on `preload()`, with a
 * retry if it fails. It renders once they are here, with no Suspense boundary between: React holds a
 * suspended boundary's content back ~300 ms after its fallback showed, so a dialog whose code takes
 * 40 ms would wait 300 (issue 26). The spinner shows only if the code takes longer than
 * MODAL_SPINNER_DELAY_MS.
 */
export function lazyModal<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { namespaces = [], prefetch, fallback = <ModalSpinner /> }: TLazyModalOptions = {},
): TLazyModal<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () => {
    prefetch?.();
    loading ??= Promise.all([load(), loadNamespacesWhenReady(namespaces)]).then(
      ([component]) => (loaded = component),
      (error: unknown) => {
        loading = null; // a retry fetches again
        throw error;
      },
    );
    return loading;
  };
  function LazyModal(props: P) {
    const [attempt, setAttempt] = useState(0);
    const [state, setState] = useState<'loading' | 'slow' | 'failed' | 'ready'>(() =>
      loaded ? 'ready' : 'loading',
    );
    useEffect(() => {
      if (loaded) {
        setState('ready');
        return;
      }
      let live = true;
      const slow = setTimeout(
        () => live && setState((s) => (s === 'loading' ? 'slow' : s)),
        MODAL_SPINNER_DELAY_MS,
      );
      start().then(
        () => live && setState('ready'),
        () => live && setState('failed'),
      );
      return () => {
        live = false;
        clearTimeout(slow);
      };
    }, [attempt]);
    const retry = () => {
      setState('loading');
      setAttempt((n) => n + 1);
    };
    const Loaded = loaded;
    if (state === 'failed') {
      return <LoadFailed onRetry={retry} />;
    }
    if (!Loaded) {
      return state === 'slow' ? fallback : null;
    }
    return (
      <LoadBoundary key={attempt} onRetry={retry}>
        {/* a boundary for anything the dialog itself suspends on later */}
        <Suspense fallback={fallback}>
          <Loaded {...props} />
        </Suspense>
      </LoadBoundary>
    );
  }
  return Object.assign(LazyModal, {
    preload: () => {
      start().catch(() => undefined);
    },
  });
}
