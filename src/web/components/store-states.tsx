import { Home, PackageOpen, SearchX, Store } from 'lucide-react';
import { paths } from '../../shared/paths.ts';
import { STORE_UNAVAILABLE, storefrontTexts } from '../../shared/storefront.ts';
import { ApiClientError } from '../api/client.ts';
import { pageTitle } from '../lib/page-title.ts';
import { AppLink } from './app-link.tsx';
import { buttonClasses } from './ui/button.tsx';

/** Whether an API error says the shop exists but the platform blocked it (404 `store_unavailable`). */
export function isStoreUnavailable(error: unknown): boolean {
  return error instanceof ApiClientError && error.code === STORE_UNAVAILABLE;
}

/** The browser tab's title for a shop that cannot be shown (`error`: the API's answer, if any). */
export function storeMissingTitle(error: unknown): string {
  return pageTitle(isStoreUnavailable(error) ? storefrontTexts.storeUnavailableTitle : storefrontTexts.storeNotFound);
}

/** A blocked shop's page: 'Esta loja está indisponível no momento.' with a way back to the start. */
export function StoreUnavailable() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center px-6 py-16 text-center">
      <Store className="h-14 w-14 text-slate-400" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{storefrontTexts.storeUnavailable}</h1>
      <p className="mt-3 max-w-md text-slate-600">Tente novamente mais tarde ou fale com a loja.</p>
      <AppLink to={paths.home.href()} className={buttonClasses('primary', 'lg', 'mt-8')}>
        <Home className="h-5 w-5" aria-hidden="true" />
        Voltar ao Início
      </AppLink>
    </main>
  );
}

/** The page for a shop that cannot be shown: unavailable when blocked, else not found. */
export function StoreMissing({ error }: { error?: unknown }) {
  return isStoreUnavailable(error) ? <StoreUnavailable /> : <StoreNotFound />;
}

/** An unknown shop: the spec's 'Loja não encontrada' with a way back to the start. */
export function StoreNotFound() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center px-6 py-16 text-center">
      <SearchX className="h-14 w-14 text-brand-600" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{storefrontTexts.storeNotFound}</h1>
      <p className="mt-3 max-w-md text-slate-600">
        Confira o link que você recebeu. A loja pode ter mudado de endereço ou não estar disponível no momento.
      </p>
      <AppLink to={paths.home.href()} className={buttonClasses('primary', 'lg', 'mt-8')}>
        <Home className="h-5 w-5" aria-hidden="true" />
        Voltar ao Início
      </AppLink>
    </main>
  );
}

/** The shop has no products yet. */
export function EmptyProducts() {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <PackageOpen className="h-12 w-12 text-slate-400" aria-hidden="true" />
      <h3 className="mt-3 text-lg font-semibold text-ink">{storefrontTexts.emptyTitle}</h3>
      <p className="mt-1 text-slate-600">{storefrontTexts.emptyText}</p>
    </div>
  );
}
