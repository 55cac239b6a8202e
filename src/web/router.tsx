import { createBrowserRouter } from 'react-router';
import { paths } from '../shared/paths.ts';
import { RouteError } from './layouts/route-error.tsx';

/** Every screen is loaded on demand: a storefront visitor never downloads the owner panel. */
export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    children: [
      {
        path: paths.home.pattern,
        lazy: async () => ({ Component: (await import('./features/landing/landing-page.tsx')).LandingPage }),
      },
      {
        path: paths.registerStore.pattern,
        lazy: async () => ({ Component: (await import('./features/auth/register-store-page.tsx')).RegisterStorePage }),
      },
      {
        path: paths.ownerLogin.pattern,
        lazy: async () => ({ Component: (await import('./features/auth/owner-login-page.tsx')).OwnerLoginPage }),
      },
      {
        lazy: async () => ({ Component: (await import('./layouts/owner-layout.tsx')).OwnerLayout }),
        children: [
          {
            path: paths.ownerHome.pattern,
            lazy: async () => ({ Component: (await import('./features/owner/owner-home-page.tsx')).OwnerHomePage }),
          },
          {
            path: paths.customers.pattern,
            lazy: async () => ({
              Component: (await import('./features/customers/customers-page.tsx')).CustomersPage,
            }),
          },
          {
            path: paths.report.pattern,
            lazy: async () => ({
              Component: (await import('./features/customers/report/customer-report-page.tsx')).CustomerReportPage,
            }),
          },
        ],
      },
      {
        lazy: async () => ({ Component: (await import('./layouts/admin-layout.tsx')).AdminLayout }),
        children: [
          {
            path: paths.adminHome.pattern,
            lazy: async () => ({
              Component: (await import('./features/admin/admin-dashboard-page.tsx')).AdminDashboardPage,
            }),
          },
        ],
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./features/errors/not-found-page.tsx')).NotFoundPage }),
      },
    ],
  },
]);
