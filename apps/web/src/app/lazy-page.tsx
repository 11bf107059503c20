// Lazy route groups (spec §2.1, §7, §8): a page module fetched on first use with the 120 s chunk
// time-out; while it loads a spinner shows, and if it fails or times out the page shows the
// load-failed screen (naming the group) with a retry.
import { Component, lazy, Suspense, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  preload: () => void;
};

export function lazyPage(group: TLazyGroup, load: () => Promise<{ default: ComponentType }>): TLazyPage {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const start = () => (loading ??= withChunkTimeout(load(), group));
  const Page = lazy(() => {
    const current = start();
    // a failed load is not kept: a retry of the screen fetches again
    current.catch(() => {
      loading = null;
    });
    return current;
  });
  function LazyPage() {
    return (
      <PageErrorBoundary group={group}>
        <Suspense fallback={<PageSpinner />}>
          <Page />
        </Suspense>
      </PageErrorBoundary>
    );
  }
  LazyPage.displayName = `Lazy(${group})`;
  return Object.assign(LazyPage, {
    preload: () => {
      start().catch(() => {
        loading = null;
      });
    },
  });
}
