import { brDateToIso } from '../../../shared/calendar.ts';
import type { CustomerSummary } from '../../../shared/contracts/customers.ts';
import type { ProductSearchResult } from '../../../shared/contracts/products.ts';
import { type NewSaleCustomer, type Sale, saleMessages } from '../../../shared/contracts/sales.ts';
import { addProduct, formTotals, requote, type SaleLine } from './sale-form.ts';

/** Nova Venda's state: the sale being typed, the sale just saved, and which dialog is open. */
export interface SaleState {
  customer: CustomerSummary | null;
  /** A customer registered with the sale (CPF, name, phone), when none was found. */
  newCustomer: NewSaleCustomer | null;
  /** The seller's employee id as the select's value; '' is no seller. */
  employeeId: string;
  /** DD/MM/AAAA, as typed. */
  date: string;
  dateError: string | null;
  notes: string;
  lines: SaleLine[];
  /** The payment dialog is open. */
  paying: boolean;
  /** The sale saved: the form is locked until a new one starts. */
  saved: Sale | null;
  /** Its customer, for the receipt and the loyalty wheel. */
  savedCustomer: CustomerSummary | null;
  confirmingDelete: boolean;
  moreOpen: boolean;
  /** Counts the sales started: each gets a fresh payment dialog (no payments carried over). */
  formId: number;
}

export type SaleAction =
  | { type: 'customerChanged'; customer: CustomerSummary | null }
  | { type: 'newCustomerChanged'; customer: NewSaleCustomer | null }
  | { type: 'sellerChanged'; employeeId: string }
  | { type: 'dateChanged'; date: string }
  | { type: 'notesChanged'; notes: string }
  | { type: 'productAdded'; product: ProductSearchResult }
  | { type: 'lineChanged'; index: number; line: SaleLine }
  | { type: 'lineRemoved'; index: number }
  | { type: 'linesRequoted'; quotes: ProductSearchResult[] }
  | { type: 'paymentOpened' }
  | { type: 'paymentClosed' }
  | { type: 'dateRefused'; message: string }
  | { type: 'saleSaved'; sale: Sale }
  | { type: 'confirmDeleteChanged'; open: boolean }
  | { type: 'moreActionsChanged'; open: boolean }
  | { type: 'newSale'; employeeId: string; date: string };

/** A new sale: today's date and the seller who is selling, nothing else. */
export function newSaleState(employeeId: string, date: string, formId = 0): SaleState {
  return {
    customer: null,
    newCustomer: null,
    employeeId,
    date,
    dateError: null,
    notes: '',
    lines: [],
    paying: false,
    saved: null,
    savedCustomer: null,
    confirmingDelete: false,
    moreOpen: false,
    formId,
  };
}

export function saleReducer(state: SaleState, action: SaleAction): SaleState {
  switch (action.type) {
    case 'customerChanged':
      return { ...state, customer: action.customer };
    case 'newCustomerChanged':
      return { ...state, newCustomer: action.customer };
    case 'sellerChanged':
      return { ...state, employeeId: action.employeeId };
    case 'dateChanged':
      return { ...state, date: action.date };
    case 'notesChanged':
      return { ...state, notes: action.notes };
    case 'productAdded':
      return { ...state, lines: addProduct(state.lines, action.product) };
    case 'lineChanged':
      return { ...state, lines: state.lines.map((l, i) => (i === action.index ? action.line : l)) };
    case 'lineRemoved':
      return { ...state, lines: state.lines.filter((_, i) => i !== action.index) };
    case 'linesRequoted':
      return { ...state, lines: requote(state.lines, action.quotes) };
    case 'paymentOpened':
      return { ...state, dateError: null, paying: true };
    case 'paymentClosed':
      return { ...state, paying: false };
    case 'dateRefused':
      return { ...state, dateError: action.message, paying: false };
    case 'saleSaved':
      return { ...state, saved: action.sale, savedCustomer: customerOfSale(state, action.sale), paying: false };
    case 'confirmDeleteChanged':
      return { ...state, confirmingDelete: action.open };
    case 'moreActionsChanged':
      return { ...state, moreOpen: action.open };
    case 'newSale':
      return newSaleState(action.employeeId, action.date, state.formId + 1);
  }
}

/** Why the sale cannot go to the payments yet, or null when it can. */
export type SaveProblem = 'noItems' | 'invalidLines' | 'invalidDate';

export function saveProblem(state: SaleState): SaveProblem | null {
  if (state.lines.length === 0) return 'noItems';
  if (!formTotals(state.lines).valid) return 'invalidLines';
  if (!brDateToIso(state.date)) return 'invalidDate';
  return null;
}

export const saveProblemMessages: Record<SaveProblem, string> = {
  noItems: saleMessages.noItems,
  invalidLines: 'Confira a quantidade e os valores dos itens.',
  invalidDate: saleMessages.dateInvalid,
};

/** The sale's customer as the receipt and the wheel read one: the one chosen, or the one registered with it. */
function customerOfSale(state: SaleState, sale: Sale): CustomerSummary | null {
  if (state.customer) return state.customer;
  if (!state.newCustomer || !sale.customer) return null;
  return {
    id: sale.customer.id ?? 0,
    cpf: state.newCustomer.cpf,
    nome: state.newCustomer.nome,
    telefone: state.newCustomer.telefone,
    dataNascimento: null,
    pointsBalance: sale.pointsAwarded,
    totalSpentCents: sale.totalCents,
    createdAt: sale.soldAt,
  };
}
