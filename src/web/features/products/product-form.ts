import {
  type Product,
  type ProductInput,
  productInputSchema,
  productMessages,
} from '../../../shared/contracts/products.ts';
import { formatHundredths, parseReaisToCents } from '../../../shared/money.ts';

/** The form as typed: text, so nothing the owner typed is changed or lost on an error. */
export interface ProductFormValues {
  name: string;
  price: string;
  category: string;
  description: string;
  stock: string;
  imageId: string | null;
}
export type ProductFormErrors = Partial<Record<keyof ProductFormValues, string>>;

export const emptyProductForm: ProductFormValues = {
  name: '',
  price: '',
  category: '',
  description: '',
  stock: '',
  imageId: null,
};

export function formFromProduct(product: Product): ProductFormValues {
  return {
    name: product.name,
    price: formatHundredths(product.priceCents),
    category: product.category,
    description: product.description,
    stock: product.stock === null ? '' : String(product.stock),
    imageId: product.imageId,
  };
}

/** The API's field names on the form's fields. */
export function formErrorsFromApi(fields: Record<string, string>): ProductFormErrors {
  const out: ProductFormErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    const field = key === 'priceCents' ? 'price' : key;
    if (field in emptyProductForm) out[field as keyof ProductFormValues] ??= message;
  }
  return out;
}

export type ToProductInputResult =
  | { ok: true; input: ProductInput }
  | { ok: false; errors: ProductFormErrors; message: string };

/** Checks the form with the API's own schema; the price becomes integer cents here. */
export function toProductInput(values: ProductFormValues): ToProductInputResult {
  const errors: ProductFormErrors = {};
  const priceText = values.price.trim();
  const priceCents = priceText === '' ? undefined : parseReaisToCents(priceText);
  if (priceCents === null) errors.price = productMessages.invalidPrice;
  const stockText = values.stock.trim();
  const stock = stockText === '' ? null : /^\d+$/.test(stockText) ? Number(stockText) : Number.NaN;
  const parsed = productInputSchema.safeParse({
    name: values.name,
    priceCents: priceCents ?? undefined,
    category: values.category,
    description: values.description,
    stock: Number.isNaN(stock) ? 0.5 : stock,
    imageId: values.imageId,
  });
  if (parsed.success && !errors.price) return { ok: true, input: parsed.data };
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issue.message;
    Object.assign(errors, { ...formErrorsFromApi(fields), ...errors });
  }
  // The spec's message when the name or the price is missing, as the toast says it.
  const missing = !values.name.trim() || priceText === '';
  return { ok: false, errors, message: missing ? productMessages.required : (Object.values(errors)[0] ?? '') };
}
