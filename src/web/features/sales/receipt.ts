import type { Sale } from '../../../shared/contracts/sales.ts';
import { receiptRows } from './sale-form.ts';

/** The receipt as a PDF (80 mm wide), with pdf-lib loaded only when asked for. */
export async function receiptPdf(sale: Sale, shopName: string): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = 226; // 80 mm in points
  const rows = receiptRows(sale, shopName);
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
