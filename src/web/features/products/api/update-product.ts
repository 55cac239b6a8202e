import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product, ProductInput } from '../../../../shared/contracts/products.ts';
import { api } from '../../../api/client.ts';
import { productKeys } from './keys.ts';

export function updateProduct({ id, input }: { id: number; input: ProductInput }): Promise<Product> {
  return api<Product>(`/api/products/${id}`, { method: 'PUT', body: input });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
