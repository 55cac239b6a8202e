import { createBrowserRouter } from 'react-router';
import { paths, publicPathNames } from '../shared/paths.ts';
import { PageLoading } from './components/ui/spinner.tsx';
import { PublicPageLoad } from './layouts/public-page-load.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { RouteError } from './layouts/route-error.tsx';
import type { RouteHandle } from './lib/page-title.ts';

/** The owner panel's entry (index.html): every screen is loaded on demand. */
export const router = createBrowserRouter([
  {
    Component: RootLayout,
    errorElement: <RouteError />,
    // Shown while the first screen's code loads (every route is lazy).
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        path: paths.registerStore.pattern,
        handle: { title: 'Cadastrar Loja' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./features/auth/register-store-page.tsx')).RegisterStorePage }),
      },
      {
        path: paths.ownerLogin.pattern,
        handle: { title: 'Entrar' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./features/auth/owner-login-page.tsx')).OwnerLoginPage }),
      },
      {
        path: paths.forgotPassword.pattern,
        handle: { title: 'Esqueci minha senha' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('./features/auth/forgot-password-page.tsx')).ForgotPasswordPage,
        }),
      },
      {
        path: paths.resetPassword.pattern,
        handle: { title: 'Criar nova senha' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('./features/auth/reset-password-page.tsx')).ResetPasswordPage,
        }),
      },
      {
        path: paths.invite.pattern,
        handle: { title: 'Criar senha' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./features/staff/invite-page.tsx')).InvitePage }),
      },
      // The pages a shop's customers open are the public entry's (public.html): reached from here,
      // they are loaded as pages (docs/decisions/031-lean-public-entry.md).
      ...publicPathNames.map((name) => ({ path: paths[name].pattern, Component: PublicPageLoad })),
      {
        lazy: async () => ({ Component: (await import('./layouts/owner-layout.tsx')).OwnerLayout }),
        children: [
          {
            path: paths.ownerHome.pattern,
            handle: { title: 'Painel' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./features/owner/owner-home-page.tsx')).OwnerHomePage }),
          },
          {
            path: paths.cashback.pattern,
            handle: { title: 'Cashback' } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('./features/cashback/cashback-config-page.tsx')).CashbackConfigPage,
            }),
          },
          {
            path: paths.newProduct.pattern,
            handle: { title: 'Cadastrar Produto' } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('./features/products/new-product-page.tsx')).NewProductPage,
            }),
          },
          {
            path: paths.products.pattern,
            handle: { title: 'Meus Produtos' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./features/products/products-page.tsx')).ProductsPage }),
          },
          {
            path: paths.orders.pattern,
            handle: { title: 'Pedidos' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./features/orders/orders-page.tsx')).OrdersPage }),
          },
          {
            path: paths.loyalty.pattern,
            handle: { title: 'Fidelidade' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./features/loyalty/loyalty-page.tsx')).LoyaltyPage }),
          },
          {
            path: paths.employees.pattern,
            handle: { title: 'Gestão de Funcionários' } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('./features/employees/employees-page.tsx')).EmployeesPage,
            }),
          },
          {
            path: paths.gifts.pattern,
            handle: { title: 'Brindes' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./features/gifts/gifts-page.tsx')).GiftsPage }),
          },
          {
            path: paths.settings.pattern,
            handle: { title: 'Configurações' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./features/settings/settings-page.tsx')).SettingsPage }),
          },
          {
            path: paths.sale.pattern,
            handle: { title: 'Nova Venda' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./features/sales/sale-page.tsx')).SalePage }),
          },
          {
            path: paths.cashReport.pattern,
            handle: { title: 'Relatório de Caixa' } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('./features/cash/cash-report-page.tsx')).CashReportPage,
            }),
          },
          {
            path: paths.dashboard.pattern,
            handle: { title: 'Dashboard de Vendas' } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('./features/dashboard/dashboard-page.tsx')).DashboardPage,
            }),
          },
          {
            path: paths.tasks.pattern,
            handle: { title: 'Tarefas Diárias' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./features/tasks/tasks-page.tsx')).TasksPage }),
          },
          {
            path: paths.customers.pattern,
            handle: { title: 'Clientes' } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('./features/customers/customers-page.tsx')).CustomersPage,
            }),
          },
          {
            path: paths.report.pattern,
            handle: { title: 'Relatório de Clientes' } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('./features/customers/report/customer-report-page.tsx')).CustomerReportPage,
            }),
          },
          {
            path: paths.activity.pattern,
            handle: { title: 'Registro de Atividades' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./features/audit/activity-page.tsx')).ActivityPage }),
          },
          {
            path: paths.crm.pattern,
            handle: { title: 'CRM' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./features/crm/crm-page.tsx')).CrmPage }),
          },
          {
            path: paths.ideas.pattern,
            handle: { title: 'Ideias' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./features/ideas/ideas-page.tsx')).IdeasPage }),
          },
          {
            path: paths.invoices.pattern,
            handle: { title: 'Minhas Faturas' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./features/invoices/invoices-page.tsx')).InvoicesPage }),
          },
          {
            path: paths.referrals.pattern,
            handle: { title: 'Indique e Ganhe' } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('./features/referrals/referrals-page.tsx')).ReferralsPage,
            }),
          },
        ],
      },
      {
        lazy: async () => ({ Component: (await import('./layouts/admin-layout.tsx')).AdminLayout }),
        children: [
          {
            path: paths.adminHome.pattern,
            handle: { title: 'Administração' } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('./features/admin/admin-dashboard-page.tsx')).AdminDashboardPage,
            }),
          },
          {
            path: paths.adminIdeas.pattern,
            handle: { title: 'Ideias' } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('./features/ideas/admin-ideas-page.tsx')).AdminIdeasPage,
            }),
          },
          {
            path: paths.adminMessages.pattern,
            handle: { title: 'Central de Mensagens' } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('./features/messages/admin-messages-page.tsx')).AdminMessagesPage,
            }),
          },
          {
            path: paths.adminGame.pattern,
            handle: { title: 'Roleta da Sorte' } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('./features/game/admin/admin-game-page.tsx')).AdminGamePage,
            }),
          },
          {
            path: paths.adminFinance.pattern,
            handle: { title: 'Financeiro' } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('./features/invoices/admin-finance-page.tsx')).AdminFinancePage,
            }),
          },
          {
            path: paths.adminReferrals.pattern,
            handle: { title: 'Indicações' } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('./features/referrals/admin-referrals-page.tsx')).AdminReferralsPage,
            }),
          },
        ],
      },
      {
        path: '*',
        handle: { title: 'Página não encontrada' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./features/errors/not-found-page.tsx')).NotFoundPage }),
      },
    ],
  },
]);
