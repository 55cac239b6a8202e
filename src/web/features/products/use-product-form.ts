import { useState } from 'react';
import { notify } from '../../lib/notify.ts';
import {
  type ProductFormErrors,
  type ProductFormValues,
  type ToProductInputResult,
  toProductInput,
} from './product-form.ts';

/**
 * The state of a product form (new or edit): values, per-field errors cleared as the owner types,
 * and the photo upload in progress. `validate` shows the mistakes and returns the input when valid.
 */
export function useProductForm(initial: ProductFormValues | (() => ProductFormValues)) {
  const [values, setValues] = useState<ProductFormValues>(initial);
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [imageBusy, setImageBusy] = useState(false);

  function change(patch: Partial<ProductFormValues>) {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as keyof ProductFormValues];
      return next;
    });
  }

  function validate(): Extract<ToProductInputResult, { ok: true }>['input'] | null {
    const parsed = toProductInput(values);
    if (parsed.ok) return parsed.input;
    setErrors(parsed.errors);
    notify.error(parsed.message);
    return null;
  }

  return { values, setValues, errors, setErrors, imageBusy, setImageBusy, change, validate };
}
