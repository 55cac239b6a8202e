import type { CheckoutCustomer } from '../../../../shared/contracts/checkout.ts';

/**
 * A buyer this device remembers, only because they ticked 'Lembrar meus dados neste aparelho':
 * name, phone, CPF and address, never the birth date, which together with
 * the CPF is what the shop's look-up accepts. Typing the same CPF again fills the form from here.
 * With them, the buyer's pass (`passe`) the birth-date step gave: sent with the orders filled from
 * here, it proves who the buyer is, so their order page can show their points.
 */
const KEY = 'fidelizaloja:cliente-lembrado';
/** Before the buyer was asked, every order left its data (birth date included) here. */
const LEGACY_KEY = 'fidelizaloja:ultimo-cliente';

export type RememberedCustomer = Omit<CheckoutCustomer, 'dataNascimento' | 'passe'> & {
  cpf: string;
  /** The buyer's pass, when the server gave one (absent for a buyer it has not confirmed). */
  passe?: string;
};

/** A pass as the server makes it: 43 characters of base64url (src/shared/contracts/checkout.ts). */
const PASS = /^[A-Za-z0-9_-]{43}$/;

export function isBuyerPass(value: unknown): value is string {
  return typeof value === 'string' && PASS.test(value);
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readRememberedCustomer(cpf: string): RememberedCustomer | null {
  try {
    const data = JSON.parse(storage()?.getItem(KEY) ?? 'null') as RememberedCustomer | null;
    if (!data || data.cpf !== cpf || typeof data.nome !== 'string') return null;
    return {
      cpf: data.cpf,
      nome: data.nome,
      telefone: String(data.telefone ?? ''),
      rua: String(data.rua ?? ''),
      numero: String(data.numero ?? ''),
      bairro: String(data.bairro ?? ''),
      cidade: String(data.cidade ?? ''),
      ...(isBuyerPass(data.passe) ? { passe: data.passe } : {}),
    };
  } catch {
    return null;
  }
}

export function rememberCustomer(customer: RememberedCustomer): void {
  const { cpf, nome, telefone, rua, numero, bairro, cidade, passe } = customer;
  const kept = { cpf, nome, telefone, rua, numero, bairro, cidade, ...(isBuyerPass(passe) ? { passe } : {}) };
  try {
    storage()?.setItem(KEY, JSON.stringify(kept));
    storage()?.removeItem(LEGACY_KEY);
  } catch {
    // Storage refused: the next order asks again.
  }
}

/** The buyer did not ask to be remembered: nothing of theirs stays on the device. */
export function forgetCustomer(): void {
  try {
    storage()?.removeItem(KEY);
    storage()?.removeItem(LEGACY_KEY);
  } catch {
    // Nothing could be stored either.
  }
}

/** What older versions kept without asking (with the birth date) is removed on the next visit. */
export function dropLegacyCustomer(): void {
  try {
    storage()?.removeItem(LEGACY_KEY);
  } catch {
    // Nothing could be stored either.
  }
}
