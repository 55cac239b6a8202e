import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { registerShop, type Shop } from '../e2e/support/api.ts';
import { loginShop, placeOrder } from '../e2e/support/orders.ts';
import { uniqueCpf } from '../e2e/support/storefront.ts';

// Through nginx in front of three server processes on one PostgreSQL (`npm run cluster`, started by
// playwright.cluster.config.ts). nginx answers on the base URL's port and names the process that
// answered in `x-served-by` (127.0.0.1:<port>); the processes listen on the next three ports, and
// some steps call one of them directly to be sure that two requests land on two processes.

test.skip(
  !process.env.DATABASE_URL,
  'Precisa de DATABASE_URL (PostgreSQL): vários processos não compartilham o PGlite.',
);

function ports() {
  const base = Number(new URL(test.info().project.use.baseURL ?? '').port);
  return [base + 1, base + 2, base + 3];
}
const direct = (port: number) => `http://localhost:${port}`;
const portOf = (servedBy: string | undefined) => Number(servedBy?.split(':').at(-1));

/** A client address of its own (the servers trust nginx's X-Forwarded-For). */
function clientAddress() {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

function orderBody(productId: number, nome = `Cliente ${randomUUID().slice(0, 8)}`) {
  return {
    cpf: uniqueCpf(),
    nome,
    telefone: '11987654321',
    dataNascimento: '1990-05-17',
    rua: 'Rua das Acácias',
    numero: '120',
    bairro: 'Centro',
    cidade: 'Campinas',
    paymentMethod: 'dinheiro',
    changeForCents: 5000,
    items: [{ productId, quantity: 1 }],
  };
}

async function newProduct(owner: APIRequestContext): Promise<number> {
  const res = await owner.post('/api/products', { data: { name: 'X-Salada', priceCents: 2100 } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

test('the balancer spreads requests, and a sign-in made through one process is valid on every other', async ({
  page,
  playwright,
}) => {
  const shop = await registerShop(page.request, 'Padaria');
  const login = await page.request.post('/api/auth/login', { data: { email: shop.email, senha: shop.senha } });
  expect(login.ok()).toBe(true);
  const signedInOn = portOf(login.headers()['x-served-by']);
  expect(ports()).toContain(signedInOn);

  // Every process knows the session (it lives in the database, not in a process).
  for (const port of ports()) {
    const me = await page.request.get(`${direct(port)}/api/auth/me`);
    expect(me.status(), `processo ${port}`).toBe(200);
    expect(await me.text()).toContain(shop.email);
  }

  // Round robin: consecutive requests through nginx land on every process.
  const client = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const seen = new Set<number>();
  for (let i = 0; i < 9; i += 1) {
    const res = await client.get('/api/health');
    expect(res.ok()).toBe(true);
    seen.add(portOf(res.headers()['x-served-by']));
  }
  expect([...seen].sort()).toEqual(ports());
  await client.dispose();

  // And the owner's screens work through the balancer.
  await page.goto('/lojista');
  await expect(page.getByText(shop.nomeEmpresa).first()).toBeVisible();
});

async function openOrdersScreen(page: Page): Promise<number> {
  const stream = page.waitForResponse((r) => r.url().includes('/api/orders/events'));
  await page.goto('/gerenciar-pedidos');
  const heldBy = portOf((await stream).headers()['x-served-by']);
  await expect(page.getByRole('status').filter({ hasText: 'Ao vivo' })).toBeVisible();
  return heldBy;
}

test("an order placed on one process appears live on the owner's Pedidos screen held by another", async ({
  page,
  playwright,
}) => {
  const shop = await registerShop(page.request, 'Lanchonete');
  await loginShop(page.request, shop);
  const heldBy = await openOrdersScreen(page);
  expect(ports()).toContain(heldBy);
  await expect(page.getByText('Nenhum pedido ainda')).toBeVisible();

  // The customer's order goes straight to another process than the one holding the live stream.
  const other = ports().find((p) => p !== heldBy) as number;
  const visitor = await playwright.request.newContext({ baseURL: direct(other) });
  const { customerName } = await placeOrder(page.request, visitor, shop as Shop & { id: number });
  await expect(page.getByRole('article').filter({ hasText: customerName })).toBeVisible({ timeout: 3_000 });
  await expect(page.getByText('Novo pedido!')).toBeVisible();
  await visitor.dispose();
});

test('the sign-in failure limit counts the failures made on every process', async ({ playwright }) => {
  const setup = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const shop = await registerShop(setup, 'Mercearia');
  await setup.dispose();
  const ip = clientAddress();
  const contexts = await Promise.all(
    ports().map((port) =>
      playwright.request.newContext({ baseURL: direct(port), extraHTTPHeaders: { 'x-forwarded-for': ip } }),
    ),
  );
  // Ten failures from one address for one e-mail, spread over the three processes.
  for (let i = 0; i < 10; i += 1) {
    const res = await contexts[i % 3]?.post('/api/auth/login', { data: { email: shop.email, senha: 'errada-123' } });
    expect(res?.status(), `tentativa ${i + 1}`).toBe(401);
  }
  // The eleventh is refused on every process, even with the right password.
  for (const context of contexts) {
    const res = await context.post('/api/auth/login', { data: { email: shop.email, senha: shop.senha } });
    expect(res.status()).toBe(429);
    expect((await res.json()).error.message).toMatch(/tentativas/i);
  }
  // Another address still signs in.
  const elsewhere = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  });
  expect((await elsewhere.post('/api/auth/login', { data: { email: shop.email, senha: shop.senha } })).status()).toBe(
    200,
  );
  await Promise.all([...contexts, elsewhere].map((c) => c.dispose()));
});

test("the game's one play a day holds across processes", async ({ playwright }) => {
  const ip = clientAddress();
  const [a, b, c] = await Promise.all(
    ports().map((port) =>
      playwright.request.newContext({ baseURL: direct(port), extraHTTPHeaders: { 'x-forwarded-for': ip } }),
    ),
  );
  if (!a || !b || !c) throw new Error('three processes expected');
  const first = await a.post('/api/game/plays');
  expect(first.status()).toBe(200);
  const played = await first.json();
  // Another process answers the play already made: the same result, no second draw.
  const again = await b.post('/api/game/plays');
  expect(again.status()).toBe(200);
  expect(await again.json()).toEqual(played);
  const state = await (await c.get('/api/game')).json();
  expect(state.hoje).toEqual(played);
  await Promise.all([a, b, c].map((x) => x.dispose()));
});

test('one idempotency key makes one order, whichever processes receive it', async ({ page, playwright }) => {
  const shop = await registerShop(page.request, 'Pizzaria');
  await loginShop(page.request, shop);
  const productId = await newProduct(page.request);
  const [a, b, c] = await Promise.all(
    ports().map((port) =>
      playwright.request.newContext({
        baseURL: direct(port),
        extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
      }),
    ),
  );
  if (!a || !b || !c) throw new Error('three processes expected');
  const path = `/api/storefront/stores/${shop.id}/orders`;

  // One after the other on two processes: 201, then 200 with the same order.
  const key = randomUUID();
  const body = orderBody(productId);
  const created = await a.post(path, { data: body, headers: { 'idempotency-key': key } });
  expect(created.status(), await created.text()).toBe(201);
  const repeated = await b.post(path, { data: body, headers: { 'idempotency-key': key } });
  expect(repeated.status()).toBe(200);
  expect((await repeated.json()).order.id).toBe((await created.json()).order.id);

  // At the same time on three processes: one order.
  const raceKey = randomUUID();
  const raceBody = orderBody(productId);
  const raced = await Promise.all(
    [a, b, c].map((x) => x.post(path, { data: raceBody, headers: { 'idempotency-key': raceKey } })),
  );
  const statuses = raced.map((r) => r.status()).sort();
  expect(statuses).toEqual([200, 200, 201]);
  const ids = new Set(await Promise.all(raced.map(async (r) => (await r.json()).order.id)));
  expect(ids.size).toBe(1);

  const list = await (await page.request.get('/api/orders')).json();
  expect(list.orders).toHaveLength(2);
  await Promise.all([a, b, c].map((x) => x.dispose()));
});
