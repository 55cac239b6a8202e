/** The checkout's texts, labels and helpers, without zod (safe for the storefront's bundle). */
import { onlyDigits } from './document.ts';
import { formatCents } from './money.ts';

export const PAYMENT_METHODS = ['dinheiro', 'cartao_credito', 'cartao_debito', 'pix'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const paymentLabels: Record<PaymentMethod, string> = {
  dinheiro: 'Dinheiro',
  cartao_credito: 'Cartão de Crédito',
  cartao_debito: 'Cartão de Débito',
  pix: 'PIX',
};

export const ORDER_STATUSES = ['pendente', 'preparando', 'pronto', 'entregue', 'cancelado'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses an order may still be cancelled from; entregue and cancelado are final. */
export const CANCELLABLE_STATUSES = ['pendente', 'preparando', 'pronto'] as const satisfies readonly OrderStatus[];

export function isCancellable(status: OrderStatus): boolean {
  return (CANCELLABLE_STATUSES as readonly OrderStatus[]).includes(status);
}

/** No further status after these. */
export function isFinalStatus(status: OrderStatus): boolean {
  return status === 'entregue' || status === 'cancelado';
}

export type StatusTone = 'yellow' | 'blue' | 'green' | 'purple' | 'red';

/** Label, badge colour and the button that moves an order on; the buyer's page uses the same colours. */
export const orderStatusInfo: Record<OrderStatus, { label: string; filterLabel: string; tone: StatusTone }> = {
  pendente: { label: 'Pendente', filterLabel: 'Pendentes', tone: 'yellow' },
  preparando: { label: 'Preparando', filterLabel: 'Preparando', tone: 'blue' },
  pronto: { label: 'Pronto', filterLabel: 'Prontos', tone: 'green' },
  entregue: { label: 'Entregue', filterLabel: 'Entregues', tone: 'purple' },
  cancelado: { label: 'Cancelado', filterLabel: 'Cancelados', tone: 'red' },
};

/** The status as the buyer reads it (spec: the success page labels pendente 'Recebido'). */
export const customerStatusLabels: Record<OrderStatus, string> = {
  pendente: 'Recebido',
  preparando: 'Em preparo',
  pronto: 'Pronto',
  entregue: 'Entregue',
  cancelado: 'Cancelado',
};

/** The spec's checkout messages (toast titles 'Erro' and 'Atenção'), plus the ones of the real server. */
export const checkoutMessages = {
  required: 'Por favor, preencha todos os campos obrigatórios (CPF, Nome, Telefone e Data de Nascimento).',
  payment: 'Por favor, selecione uma forma de pagamento.',
  change: 'Por favor, informe o valor para troco nas observações.',
  changeTooLow: (totalCents: number) =>
    `O valor para troco deve ser igual ou maior que o total do pedido (${formatCents(totalCents)}).`,
  invalidCpf: 'CPF inválido. Confira os números.',
  invalidPhone: 'Telefone inválido. Use DDD e número.',
  invalidBirthDate: 'Data de nascimento inválida. Use DD/MM/AAAA.',
  invalidAmount: 'Valor inválido. Use, por exemplo, 50,00.',
  emptyCart: 'Seu carrinho está vazio.',
  tooBig: 'Pedido muito grande. Divida em pedidos menores ou fale com a loja.',
  overLimit: (limitCents: number) =>
    `O pedido passa do limite de ${formatCents(limitCents)} da loja virtual. Divida em pedidos menores ou fale com a loja.`,
  orderCancelled: 'Pedido cancelado',
  outOfStock: (name: string, available: number) => `Estoque insuficiente para ${name}. Disponível: ${available}.`,
  productUnavailable: 'Um produto do seu carrinho não está mais disponível nesta loja. Revise o carrinho.',
  birthDateMismatch: 'A data de nascimento não confere com o cadastro. Preencha seus dados abaixo.',
  orderSent: { title: 'Pedido enviado!', description: 'Seu pedido foi enviado para a loja. Aguarde o contato!' },
  orderNotFound: 'Pedido não encontrado',
  emptyCartTitle: 'Carrinho vazio',
} as const;

/** Which toast title a checkout problem gets: the spec's 'Atenção' for payment, 'Erro' for the rest. */
export function checkoutToastTitle(field: string | undefined): 'Erro' | 'Atenção' {
  return field === 'paymentMethod' || field === 'changeForCents' ? 'Atenção' : 'Erro';
}

/** The spec's placeholder for the customer's e-mail when the shop has none on file. */
export function placeholderEmail(cpf: string): string {
  return `${onlyDigits(cpf)}@cliente.fidelizaloja.com.br`;
}

/** The first word of a name, for a greeting. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
