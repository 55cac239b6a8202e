import { List } from 'lucide-react';
import { type FormEvent, useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { productMessages } from '../../../shared/contracts/products.ts';
import { paths } from '../../../shared/paths.ts';
import { ApiClientError } from '../../api/client.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { refusedFields } from '../../lib/form-errors.ts';
import { notify } from '../../lib/notify.ts';
import { useCreateProduct } from './api/create-product.ts';
import { useNextProductCode } from './api/get-next-product-code.ts';
import { useProductCategories } from './api/list-product-categories.ts';
import { emptyProductForm, formErrorsFromApi } from './product-form.ts';
import { ProductFormFields } from './product-form-fields.tsx';
import { ProductsHeader } from './products-header.tsx';
import { useProductForm } from './use-product-form.ts';

/** Cadastrar Produto: the code shown is the server's next one; the server decides it on saving. */
export function NewProductPage() {
  const navigate = useNavigate();
  const nextCode = useNextProductCode();
  const categories = useProductCategories();
  const create = useCreateProduct();
  const { values, setValues, errors, setErrors, imageBusy, setImageBusy, change, validate } =
    useProductForm(emptyProductForm);
  const formRef = useRef<HTMLFormElement>(null);

  const atLimit = nextCode.data?.code === null;
  useEffect(() => {
    if (!atLimit) return;
    notify.error(productMessages.limit);
    navigate(paths.ownerHome.href(), { replace: true });
  }, [atLimit, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending || imageBusy) return;
    const input = validate();
    if (!input) return;
    try {
      const product = await create.mutateAsync(input);
      notify.success(productMessages.created(product.code));
      setValues(emptyProductForm);
      setErrors({});
      formRef.current?.querySelector<HTMLInputElement>('input:not([readonly])')?.focus();
    } catch (err) {
      if (err instanceof ApiClientError && err.code === 'product_limit') {
        notify.error(productMessages.limit);
        navigate(paths.ownerHome.href());
        return;
      }
      setErrors(formErrorsFromApi(refusedFields(err) ?? {}));
      notify.failure(err, productMessages.required);
    }
  }

  const code = nextCode.data?.code;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <ProductsHeader
        title="Cadastrar Produto"
        subtitle="Produtos e serviços que aparecem na sua loja. Os campos com * são obrigatórios."
        action={
          <Link to={paths.products.href()} className={buttonClasses('secondary', 'md')}>
            <List className="h-4 w-4" aria-hidden="true" />
            Meus Produtos
          </Link>
        }
      />
      <Card className="p-4 sm:p-6">
        <form ref={formRef} onSubmit={submit} noValidate className="space-y-6">
          <ProductFormFields
            values={values}
            errors={errors}
            onChange={change}
            categories={categories.data?.categories ?? []}
            onImageBusyChange={setImageBusy}
            code={{
              value: code ? String(code) : nextCode.isError ? '—' : '...',
              hint: 'Automático',
            }}
          />
          <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
            <Link to={paths.ownerHome.href()} className={buttonClasses('secondary', 'lg')}>
              Cancelar
            </Link>
            <Button type="submit" size="lg" loading={create.isPending} disabled={imageBusy || atLimit}>
              {imageBusy ? 'Enviando foto...' : 'Cadastrar Produto'}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
