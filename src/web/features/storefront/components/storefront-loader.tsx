import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useParams } from 'react-router';
import type { Storefront } from '../../../../shared/contracts/storefront.ts';
import { parseStoreId } from '../../../../shared/storefront.ts';
import { ApiClientError } from '../../../api/client.ts';
import { PageLoading } from '../../../components/ui/spinner.tsx';
import { storefrontQueryOptions } from '../api/get-storefront.ts';
import { LoadError } from './load-error.tsx';
import { StoreNotFound } from './store-states.tsx';

/**
 * Loads the shop of the `:storeId` in the address and renders the page with it; an unknown or
 * blocked shop shows 'Loja não encontrada', a failed load offers to try again.
 */
export function StorefrontLoader({ children }: { children: (data: Storefront) => ReactNode }) {
  const storeId = parseStoreId(useParams().storeId);
  const query = useQuery({ ...storefrontQueryOptions(storeId ?? 0), enabled: storeId !== null });
  const name = query.data?.store.nomeEmpresa;
  useEffect(() => {
    if (name) document.title = `${name} | Peça online`;
  }, [name]);

  if (storeId === null) return <StoreNotFound />;
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    if (query.error instanceof ApiClientError && query.error.status === 404) return <StoreNotFound />;
    return <LoadError message={query.error.message} onRetry={() => query.refetch()} />;
  }
  return children(query.data);
}
