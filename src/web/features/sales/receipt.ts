import type { Sale } from '../../../shared/contracts/sales.ts';
import { formatCents } from '../../../shared/money.ts';
import { formatQuantity, paymentLabels } from './sale-form.ts';

type PaymentType = keyof typeof paymentLabels;

/** The receipt as a PDF (80 mm wide), with pdf-lib loaded only when asked for. */
export async function receiptPdf(sale: Sale, shopName: string): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = 226; // 80 mm in points
  const rows: { text: string; bold?: boolean; right?: string }[] = [
    { text: shopName, bold: true },
    { text: `Venda nº ${sale.number} - ${sale.day.split('-').reverse().join('/')}` },
    ...(sale.customer ? [{ text: `Cliente: ${sale.customer.nome}` }] : []),
    { text: '' },
    ...sale.items.map((i) => ({ text: `${formatQuantity(i.quantity)} x ${i.name}`, right: formatCents(i.totalCents) })),
    { text: '' },
    ...(sale.discountCents > 0 ? [{ text: 'Descontos', right: formatCents(sale.discountCents) }] : []),
    ...(sale.surchargeCents > 0 ? [{ text: 'Acréscimos', right: formatCents(sale.surchargeCents) }] : []),
    { text: 'Total', bold: true, right: formatCents(sale.totalCents) },
    ...sale.payments.map((p) => ({
      text: `${paymentLabels[p.type as PaymentType] ?? p.type}${p.installments > 1 ? ` (${p.installments}x)` : ''}`,
      right: formatCents(p.amountCents),
    })),
    ...(sale.changeCents > 0 ? [{ text: 'Troco', right: formatCents(sale.changeCents) }] : []),
    { text: '' },
    { text: 'Obrigado pela preferência!' },
  ];
  const lineHeight = 13;
  const height = 24 + rows.length * lineHeight;
  const page = doc.addPage([width, height]);
  // The standard fonts are WinAnsi: characters outside it are dropped rather than failing.
  const safe = (text: string) => text.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '');
  rows.forEach((row, i) => {
    const y = height - 16 - i * lineHeight;
    const f = row.bold ? bold : font;
    const size = 8.5;
    let text = safe(row.text);
    const rightText = row.right ? safe(row.right) : '';
    const rightWidth = rightText ? f.widthOfTextAtSize(rightText, size) : 0;
    const room = width - 20 - (rightWidth ? rightWidth + 6 : 0);
    while (text.length > 1 && f.widthOfTextAtSize(text, size) > room) text = text.slice(0, -1);
    page.drawText(text, { x: 10, y, size, font: f });
    if (rightText) page.drawText(rightText, { x: width - 10 - rightWidth, y, size, font: f });
  });
  return doc.save();
}
