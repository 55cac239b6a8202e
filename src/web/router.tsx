import { createBrowserRouter } from 'react-router';
import { isBuilt, ownerPathNames, paths } from '../shared/paths.ts';
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
        path: paths.store.pattern,
        lazy: async () => ({ Component: (await import('./features/storefront/store-page.tsx')).StorePage }),
      },
      {
        path: paths.externalStore.pattern,
        lazy: async () => ({
          Component: (await import('./features/storefront/external-store-page.tsx')).ExternalStorePage,
        }),
      },
      {
        path: paths.checkout.pattern,
        lazy: async () => ({
          Component: (await import('./features/storefront/checkout/checkout-page.tsx')).CheckoutPage,
        }),
      },
      {
        path: paths.checkoutAny.pattern,
        lazy: async () => ({
          Component: (await import('./features/storefront/checkout/checkout-any-page.tsx')).CheckoutAnyPage,
        }),
      },
      {
        path: paths.orderSuccessExternal.pattern,
        lazy: async () => ({
          Component: (await import('./features/storefront/success/order-success-external-page.tsx'))
            .OrderSuccessExternalPage,
        }),
      },
      {
        path: paths.orderSuccess.pattern,
        lazy: async () => ({
          Component: (await import('./features/storefront/success/order-success-page.tsx')).OrderSuccessPage,
        }),
      },
      {
        lazy: async () => ({ Component: (await import('./layouts/owner-layout.tsx')).OwnerLayout }),
        children: [
          {
            path: paths.ownerHome.pattern,
            lazy: async () => ({ Component: (await import('./features/owner/owner-home-page.tsx')).OwnerHomePage }),
          },
          {
            path: paths.cashback.pattern,
            lazy: async () => ({
              Component: (await import('./features/cashback/cashback-config-page.tsx')).CashbackConfigPage,
            }),
          },
          {
            path: paths.newProduct.pattern,
            lazy: async () => ({
              Component: (await import('./features/products/new-product-page.tsx')).NewProductPage,
            }),
          },
          {
            path: paths.products.pattern,
            lazy: async () => ({ Component: (await import('./features/products/products-page.tsx')).ProductsPage }),
          },
          {
            path: paths.orders.pattern,
            lazy: async () => ({ Component: (await import('./features/orders/orders-page.tsx')).OrdersPage }),
          },
          {
            path: paths.loyalty.pattern,
            lazy: async () => ({ Component: (await import('./features/loyalty/loyalty-page.tsx')).LoyaltyPage }),
          },
          {
            path: paths.gifts.pattern,
            lazy: async () => ({ Component: (await import('./features/gifts/gifts-page.tsx')).GiftsPage }),
          },
          {
            path: paths.settings.pattern,
            lazy: async () => ({ Component: (await import('./features/settings/settings-page.tsx')).SettingsPage }),
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
          // The panel's screens not built yet: the not-found page inside the panel, with a way back to it.
          ...ownerPathNames
            .filter((name) => !isBuilt(name))
            .map((name) => ({
              path: paths[name].pattern,
              lazy: async () => ({
                Component: (await import('./features/errors/not-found-page.tsx')).OwnerNotFoundPage,
              }),
            })),
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
