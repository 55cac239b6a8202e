import type { ComponentType } from 'react';
import { matchesPattern, type PublicPathName, paths, publicPathNames } from '../../shared/paths.ts';

/** A public page: its pattern (src/shared/paths.ts), its tab's title and its code, loaded on demand. */
export interface PublicRoute {
  pattern: string;
  /** The browser tab's title ('Carrinho · FidelizaLoja'); pages whose title depends on data set it themselves. */
  title?: string;
  load: () => Promise<ComponentType>;
}

type PageOf = Omit<PublicRoute, 'pattern'>;

/** Each public path's page (one per name of `publicPathNames`: a new public path needs its page here). */
const pages: Record<PublicPathName, PageOf> = {
  home: {
    title: 'Início',
    load: async () => (await import('../features/landing/landing-page.tsx')).LandingPage,
  },
  store: { load: async () => (await import('../features/storefront/store-page.tsx')).StorePage },
  externalStore: {
    load: async () => (await import('../features/storefront/external-store-page.tsx')).ExternalStorePage,
  },
  checkout: {
    load: async () => (await import('../features/storefront/checkout/checkout-page.tsx')).CheckoutPage,
  },
  checkoutAny: {
    title: 'Carrinho',
    load: async () => (await import('../features/storefront/checkout/checkout-any-page.tsx')).CheckoutAnyPage,
  },
  orderSuccessExternal: {
    load: async () =>
      (await import('../features/storefront/success/order-success-external-page.tsx')).OrderSuccessExternalPage,
  },
  orderSuccess: {
    load: async () => (await import('../features/storefront/success/order-success-page.tsx')).OrderSuccessPage,
  },
  survey: {
    title: 'Pesquisa de Satisfação',
    load: async () => (await import('../features/survey/survey-page.tsx')).SurveyPage,
  },
  privacy: {
    title: 'Privacidade',
    load: async () => (await import('../features/storefront/privacy-page.tsx')).PrivacyPage,
  },
  game: {
    title: 'Roleta da Sorte',
    load: async () => (await import('../features/game/game-page.tsx')).GamePage,
  },
};

/** Any other path: the not-found page (the server sends it with status 404). */
export const notFound: PublicRoute = {
  pattern: '*',
  title: 'Página não encontrada',
  load: async () => (await import('../features/errors/not-found-page.tsx')).NotFoundPage,
};

/** The page of a path: the first public path whose pattern matches, in `publicPathNames`' order. */
export function routeFor(pathname: string): PublicRoute {
  const name = publicPathNames.find((n) => matchesPattern(paths[n].pattern, pathname));
  return name ? { pattern: paths[name].pattern, ...pages[name] } : notFound;
}
