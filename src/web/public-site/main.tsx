import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { paths } from '../../shared/paths.ts';
import { AppNavigationProvider } from '../components/app-link.tsx';
import { Toasts } from '../components/toasts.tsx';
import { Link, loadRouteFor, type Route, Router, useNavigate } from './router.tsx';
// Inter, self-hosted (font-display: swap; the files come from our own origin, CSP font-src 'self').
import '@fontsource-variable/inter';
import '../styles.css';

/**
 * The public entry (public.html): the pages a shop's customers open, on a router and a data layer
 * of their own instead of React Router and TanStack Query (docs/decisions/031-lean-public-entry.md).
 * Every page is loaded on demand.
 */
const routes: Route[] = [
  {
    pattern: paths.home.pattern,
    title: 'Início',
    load: async () => (await import('../features/landing/landing-page.tsx')).LandingPage,
  },
  {
    pattern: paths.store.pattern,
    load: async () => (await import('../features/storefront/store-page.tsx')).StorePage,
  },
  {
    pattern: paths.externalStore.pattern,
    load: async () => (await import('../features/storefront/external-store-page.tsx')).ExternalStorePage,
  },
  {
    pattern: paths.checkout.pattern,
    load: async () => (await import('../features/storefront/checkout/checkout-page.tsx')).CheckoutPage,
  },
  {
    pattern: paths.checkoutAny.pattern,
    title: 'Carrinho',
    load: async () => (await import('../features/storefront/checkout/checkout-any-page.tsx')).CheckoutAnyPage,
  },
  {
    pattern: paths.orderSuccessExternal.pattern,
    load: async () =>
      (await import('../features/storefront/success/order-success-external-page.tsx')).OrderSuccessExternalPage,
  },
  {
    pattern: paths.orderSuccess.pattern,
    load: async () => (await import('../features/storefront/success/order-success-page.tsx')).OrderSuccessPage,
  },
  {
    pattern: paths.survey.pattern,
    title: 'Pesquisa de Satisfação',
    load: async () => (await import('../features/survey/survey-page.tsx')).SurveyPage,
  },
  {
    pattern: paths.privacy.pattern,
    title: 'Privacidade',
    load: async () => (await import('../features/storefront/privacy-page.tsx')).PrivacyPage,
  },
  {
    pattern: paths.game.pattern,
    title: 'Roleta da Sorte',
    load: async () => (await import('../features/game/game-page.tsx')).GamePage,
  },
];

const notFound: Route = {
  pattern: '*',
  title: 'Página não encontrada',
  load: async () => (await import('../features/errors/not-found-page.tsx')).NotFoundPage,
};

const navigation = { Link, useNavigate };

const root = document.getElementById('root');
if (root) {
  // The opened page's code first (preloaded by the server's page): its first paint is the page.
  await loadRouteFor(routes, notFound, window.location.pathname);
  createRoot(root).render(
    <StrictMode>
      <AppNavigationProvider value={navigation}>
        <Router routes={routes} notFound={notFound} />
      </AppNavigationProvider>
      <Toasts />
    </StrictMode>,
  );
}
