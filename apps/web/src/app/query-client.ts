// The app's one TanStack Query client; a module of its own so main.tsx can start the start-up
// requests before React renders.
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1, staleTime: 30_000 } },
});
