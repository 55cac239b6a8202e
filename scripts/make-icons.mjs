// Writes the installed app's icons (src/web/public/icons) from the favicon's heart, once: the PNGs
// are committed. Run again after changing the logo: `node scripts/make-icons.mjs`.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'src/web/public/icons');
mkdirSync(out, { recursive: true });

const RED = '#c53030';
const heart = 'M32 48s-14-8.6-14-19a8 8 0 0 1 14-5.3A8 8 0 0 1 46 29c0 10.4-14 19-14 19z';

/** The rounded square of the favicon (any purpose). */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${RED}"/><path d="${heart}" fill="#fff"/></svg>`;
/** Maskable: full bleed, the heart inside the central safe zone (80% circle). */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${RED}"/><g transform="translate(32 34) scale(0.8) translate(-32 -34)"><path d="${heart}" fill="#fff"/></g></svg>`;

const icons = [
  ['icon-192.png', rounded, 192],
  ['icon-512.png', rounded, 512],
  ['icon-maskable-512.png', maskable, 512],
  ['apple-touch-icon-180.png', maskable, 180],
];
for (const [name, svg, size] of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(out, name));
  console.log(`${name} (${size}x${size})`);
}
