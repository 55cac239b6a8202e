import type { CheckoutCustomer } from '../../../../shared/contracts/checkout.ts';

/**
 * A buyer this device remembers, only because they ticked 'Lembrar meus dados neste aparelho'
 * (DESIGN 4.6 and 4.16): name, phone, CPF and address, never the birth date, which together with
 * the CPF is what the shop's look-up accepts. Typing the same CPF again fills the form from here.
 */
const KEY = 'fidelizaloja:cliente-lembrado';
/** Before the buyer was asked, every order left its data (birth date included) here. */
const LEGACY_KEY = 'fidelizaloja:ultimo-cliente';

export type RememberedCustomer = Omit<CheckoutCustomer, 'dataNascimento'> & { cpf: string };

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
    };
  } catch {
    return null;
  }
}

export function rememberCustomer(customer: RememberedCustomer): void {
  const { cpf, nome, telefone, rua, numero, bairro, cidade } = customer;
  try {
    storage()?.setItem(KEY, JSON.stringify({ cpf, nome, telefone, rua, numero, bairro, cidade }));
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
