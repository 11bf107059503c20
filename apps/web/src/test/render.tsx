// Renders a component as the app would (a fresh TanStack Query client, a router, a logged-in
// session when asked) for interaction tests.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { useSession } from '@/shared/session/session-store';

export function freshQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export function logIn(token = 'test-token'): void {
  useSession.setState({ token, isLogin: true, isAgent: false, isTrial: false, member: null });
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

export function renderWithApp(ui: ReactElement, client: QueryClient = freshQueryClient()) {
  return { client, ...render(<Providers client={client}>{ui}</Providers>) };
}
