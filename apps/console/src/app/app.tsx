// Providers and routes of the console (basename /console, where the server serves it).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AuditPage } from '@/features/audit/audit-page';
import { LoginPage } from '@/features/auth/login-page';
import { SecurityPage } from '@/features/auth/security-page';
import { CashierQueuePage } from '@/features/cashier/cashier-queue-page';
import { NoticesPage } from '@/features/content/notices-page';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { OperatorsPage } from '@/features/operators/operators-page';
import { Guard, Landing } from './guard';
import { ConsoleLayout } from './layout';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

const router = createBrowserRouter(
  [
    { path: '/login', element: <LoginPage /> },
    {
      path: '/',
      element: <ConsoleLayout />,
      children: [
        { index: true, element: <Landing dashboard={<DashboardPage />} /> },
        {
          path: 'cashier/withdrawals',
          element: (
            <Guard permission="cashier.read">
              <CashierQueuePage kind="withdrawals" />
            </Guard>
          ),
        },
        {
          path: 'cashier/deposits',
          element: (
            <Guard permission="cashier.read">
              <CashierQueuePage kind="deposits" />
            </Guard>
          ),
        },
        {
          path: 'content/notices',
          element: (
            <Guard permission="content.read">
              <NoticesPage />
            </Guard>
          ),
        },
        {
          path: 'operators',
          element: (
            <Guard permission="operators.read">
              <OperatorsPage />
            </Guard>
          ),
        },
        {
          path: 'audit',
          element: (
            <Guard permission="audit.read">
              <AuditPage />
            </Guard>
          ),
        },
        { path: 'security', element: <SecurityPage /> },
      ],
    },
  ],
  { basename: '/console' },
);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
