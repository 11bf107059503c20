// The root: providers, then the system-status gate, then the router (react-router/dom's provider:
// a navigation asked with flushSync commits at once, as leaving the member centre before a logout needs).
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
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
