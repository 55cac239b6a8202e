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
  barcode: string;
  /** Blank: the default level (DEFAULT_LOW_STOCK_LEVEL). */
  lowStockLevel: string;
}
export type ProductFormErrors = Partial<Record<keyof ProductFormValues, string>>;

export const emptyProductForm: ProductFormValues = {
  name: '',
  price: '',
  category: '',
  description: '',
  stock: '',
  imageId: null,
  barcode: '',
  lowStockLevel: '',
};

export function formFromProduct(product: Product): ProductFormValues {
  return {
    name: product.name,
    price: formatHundredths(product.priceCents),
    category: product.category,
    description: product.description,
    stock: product.stock === null ? '' : String(product.stock),
    imageId: product.imageId,
    barcode: product.barcode ?? '',
    lowStockLevel: product.lowStockLevel === null ? '' : String(product.lowStockLevel),
  };
}

/** A whole number as typed: blank is null; anything else that is not digits fails the schema (0.5). */
function wholeNumber(typed: string): number | null {
  const text = typed.trim();
  if (text === '') return null;
  return /^\d+$/.test(text) ? Number(text) : 0.5;
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
  const parsed = productInputSchema.safeParse({
    name: values.name,
    priceCents: priceCents ?? undefined,
    category: values.category,
    description: values.description,
    stock: wholeNumber(values.stock),
    imageId: values.imageId,
    barcode: values.barcode,
    lowStockLevel: wholeNumber(values.lowStockLevel),
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
