import type { FormEvent } from 'react';
import { type Product, productMessages } from '../../../shared/contracts/products.ts';
import { ApiClientError } from '../../api/client.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { refusedFields } from '../../lib/form-errors.ts';
import { notify } from '../../lib/notify.ts';
import { useProductCategories } from './api/list-product-categories.ts';
import { useUpdateProduct } from './api/update-product.ts';
import { formErrorsFromApi, formFromProduct } from './product-form.ts';
import { ProductFormFields } from './product-form-fields.tsx';
import { useProductForm } from './use-product-form.ts';

/** Editing a product in a dialog; its code never changes. Open it with a `key` per product. */
export function EditProductDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const update = useUpdateProduct();
  const categories = useProductCategories();
  const { values, errors, setErrors, imageBusy, setImageBusy, change, validate } = useProductForm(() =>
    formFromProduct(product),
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (update.isPending || imageBusy) return;
    const input = validate();
    if (!input) return;
    try {
      await update.mutateAsync({ id: product.id, input });
      notify.success(productMessages.updated.title, productMessages.updated.description);
      onClose();
    } catch (err) {
      if (err instanceof ApiClientError && err.status === 404) {
        notify.error('Este produto não existe mais. A lista foi atualizada.');
        onClose();
        return;
      }
      setErrors(formErrorsFromApi(refusedFields(err) ?? {}));
      notify.failure(err, productMessages.required);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !update.isPending && onClose()}
      title={`Editar produto · Cód. ${product.code}`}
      description="Altere os dados e salve. O código do produto não muda."
      className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto"
    >
      <form onSubmit={submit} noValidate className="space-y-6">
        <ProductFormFields
          values={values}
          errors={errors}
          onChange={change}
          categories={categories.data?.categories ?? []}
          onImageBusyChange={setImageBusy}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            Cancelar
          </Button>
          <Button type="submit" loading={update.isPending} disabled={imageBusy}>
            {imageBusy ? 'Enviando foto...' : 'Salvar alterações'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
