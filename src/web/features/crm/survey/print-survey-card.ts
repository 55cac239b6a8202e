import { surveyMessages } from '../../../../shared/contracts/surveys.ts';

const STYLE = `
  * { box-sizing: border-box; }
  html, body { margin: 0; }
  body { font: 16px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #000; }
  main {
    width: 120mm; margin: 12mm auto; padding: 10mm 8mm; text-align: center;
    border: 2px solid #000; border-radius: 6mm;
  }
  .shop { font-size: 15px; text-transform: uppercase; letter-spacing: .08em; margin: 0; }
  h1 { font-size: 30px; line-height: 1.15; margin: 4mm 0 2mm; }
  .hint { font-size: 15px; margin: 0 0 4mm; }
  img { display: block; width: 75mm; height: 75mm; margin: 0 auto; image-rendering: pixelated; }
  .link { font: 13px/1.3 ui-monospace, monospace; word-break: break-all; margin: 4mm 0 0; }
  @page { size: A4 portrait; margin: 10mm; }
`;

function el(doc: Document, tag: string, attrs: Record<string, string>, text?: string): HTMLElement {
  const node = doc.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * Opens the counter card (the shop's name, 'Avalie nosso atendimento', the QR Code and the link)
 * in a small window and prints it once the QR is drawn. Built with DOM nodes: the shop's name is
 * never parsed as HTML. Returns false when the browser blocked the window.
 */
export function printSurveyCard({ storeName, link, qrSrc }: { storeName: string; link: string; qrSrc: string }) {
  let popup: Window | null = null;
  try {
    popup = window.open('', '_blank', 'popup,width=560,height=760');
  } catch {
    return false;
  }
  if (!popup) return false;
  const doc = popup.document;
  doc.documentElement.lang = 'pt-BR';
  doc.title = `${surveyMessages.printTitle} · ${storeName}`;
  doc.head.append(el(doc, 'meta', { charset: 'utf-8' }), el(doc, 'style', {}, STYLE));
  const qr = el(doc, 'img', { src: qrSrc, alt: `QR Code da pesquisa de satisfação de ${storeName}` });
  const card = el(doc, 'main', {});
  card.append(
    el(doc, 'p', { class: 'shop' }, storeName),
    el(doc, 'h1', {}, surveyMessages.printTitle),
    el(doc, 'p', { class: 'hint' }, surveyMessages.printHint),
    qr,
    el(doc, 'p', { class: 'link' }, link),
  );
  doc.body.replaceChildren(card);
  const target = popup;
  const print = () => {
    target.focus();
    target.print();
  };
  target.addEventListener('afterprint', () => target.close());
  // The QR is a data URL: it is usually ready at once; otherwise print when it is.
  if ((qr as HTMLImageElement).complete) print();
  else qr.addEventListener('load', print, { once: true });
  return true;
}
