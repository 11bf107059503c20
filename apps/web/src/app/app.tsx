// The root: providers, then the system-status gate, then the router.
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from './query-client';
import { router } from './router';
import { SystemGate } from './system-gate';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SystemGate>
        <RouterProvider router={router} />
      </SystemGate>
    </QueryClientProvider>
  );
}
