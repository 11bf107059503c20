// The root: providers, then the system-status gate, then the router.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { router } from './router';
import { SystemGate } from './system-gate';

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1, staleTime: 30_000 } },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SystemGate>
        <RouterProvider router={router} />
      </SystemGate>
    </QueryClientProvider>
  );
}
