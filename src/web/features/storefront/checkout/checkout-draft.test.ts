import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { forgetCustomer, readRememberedCustomer, rememberCustomer } from '../cart/last-customer.ts';
import { clearCheckoutDraft, readCheckoutDraft, saveCheckoutDraft } from './checkout-draft.ts';
import { emptyCheckoutForm } from './checkout-form.ts';

function fakeStorage(): Storage & { dump: () => string } {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    dump: () => [...data.entries()].flat().join('\n'),
  } as Storage & { dump: () => string };
}

const session = fakeStorage();
const local = fakeStorage();

beforeEach(() => {
  globalThis.window = { sessionStorage: session, localStorage: local } as unknown as Window & typeof globalThis;
  clearCheckoutDraft(1);
});

// Test files share a worker's globals (isolate: false): no window is left for the next file.
afterAll(() => {
  Reflect.deleteProperty(globalThis, 'window');
});

const typed = {
  ...emptyCheckoutForm,
  cpf: '529.982.247-25',
  nome: 'Carla Mendes',
  telefone: '(11) 91234-5678',
  dataNascimento: '03/09/1988',
  rua: 'Rua das Acácias',
  paymentMethod: 'pix' as const,
};

describe('the checkout draft of a tab', () => {
  it('gives back what was typed, but never the birth date', () => {
    saveCheckoutDraft(1, typed, { remember: true, autofilled: false });
    expect(session.dump()).not.toContain('03/09/1988');
    const draft = readCheckoutDraft(1, emptyCheckoutForm);
    expect(draft).toMatchObject({ cpf: '529.982.247-25', nome: 'Carla Mendes', telefone: '(11) 91234-5678' });
    expect(draft).toMatchObject({ rua: 'Rua das Acácias', paymentMethod: 'pix', remember: true });
    expect(draft).not.toHaveProperty('dataNascimento');
  });

  it('is per shop and goes away after the order', () => {
    saveCheckoutDraft(1, typed, { remember: false, autofilled: false });
    expect(readCheckoutDraft(2, emptyCheckoutForm)).toBeNull();
    clearCheckoutDraft(1);
    expect(readCheckoutDraft(1, emptyCheckoutForm)).toBeNull();
  });

  it('ignores what is not a draft', () => {
    session.setItem('fidelizaloja:rascunho-checkout:1', '{"nome":42,"remember":"yes"}');
    expect(readCheckoutDraft(1, emptyCheckoutForm)).toMatchObject({ nome: '', remember: false });
    session.setItem('fidelizaloja:rascunho-checkout:1', 'not json');
    expect(readCheckoutDraft(1, emptyCheckoutForm)).toBeNull();
  });
});

describe('a remembered buyer', () => {
  it('is kept without the birth date, even when handed one', () => {
    const withBirthDate = { cpf: '52998224725', nome: 'Carla', telefone: '11912345678', dataNascimento: '1988-09-03' };
    rememberCustomer({ ...withBirthDate, rua: 'Rua A', numero: '1', bairro: 'Centro', cidade: 'Sorocaba' });
    expect(local.dump()).toContain('52998224725');
    expect(local.dump()).not.toContain('1988-09-03');
  });

  const buyer = {
    cpf: '52998224725',
    nome: 'Carla',
    telefone: '11912345678',
    rua: 'Rua A',
    numero: '1',
    bairro: 'Centro',
    cidade: 'Sorocaba',
  };
  const pass = 'Q2FybGEtcGFzc2UtZGUtdGVzdGUtMDEyMzQ1Njc4OTA';

  it("keeps the buyer's pass with the data and gives it back for the same CPF", () => {
    expect(pass).toHaveLength(43);
    rememberCustomer({ ...buyer, passe: pass });
    expect(readRememberedCustomer('52998224725')).toEqual({ ...buyer, passe: pass });
    expect(readRememberedCustomer('11144477735')).toBeNull();
  });

  it('is kept without a pass when there is none, and ignores one that is not a pass', () => {
    rememberCustomer(buyer);
    expect(readRememberedCustomer('52998224725')).toEqual(buyer);
    local.setItem('fidelizaloja:cliente-lembrado', JSON.stringify({ ...buyer, passe: 'curto' }));
    expect(readRememberedCustomer('52998224725')).not.toHaveProperty('passe');
  });

  it('goes away with its pass when the buyer unticks the box', () => {
    rememberCustomer({ ...buyer, passe: pass });
    forgetCustomer();
    expect(readRememberedCustomer('52998224725')).toBeNull();
    expect(local.dump()).not.toContain(pass);
  });
});
