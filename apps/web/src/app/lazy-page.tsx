// Lazy route groups (spec §2.1, §7, §8): a page module fetched on first use with the 120 s chunk
// time-out; while it loads a spinner shows, and if it fails or times out the page shows the
// load-failed screen (naming the group) with a retry.
import {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespacesWhenReady } from '@/shared/i18n/i18n';
import { RouteErrorScreen } from '@/features/shell/components/route-error-screen';
import { Spinner } from '@/shared/ui/spinner';
import { ChunkLoadError, withChunkTimeout, type TLazyGroup } from './chunk-timeout';

type TBoundaryProps = { group: TLazyGroup; children: ReactNode };

class PageErrorBoundary extends Component<TBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) {
      return this.props.children;
    }
    return error instanceof ChunkLoadError ? (
      <RouteErrorScreen kind={error.kind} group={error.group} />
    ) : (
      <RouteErrorScreen kind="error" />
    );
  }
}

export function PageSpinner() {
  const { t } = useTranslation('common');
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
      <Spinner label={t('loading')} />
    </div>
  );
}

export type TLazyPage = ComponentType & {
  /** starts fetching the page's code ahead of its first render (a route loader calls it) */
  preload: () => Promise<void>;
};

/**
 * How long a navigation waits for a page's code before it shows the page's spinner. A page whose
 * code arrives within it appears at once, with no spinner: React reveals a suspended page no sooner
 * than ~300 ms after its fallback was shown, so a spinner for a 40 ms chunk costs 300 ms (issue 26).
 */
export const CHUNK_WAIT_MS = 250;

/**
 * `namespaces`: the translation namespaces the page reads beyond the start-up ones. They load with its
 * code, so the page does not suspend on them after its code arrived (a second spinner and a second
 * ~300 ms reveal hold-back, issue 26).
 */
export function lazyPage(
  group: TLazyGroup,
  load: () => Promise<{ default: ComponentType }>,
  namespaces: readonly string[] = [],
): TLazyPage {
  let loading: Promise<{ default: ComponentType }> | null = null;
  // the page's component once its code is here: later mounts render it without suspending
  let loaded: ComponentType | null = null;
  const strings = () => loadNamespacesWhenReady(namespaces);
  const start = () =>
    (loading ??= Promise.all([withChunkTimeout(load(), group), strings()]).then(([module]) => {
      loaded = module.default;
      return module;
    }));
  const Page = lazy(() => {
    const current = start();
    // a failed load is not kept: a retry of the screen fetches again
    current.catch(() => {
      loading = null;
    });
    return current;
  });
  function LazyPage() {
    // chosen once per mount, so a re-render never swaps the page's component (and its state)
    const [Ready] = useState<ComponentType>(() => loaded ?? Page);
    return (
      <PageErrorBoundary group={group}>
        <Suspense fallback={<PageSpinner />}>
          <Ready />
        </Suspense>
      </PageErrorBoundary>
    );
  }
  LazyPage.displayName = `Lazy(${group})`;
  return Object.assign(LazyPage, {
    preload: () =>
      start().then(
        () => undefined,
        () => {
          loading = null;
        },
      ),
  });
}

/**
 * A route loader that starts the pages' code and lets the navigation wait for it up to CHUNK_WAIT_MS
 * (the current page stays meanwhile); a slower chunk gets the page's spinner as before.
 */
export function pageCodeLoader(...pages: TLazyPage[]): () => Promise<null> {
  return async () => {
    await Promise.race([
      Promise.all(pages.map((page) => page.preload())),
      new Promise((resolve) => setTimeout(resolve, CHUNK_WAIT_MS)),
    ]);
    return null;
  };
}
