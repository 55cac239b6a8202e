import { type Product, productMessages } from '../../../shared/contracts/products.ts';
import { formatCents } from '../../../shared/money.ts';
import { ApiClientError } from '../../api/client.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { notify } from '../../lib/notify.ts';
import { useDeleteProduct } from './api/delete-product.ts';

/** The spec's question before deleting; past orders keep their copy of the product. */
export function DeleteProductDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const remove = useDeleteProduct();

  async function confirm() {
    try {
      await remove.mutateAsync(product.id);
      notify.success(productMessages.deleted.title, productMessages.deleted.description);
      onClose();
    } catch (err) {
      if (err instanceof ApiClientError && err.status === 404) {
        // Already gone (another device): the outcome the owner asked for.
        notify.success(productMessages.deleted.title, productMessages.deleted.description);
        onClose();
        return;
      }
      notify.failure(err, 'Ocorreu um erro inesperado. Tente novamente.');
    }
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Excluir produto"
      description={productMessages.confirmDelete}
      confirmLabel="Excluir"
      loading={remove.isPending}
      onConfirm={confirm}
    >
      <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
        <span className="font-semibold">
          Cód. {product.code} · {product.name}
        </span>{' '}
        ({formatCents(product.priceCents)}). Pedidos já feitos continuam com os dados do produto.
      </p>
    </ConfirmDialog>
  );
}
