import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product, ProductInput } from '../../../../shared/contracts/products.ts';
import { api } from '../../../api/client.ts';
import { productKeys } from './keys.ts';

export function createProduct(input: ProductInput): Promise<Product> {
  return api<Product>('/api/products', { method: 'POST', body: input });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    // The code may have been taken by another device too: ask the server again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
