import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { productKeys } from './keys.ts';

export function deleteProduct(id: number): Promise<void> {
  return api<void>(`/api/products/${id}`, { method: 'DELETE' });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
