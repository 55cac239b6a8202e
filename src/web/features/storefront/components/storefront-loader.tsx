import type { ReactNode } from 'react';
import type { Storefront } from '../../../../shared/contracts/storefront.ts';
import { parseStoreId } from '../../../../shared/storefront.ts';
import { ApiClientError } from '../../../api/client.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { StoreMissing, storeMissingTitle } from '../../../components/store-states.tsx';
import { PageLoading } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/page-title.ts';
import { useParams } from '../../../public-site/page.tsx';
import { StorefrontReadContext, useStorefrontRead } from '../api/get-storefront.ts';

/**
 * Loads the shop of the `:storeId` in the address and renders the page with it; an unknown shop
 * shows 'Loja não encontrada', a blocked one 'Esta loja está indisponível no momento.', a failed
 * load offers to try again. The parts of the page that refresh the shop use its read (`useShopRead`).
 */
export function StorefrontLoader({
  screen,
  children,
}: {
  /** The screen's name before the shop's in the browser tab ('Finalizar Pedido · Padaria'). */
  screen?: string;
  children: (data: Storefront) => ReactNode;
}) {
  const storeId = parseStoreId(useParams().storeId);
  const query = useStorefrontRead(storeId);
  const name = query.data?.store.nomeEmpresa;
  const missing = storeId === null || (query.error instanceof ApiClientError && query.error.status === 404);
  // The shop's own name on its pages (as the server's page title says it).
  useDocumentTitle(
    missing
      ? storeMissingTitle(query.error)
      : name
        ? screen
          ? `${screen} · ${name}`
          : `${name} | Peça online`
        : undefined,
  );

  if (storeId === null) return <StoreMissing />;
  // Also when the shop went away (blocked, say) while its page was open: a refresh said so.
  if (query.error instanceof ApiClientError && query.error.status === 404) return <StoreMissing error={query.error} />;
  if (query.data === undefined) {
    if (query.isPending) return <PageLoading />;
    return (
      <LoadError
        what="a loja"
        frame="page"
        detail={query.error?.message}
        onRetry={query.refetch}
        retrying={query.isFetching}
      />
    );
  }
  return <StorefrontReadContext.Provider value={query}>{children(query.data)}</StorefrontReadContext.Provider>;
}
