/**
 * The benchmarks' shops, made with the app's own service functions (registration with its
 * password hash, image upload with its checks, product creation): one shop like the demo's, with 50
 * products of which the first 12 have a 1200-pixel photo (JPEG, as the owner's upload sends them),
 * and any number of smaller shops for the checkout across shops.
 */
import { randomUUID } from 'node:crypto';
import jpeg from 'jpeg-js';
import type { Db } from '../src/server/db/client.ts';
import { Canvas, hex, shade } from '../src/server/demo/demo-canvas.ts';
import { DEMO_CATALOGUE } from '../src/server/demo/demo-catalogue.ts';
import { seededRandom } from '../src/server/demo/demo-random.ts';
import { DEMO_SHOP } from '../src/server/demo/demo-shop.ts';
import { saveImage } from '../src/server/modules/images/images-service.ts';
import { createProduct } from '../src/server/modules/products/products-service.ts';
import { updateOpeningHours } from '../src/server/modules/stores/store-profile-service.ts';
import { registerStore } from '../src/server/modules/stores/stores-service.ts';
import { makeCnpj, makeCpf } from '../src/server/test/fixtures.ts';
import type { CreateOrderInput } from '../src/shared/contracts/checkout.ts';
import { SUGGESTED_HOURS } from '../src/shared/opening-hours.ts';

export const BENCH_PASSWORD = 'senha-do-benchmark-123';
const PHOTO_SIDE = 1200;
const QUOTA = 500 * 1024 * 1024;
const GRAIN = 6;

export interface BenchShop {
  storeId: number;
  email: string;
  products: { id: number; name: string; priceCents: number; imageUrl: string | null }[];
}

/**
 * A photo-like picture: the demo product's colours as a lit backdrop and a plate, with grain, so
 * that JPEG compresses it about as much as a phone photo resized to 1200 px (~80 KB).
 */
const photos = new Map<number, Buffer>();

/** Distinct photos drawn (each takes a second or two); the shop's photos cycle through them. */
const DISTINCT_PHOTOS = 4;

/** The photo of the catalogue's `index`-th product, drawn once per process. */
function photoOf(product: number): Buffer {
  const index = product % DISTINCT_PHOTOS;
  let photo = photos.get(index);
  if (!photo) {
    const p = DEMO_CATALOGUE[index % DEMO_CATALOGUE.length]?.picture;
    if (!p) throw new Error('empty demo catalogue');
    photo = drawPhoto(p.backdrop, p.color, p.accent, index + 1);
    photos.set(index, photo);
  }
  return photo;
}

export function drawPhoto(backdrop: string, color: string, accent: string, seed: number): Buffer {
  // Drawn at a quarter of the side (the drawing is the slow part) and enlarged with grain.
  const small = PHOTO_SIDE / 4;
  const c = new Canvas(small, small);
  const back = hex(backdrop);
  c.background(shade(back, 1.3), shade(back, 0.85));
  c.ellipse(150, 245, 130, 28, shade(back, 0.7), 0.8);
  c.ellipse(150, 160, 105, 75, hex(color));
  c.ellipse(140, 140, 65, 40, shade(hex(color), 1.25), 0.8);
  c.roundRect(90, 150, 120, 30, 10, hex(accent), 0.5);
  const random = seededRandom(seed);
  const rgba = Buffer.alloc(PHOTO_SIDE * PHOTO_SIDE * 4);
  for (let y = 0, j = 0; y < PHOTO_SIDE; y += 1) {
    const row = Math.floor(y / 4) * small;
    for (let x = 0; x < PHOTO_SIDE; x += 1, j += 4) {
      const i = (row + Math.floor(x / 4)) * 3;
      const grain = (random() - 0.5) * GRAIN;
      for (let k = 0; k < 3; k += 1) rgba[j + k] = Math.max(0, Math.min(255, (c.pixels[i + k] as number) + grain));
      rgba[j + 3] = 255;
    }
  }
  return Buffer.from(jpeg.encode({ data: rgba, width: PHOTO_SIDE, height: PHOTO_SIDE }, 80).data);
}

let shopCounter = 0;

/** A registered shop with `productCount` products (never out of stock), the first `photos` with a photo. */
export async function createBenchShop(db: Db, productCount: number, photos: number): Promise<BenchShop> {
  shopCounter += 1;
  const email = `bench-${process.pid}-${shopCounter}@exemplo.com.br`;
  const { id: storeId } = await registerStore(db, {
    nomeEmpresa: shopCounter === 1 ? DEMO_SHOP.nomeEmpresa : `Padaria ${shopCounter}`,
    documento: makeCnpj(900_000 + shopCounter * 7919),
    email,
    senha: BENCH_PASSWORD,
    telefone: '(11) 98765-4321',
    segmento: DEMO_SHOP.segmento,
    endereco: DEMO_SHOP.endereco,
    cidade: DEMO_SHOP.cidade,
  });
  // The demo-like shop has the suggested week, as its page shows hours (the other shops have none).
  if (shopCounter === 1) await updateOpeningHours(db, storeId, SUGGESTED_HOURS);
  const products: BenchShop['products'] = [];
  for (let i = 0; i < productCount; i += 1) {
    const item = DEMO_CATALOGUE[i % DEMO_CATALOGUE.length];
    if (!item) throw new Error('empty demo catalogue');
    let imageId: string | null = null;
    let imageUrl: string | null = null;
    if (i < photos) {
      const image = await saveImage(db, storeId, photoOf(i), QUOTA);
      imageId = image.id;
      imageUrl = image.url;
    }
    const name = i < DEMO_CATALOGUE.length ? item.name : `${item.name} ${Math.floor(i / DEMO_CATALOGUE.length) + 1}`;
    const created = await createProduct(db, storeId, {
      name,
      priceCents: item.priceCents,
      category: item.category,
      description: item.description,
      stock: null,
      imageId,
      barcode: null,
      lowStockLevel: null,
    });
    products.push({ id: created.id, name, priceCents: item.priceCents, imageUrl });
  }
  return { storeId, email, products };
}

let buyer = 0;

/** A checkout body as the storefront sends it: a new customer (valid CPF) and two products, PIX. */
export function benchOrder(shop: BenchShop): { key: string; body: CreateOrderInput } {
  buyer += 1;
  const a = shop.products[buyer % shop.products.length];
  const b = shop.products[(buyer * 7 + 3) % shop.products.length];
  if (!a || !b) throw new Error('a shop without products');
  const items =
    a.id === b.id ? [{ productId: a.id, quantity: 2 }] : [a, b].map((p) => ({ productId: p.id, quantity: 1 }));
  return {
    key: randomUUID(),
    body: {
      cpf: makeCpf(700_000 + buyer),
      nome: 'Maria da Silva Souza',
      telefone: '(11) 98888-7777',
      dataNascimento: '1990-05-17',
      rua: 'Rua Augusta',
      numero: '1200',
      bairro: 'Consolação',
      cidade: 'São Paulo',
      paymentMethod: 'pix',
      changeForCents: null,
      noChangeNeeded: false,
      observations: '',
      items,
    },
  };
}
