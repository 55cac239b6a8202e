import { type FormEvent, useEffect, useRef, useState } from 'react';
import { brDateToIso } from '../../../../shared/calendar.ts';
import { checkoutMessages, checkoutToastTitle, firstName } from '../../../../shared/checkout.ts';
import type { CheckoutCustomer } from '../../../../shared/contracts/checkout.ts';
import { formatCpf, isValidCpf, onlyDigits } from '../../../../shared/document.ts';
import { messages } from '../../../../shared/messages.ts';
import { paths } from '../../../../shared/paths.ts';
import { ApiClientError } from '../../../api/client.ts';
import { useHydrated } from '../../../lib/hydration.ts';
import { notify, notifyNextPage } from '../../../lib/notify.ts';
import { goTo } from '../../../public-site/page.tsx';
import { useConfirmCustomer } from '../api/confirm-customer.ts';
import { useCreateOrder } from '../api/create-order.ts';
import { useShopRead } from '../api/get-storefront.ts';
import { useLookupCustomer } from '../api/lookup-customer.ts';
import type { CartItem } from '../cart/cart-rules.ts';
import {
  dropLegacyCustomer,
  forgetCustomer,
  isBuyerPass,
  type RememberedCustomer,
  readRememberedCustomer,
  rememberCustomer,
} from '../cart/last-customer.ts';
import { attemptKeyFor, forgetAttempt } from './attempt-key.ts';
import { clearCheckoutDraft, readCheckoutDraft, saveCheckoutDraft } from './checkout-draft.ts';
import {
  type CheckoutForm,
  checkCheckout,
  customerToForm,
  emptyCheckoutForm,
  personalFields,
} from './checkout-form.ts';

/** Where the CPF stands: unknown yet, being looked up, known (to confirm), filled in, new, or look-up failed. */
export type Identity =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'found'; firstName: string; error?: string }
  | { kind: 'filled'; firstName: string; source: 'server' | 'device' }
  | { kind: 'new' }
  | { kind: 'unavailable'; message: string };

const messageOf = (err: unknown) => (err instanceof ApiClientError ? err.message : messages.unexpected);

/**
 * The checkout's state and steps: CPF first (this browser's last order, or the shop's record after
 * the birth date is confirmed), then the form, checked as the server checks it, then the order.
 */
export function useCheckout(storeId: number, cart: { items: CartItem[]; totalCents: number; clear: () => void }) {
  const shop = useShopRead();
  const lookup = useLookupCustomer(storeId);
  const confirm = useConfirmCustomer(storeId);
  const create = useCreateOrder(storeId);
  /** The page's code has taken the server's page over: its fields may be typed in, the order sent. */
  const ready = useHydrated();
  // Empty as the server draws it; what this tab typed here before is given once the page opens.
  const [form, setForm] = useState<CheckoutForm>(emptyCheckoutForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [identity, setIdentity] = useState<Identity>({ kind: 'idle' });
  const [expanded, setExpanded] = useState(false);
  const [errorTick, setErrorTick] = useState(0);
  /** 'Lembrar meus dados neste aparelho': off unless the buyer ticks it (or was remembered here). */
  const [remember, setRemember] = useState(false);
  /** The personal fields hold what a look-up filled in (so another CPF clears them). */
  const autofilled = useRef(false);
  const currentCpf = useRef('');
  /**
   * The buyer's pass for the CPF typed: from the birth-date step or this device's memory of the
   * buyer. Sent with the order (their order page then shows their points); never in the draft.
   */
  const passe = useRef<string | null>(null);
  /** Set from the click that sends until the answer: a double click sends once. */
  const sending = useRef(false);

  useEffect(dropLegacyCustomer, []);
  // What this tab typed here before (Back, Forward, reload), the birth date never in it: given
  // as the page opens (after the hydration of a page the server drew), before it is saved below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the page as it opens
  useEffect(() => {
    const kept = readCheckoutDraft(storeId, emptyCheckoutForm);
    if (!kept) return;
    setForm({ ...emptyCheckoutForm, ...kept, dataNascimento: '' });
    setRemember(kept.remember);
    autofilled.current = kept.autofilled;
    currentCpf.current = onlyDigits(kept.cpf);
  }, []);
  useEffect(() => {
    saveCheckoutDraft(storeId, form, { remember, autofilled: autofilled.current });
  }, [storeId, form, remember]);

  // After a failed submit, take the keyboard to the first field to fix.
  useEffect(() => {
    if (errorTick) document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus();
  }, [errorTick]);

  const dropErrors = (keys: readonly string[]) =>
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !keys.includes(k))));

  function set<K extends keyof CheckoutForm>(key: K, value: CheckoutForm[K]) {
    setForm((f) => ({ ...f, [key]: value }));
    const related: string[] = ['changeFor', 'noChangeNeeded', 'paymentMethod'].includes(key)
      ? [key, 'changeForCents']
      : [key];
    if (related.some((k) => errors[k])) dropErrors(related);
  }

  function fill(customer: CheckoutCustomer | RememberedCustomer, source: 'server' | 'device') {
    setForm((f) => ({ ...f, ...customerToForm(customer) }));
    passe.current = isBuyerPass(customer.passe) ? customer.passe : null;
    autofilled.current = true;
    // Remembered here before: keep remembering unless the buyer unticks it.
    if (source === 'device') setRemember(true);
    dropErrors(personalFields);
    setIdentity({ kind: 'filled', firstName: firstName(customer.nome), source });
  }

  function clearFilled() {
    if (!autofilled.current) return;
    autofilled.current = false;
    setForm((f) => ({ ...f, ...Object.fromEntries(personalFields.map((k) => [k, ''])) }));
  }

  async function identify(cpf: string) {
    const mine = readRememberedCustomer(cpf);
    if (mine) return fill(mine, 'device');
    setIdentity({ kind: 'checking' });
    try {
      const result = await lookup.run(cpf);
      if (currentCpf.current !== cpf) return;
      clearFilled();
      setIdentity(result.found ? { kind: 'found', firstName: result.firstName ?? '' } : { kind: 'new' });
    } catch (err) {
      if (currentCpf.current !== cpf) return;
      setIdentity({ kind: 'unavailable', message: messageOf(err) });
      setExpanded(true);
    }
  }

  function changeCpf(value: string) {
    const formatted = formatCpf(value);
    set('cpf', formatted);
    const digits = onlyDigits(formatted);
    if (digits === currentCpf.current) return;
    currentCpf.current = digits;
    // Another CPF: the pass was for the one before.
    passe.current = null;
    if (digits.length < 11) {
      if (identity.kind !== 'idle') {
        clearFilled();
        setIdentity({ kind: 'idle' });
      }
      return;
    }
    if (!isValidCpf(digits)) {
      setErrors((e) => ({ ...e, cpf: checkoutMessages.invalidCpf }));
      setIdentity({ kind: 'idle' });
      return;
    }
    void identify(digits);
  }

  async function confirmBirthDate(typed: string) {
    if (identity.kind !== 'found') return;
    const iso = brDateToIso(typed);
    if (!iso) return setIdentity({ ...identity, error: checkoutMessages.invalidBirthDate });
    try {
      const customer = await confirm.run({ cpf: currentCpf.current, dataNascimento: iso });
      fill(customer, 'server');
    } catch (err) {
      setIdentity({ ...identity, error: messageOf(err) });
      setExpanded(true);
    }
  }

  function fail(title: 'Erro' | 'Atenção', message: string, fields: Record<string, string>) {
    setErrors(fields);
    setExpanded(true);
    setErrorTick((n) => n + 1);
    notify.error(message, { title });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    // Taken before the check: it may wait for the order schema to load, and a second click must not pass.
    sending.current = true;
    try {
      const checked = await checkCheckout(form, cart.items, cart.totalCents);
      if (!checked.ok) return fail(checked.title, checked.message, checked.fields);
      const idempotencyKey = attemptKeyFor(storeId, JSON.stringify(checked.input));
      const sent = passe.current;
      const { order, passe: kept } = await create.run({
        ...checked.input,
        idempotencyKey,
        ...(sent ? { passe: sent } : {}),
      });
      forgetAttempt(storeId);
      if (remember) {
        // The pass the server gave back (null: none was sent, or it was no longer valid).
        rememberCustomer({
          ...form,
          cpf: onlyDigits(form.cpf),
          telefone: onlyDigits(form.telefone),
          ...(kept ? { passe: kept } : {}),
        });
      } else {
        forgetCustomer();
      }
      clearCheckoutDraft(storeId);
      cart.clear();
      // The order's page is the next page load: the toast goes with it.
      notifyNextPage('success', checkoutMessages.orderSent.title, checkoutMessages.orderSent.description);
      goTo(paths.orderSuccessExternal.href(order.id), { replace: true });
    } catch (err) {
      // Stock or prices may have changed (ours or someone else's): show the shop's current products.
      shop.refetch();
      const fields = err instanceof ApiClientError ? err.fields : {};
      fail(checkoutToastTitle(Object.keys(fields)[0]), messageOf(err), fields);
    } finally {
      sending.current = false;
    }
  }

  return {
    form,
    errors,
    identity,
    ready,
    set,
    changeCpf,
    confirmBirthDate,
    confirming: confirm.isPending,
    submit,
    submitting: create.isPending,
    remember,
    setRemember,
    /** Spec: the rest of the form shows once a name is filled or quick registration is opened. */
    showRest: expanded || form.nome.trim() !== '' || identity.kind === 'filled',
    openQuickRegistration: () => setExpanded(true),
  };
}
