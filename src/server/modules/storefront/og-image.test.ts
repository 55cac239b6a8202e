import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { glyphStrokes, initialOf, OG_HEIGHT, OG_WIDTH, ogImageKey, renderOgImage } from './og-image.ts';

/** Reads back an 8-bit RGB PNG made with filter 0 (what encodePng writes). */
function decode(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  expect([png[24], png[25]]).toEqual([8, 2]);
  const chunks: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.subarray(at + 4, at + 8).toString('latin1');
    if (type === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(chunks));
  expect(raw.length).toBe((width * 3 + 1) * height);
  const pixel = (x: number, y: number) => {
    const o = y * (width * 3 + 1) + 1 + x * 3;
    return [raw[o], raw[o + 1], raw[o + 2]];
  };
  return { width, height, pixel };
}

describe("a shop's generated link-preview picture", () => {
  it('takes the first letter or digit of the name, without accents', () => {
    expect(initialOf('Épico Lanches')).toBe('E');
    expect(initialOf('  "çaí" do Zé')).toBe('C');
    expect(initialOf('7 Irmãos')).toBe('7');
    expect(initialOf('★★★')).toBe('');
  });

  it('has a glyph for every letter A–Z and digit 0–9, inside its 4 × 6 grid', () => {
    for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789') {
      const strokes = glyphStrokes(c);
      expect(strokes.length, c).toBeGreaterThan(0);
      for (const point of strokes.flat()) {
        expect(point[0], c).toBeGreaterThanOrEqual(0);
        expect(point[0], c).toBeLessThanOrEqual(4.2);
        expect(point[1], c).toBeLessThanOrEqual(6.2);
      }
    }
  });

  it('is a 1200 × 630 PNG in the shop colour, a white badge and the initial, with anti-aliased edges', () => {
    const { width, height, pixel } = decode(renderOgImage('H', '#2b6cb0'));
    expect([width, height]).toEqual([OG_WIDTH, OG_HEIGHT]);
    expect(pixel(0, 0)).toEqual([43, 108, 176]);
    // Inside the badge, away from the strokes: white. On H's cross-bar (the centre): the shop colour.
    expect(pixel(600, 160)).toEqual([255, 255, 255]);
    expect(pixel(600, 315)).toEqual([43, 108, 176]);
    // Along the badge's edge some pixels are in between (smoothed), not only the two colours.
    const edge = Array.from({ length: 30 }, (_, i) => pixel(430 + i, 160)).map((p) => p[0] ?? 0);
    expect(edge.some((r) => r > 50 && r < 250)).toBe(true);
  });

  it('uses a dark badge on a light colour, and the default colour for a malformed one', () => {
    expect(decode(renderOgImage('A', '#ffffff')).pixel(600, 130)).toEqual([26, 32, 44]);
    const key = ogImageKey('Loja', 'red; drop');
    expect(key.color).toBe('#e53e3e');
    expect(key.initial).toBe('L');
  });

  it('keys the ETag on what the picture shows', () => {
    expect(ogImageKey('Padaria', '#e53e3e').etag).toBe(ogImageKey('Pastelaria', '#E53E3E').etag);
    expect(ogImageKey('Padaria', '#e53e3e').etag).not.toBe(ogImageKey('Bar', '#e53e3e').etag);
    expect(ogImageKey('Padaria', '#e53e3e').etag).not.toBe(ogImageKey('Padaria', '#2b6cb0').etag);
  });
});
