import { formatDateTime } from '../../../../shared/calendar.ts';
import { paymentLabels } from '../../../../shared/checkout.ts';
import { changeDueCents, type OwnerOrder, orderStatusInfo } from '../../../../shared/contracts/owner-orders.ts';
import { formatCents } from '../../../../shared/money.ts';
import { formatPhone } from '../../../../shared/phone.ts';
import { formatAddress } from './format-address.ts';

const STYLE = `
  * { box-sizing: border-box; }
  body { font: 14px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #000; margin: 16px; }
  h1 { font-size: 18px; margin: 0; }
  h2 { font-size: 14px; margin: 14px 0 4px; text-transform: uppercase; letter-spacing: .04em; }
  p { margin: 2px 0; }
  .muted { color: #333; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: 4px 0; border-bottom: 1px dashed #999; vertical-align: top; }
  td.num, th.num { text-align: right; white-space: nowrap; padding-left: 8px; }
  .total { font-size: 16px; font-weight: 700; display: flex; justify-content: space-between; margin-top: 8px; }
  .box { border: 1px solid #000; padding: 6px 8px; margin-top: 4px; white-space: pre-wrap; }
  .cancelled { border: 2px solid #000; padding: 6px 8px; margin-top: 8px; }
  .cancelled strong { display: block; font-size: 16px; letter-spacing: .06em; }
  @page { margin: 8mm; }
  @media print { body { margin: 0; } }
`;

type Child = Node | string | null | false;

function el(doc: Document, tag: string, attrs: Record<string, string>, ...children: Child[]): HTMLElement {
  const node = doc.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  for (const child of children) if (child) node.append(child);
  return node;
}

/** The order as a printed ticket, built with DOM nodes (the customer's text is never parsed as HTML). */
function buildTicket(doc: Document, order: OwnerOrder, storeName: string): HTMLElement {
  const e = (tag: string, attrs: Record<string, string>, ...children: Child[]) => el(doc, tag, attrs, ...children);
  const change = changeDueCents(order.totalCents, order.changeForCents);
  const address = formatAddress(order.address);
  return e(
    'main',
    {},
    e('p', { class: 'muted' }, storeName),
    e('h1', {}, `Pedido nº ${order.number}`),
    e('p', {}, `${formatDateTime(new Date(order.createdAt))} · ${orderStatusInfo[order.status].label}`),
    order.status === 'cancelado' &&
      e(
        'div',
        { class: 'cancelled' },
        e('strong', {}, 'PEDIDO CANCELADO'),
        e('p', {}, `Motivo: ${order.cancelReason || 'não informado'}`),
        e('p', {}, 'Não entregar nem cobrar.'),
      ),
    e('h2', {}, 'Cliente'),
    e('p', {}, order.customer.name),
    e('p', {}, `Telefone: ${formatPhone(order.customer.phone)}`),
    e('p', {}, `Endereço: ${address || 'não informado'}`),
    e('h2', {}, 'Itens'),
    e(
      'table',
      {},
      e('thead', {}, e('tr', {}, e('th', {}, 'Qtd. e produto'), e('th', { class: 'num' }, 'Valor'))),
      e(
        'tbody',
        {},
        ...order.items.map((item) =>
          e(
            'tr',
            {},
            e('td', {}, `${item.quantity}× ${item.name} (${formatCents(item.unitPriceCents)} cada)`),
            e('td', { class: 'num' }, formatCents(item.lineTotalCents)),
          ),
        ),
      ),
    ),
    e('div', { class: 'total' }, e('span', {}, 'Total'), e('span', {}, formatCents(order.totalCents))),
    e('h2', {}, 'Pagamento'),
    e('p', {}, paymentLabels[order.paymentMethod]),
    order.paymentMethod === 'dinheiro' &&
      e(
        'p',
        {},
        order.changeForCents && change
          ? `Troco: levar ${formatCents(change)} (paga com ${formatCents(order.changeForCents)})`
          : 'Sem troco',
      ),
    order.observations && e('h2', {}, 'Observações'),
    order.observations && e('div', { class: 'box' }, order.observations),
    e('p', { class: 'muted', style: 'margin-top:14px' }, `Impresso em ${formatDateTime(new Date())}`),
  );
}

/**
 * Opens the order in a small window and asks the browser to print it. If the browser blocks the
 * window, nothing happens (spec: a blocked print popup silently does nothing).
 */
export function printOrder(order: OwnerOrder, storeName: string): void {
  let popup: Window | null = null;
  try {
    popup = window.open('', '_blank', 'popup,width=440,height=680');
  } catch {
    return;
  }
  if (!popup) return;
  const doc = popup.document;
  doc.documentElement.lang = 'pt-BR';
  doc.title = `Pedido nº ${order.number}`;
  doc.head.append(el(doc, 'meta', { charset: 'utf-8' }), el(doc, 'style', {}, STYLE));
  doc.body.replaceChildren(buildTicket(doc, order, storeName));
  popup.addEventListener('afterprint', () => popup.close());
  popup.focus();
  popup.print();
}
