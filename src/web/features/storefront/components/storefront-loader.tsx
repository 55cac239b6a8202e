import type { ReactNode } from 'react';
import type { Storefront } from '../../../../shared/contracts/storefront.ts';
import { parseStoreId } from '../../../../shared/storefront.ts';
import { ApiClientError } from '../../../api/client.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { StoreMissing, storeMissingTitle } from '../../../components/store-states.tsx';
import { PageLoading } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/page-title.ts';
import { useQuery } from '../../../public-site/data.ts';
import { useParams } from '../../../public-site/router.tsx';
import { storefrontQueryOptions } from '../api/get-storefront.ts';

/**
 * Loads the shop of the `:storeId` in the address and renders the page with it; an unknown shop
 * shows 'Loja não encontrada', a blocked one 'Esta loja está indisponível no momento.', a failed
 * load offers to try again.
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
  const query = useQuery({ ...storefrontQueryOptions(storeId ?? 0), enabled: storeId !== null });
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
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    if (query.error instanceof ApiClientError && query.error.status === 404) {
      return <StoreMissing error={query.error} />;
    }
    return (
      <LoadError
        what="a loja"
        frame="page"
        detail={query.error.message}
        onRetry={query.refetch}
        retrying={query.isFetching}
      />
    );
  }
  return children(query.data);
}
