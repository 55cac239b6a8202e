import { paths } from '../../shared/paths.ts';
import type { Route } from './router.tsx';

/** The public pages (public.html): each page's code is loaded on demand. */
export const routes: Route[] = [
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

export const notFound: Route = {
  pattern: '*',
  title: 'Página não encontrada',
  load: async () => (await import('../features/errors/not-found-page.tsx')).NotFoundPage,
};
