import type { CheckoutCustomer } from '../../../../shared/contracts/checkout.ts';

/**
 * The customer data of this browser's last order, so the same person ordering again from the same
 * phone gets the form filled without asking the server (DESIGN 4.6).
 */
const KEY = 'fidelizaloja:ultimo-cliente';

export type LastCustomer = CheckoutCustomer & { cpf: string };

export function readLastCustomer(cpf: string): LastCustomer | null {
  try {
    const data = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as LastCustomer | null;
    if (!data || data.cpf !== cpf || typeof data.nome !== 'string') return null;
    return {
      cpf: data.cpf,
      nome: data.nome,
      telefone: String(data.telefone ?? ''),
      dataNascimento: String(data.dataNascimento ?? ''),
      rua: String(data.rua ?? ''),
      numero: String(data.numero ?? ''),
      bairro: String(data.bairro ?? ''),
      cidade: String(data.cidade ?? ''),
    };
  } catch {
    return null;
  }
}

export function saveLastCustomer(customer: LastCustomer): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(customer));
  } catch {
    // Storage refused: the next order asks again.
  }
}
