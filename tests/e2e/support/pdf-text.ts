import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

/**
 * The text drawn in a PDF made with pdf-lib's standard fonts: each content stream is inflated and
 * its `<hex> Tj` strings are decoded (WinAnsi, which matches Latin-1 for Portuguese letters).
 * Enough to read back our own receipts; not a general PDF reader.
 */
export function pdfText(path: string): string {
  const pdf = readFileSync(path);
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  const streams = /stream\r?\n/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      content = raw.slice(start, end);
    }
    for (const t of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      texts.push(Buffer.from(t[1] ?? '', 'hex').toString('latin1'));
    }
  }
  return texts.join('\n');
}
