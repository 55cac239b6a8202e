import type { CheckoutForm } from './checkout-form.ts';

/**
 * What the buyer typed at a shop's checkout, kept for this tab only (sessionStorage) so Back and
 * Forward, or a reload, lose nothing. Never the birth date; removed once the order is placed.
 */
export type CheckoutDraft = Omit<CheckoutForm, 'dataNascimento'> & {
  remember: boolean;
  /** The personal fields hold what a look-up filled in. */
  autofilled: boolean;
};

const keyFor = (storeId: number) => `fidelizaloja:rascunho-checkout:${storeId}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readCheckoutDraft(storeId: number, empty: CheckoutForm): CheckoutDraft | null {
  try {
    const data = JSON.parse(storage()?.getItem(keyFor(storeId)) ?? 'null') as Partial<CheckoutDraft> | null;
    if (!data || typeof data !== 'object') return null;
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    const { dataNascimento: _, ...fields } = empty;
    const draft: CheckoutDraft = { ...fields, remember: data.remember === true, autofilled: data.autofilled === true };
    for (const key of Object.keys(fields) as (keyof typeof fields)[]) {
      if (key === 'noChangeNeeded') draft.noChangeNeeded = data.noChangeNeeded === true;
      else if (key === 'paymentMethod') draft.paymentMethod = text(data.paymentMethod) as CheckoutForm['paymentMethod'];
      else draft[key] = text(data[key]);
    }
    return draft;
  } catch {
    return null;
  }
}

export function saveCheckoutDraft(
  storeId: number,
  form: CheckoutForm,
  extra: { remember: boolean; autofilled: boolean },
) {
  const { dataNascimento: _, ...kept } = form;
  try {
    storage()?.setItem(keyFor(storeId), JSON.stringify({ ...kept, ...extra }));
  } catch {
    // Storage refused: the form lives as long as the page.
  }
}

export function clearCheckoutDraft(storeId: number) {
  try {
    storage()?.removeItem(keyFor(storeId));
  } catch {
    // Nothing was stored.
  }
}
