import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, pointsLedger } from '../../db/schema/customers.ts';
import { creditLedger } from '../../db/schema/loyalty.ts';
import { createCustomerVia, shopSession } from '../../test/customer-fixtures.ts';
import { makeCpf } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';
import { findCustomerByCpf, findOrCreateCustomer } from './customers-queries.ts';
import { recordPurchase } from './purchase-ledger.ts';

const ctx = setupTestContext();

const credit = (cookie: string, id: number, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/customers/${id}/credit`,
    headers: { cookie },
    payload: payload as object,
  });
const statement = async (cookie: string, id: number) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/customers/${id}/credit`, headers: { cookie } })).json();

/** The cached balance and the sum of the ledger, read from the database. */
async function balances(storeId: number, customerId: number) {
  const [c] = await ctx.database.db.select().from(customers).where(eq(customers.id, customerId));
  const [sum] = await ctx.database.db
    .select({ total: sql<string>`coalesce(sum(${creditLedger.amountCents}), 0)` })
    .from(creditLedger)
    .where(and(eq(creditLedger.storeId, storeId), eq(creditLedger.customerId, customerId)));
  return { cached: c?.creditBalanceCents, ledger: Number(sum?.total) };
}

describe('store credit', () => {
  it('adds credits and debits and lists them, newest first, with the balance', async () => {
    const shop = await shopSession(ctx.app);
    const c = await createCustomerVia(ctx.app, shop.cookie);
    expect(await statement(shop.cookie, c.id)).toEqual({ balanceCents: 0, entries: [] });

    const first = await credit(shop.cookie, c.id, { tipo: 'credito', amountCents: 5000, note: 'Troca de produto' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      balanceCents: 5000,
      entry: { tipo: 'credito', amountCents: 5000, note: 'Troca de produto' },
    });
    const debit = await credit(shop.cookie, c.id, { tipo: 'debito', amountCents: 1250 });
    expect(debit.json()).toMatchObject({ balanceCents: 3750, entry: { tipo: 'debito', amountCents: -1250, note: '' } });

    const body = await statement(shop.cookie, c.id);
    expect(body.balanceCents).toBe(3750);
    expect(body.entries.map((e: { amountCents: number }) => e.amountCents)).toEqual([-1250, 5000]);
    expect(await balances(shop.id, c.id)).toEqual({ cached: 3750, ledger: 3750 });
  });

  it('refuses a debit above the balance with the balance in the message, changing nothing', async () => {
    const shop = await shopSession(ctx.app);
    const c = await createCustomerVia(ctx.app, shop.cookie);
    await credit(shop.cookie, c.id, { tipo: 'credito', amountCents: 1050 });
    const res = await credit(shop.cookie, c.id, { tipo: 'debito', amountCents: 1051 });
    expect(res.statusCode).toBe(422);
    // Intl puts a no-break space after R$.
    expect(res.json().error.message.replace(/\s/g, ' ')).toBe('Saldo insuficiente. Saldo atual: R$ 10,50.');
    expect(res.json().error.code).toBe('insufficient_balance');
    expect((await statement(shop.cookie, c.id)).entries).toHaveLength(1);
    expect(await balances(shop.id, c.id)).toEqual({ cached: 1050, ledger: 1050 });

    const empty = await createCustomerVia(ctx.app, shop.cookie);
    const none = await credit(shop.cookie, empty.id, { tipo: 'debito', amountCents: 1 });
    expect(none.json().error.message.replace(/\s/g, ' ')).toBe('Saldo insuficiente. Saldo atual: R$ 0,00.');
  });

  it('needs a positive whole number of cents and a known type', async () => {
    const shop = await shopSession(ctx.app);
    const c = await createCustomerVia(ctx.app, shop.cookie);
    for (const amountCents of [0, -100, 10.5, '100', null, undefined]) {
      const res = await credit(shop.cookie, c.id, { tipo: 'credito', amountCents });
      expect(res.statusCode, String(amountCents)).toBe(400);
      expect(res.json().error.fields).toEqual({ amountCents: 'Informe um valor maior que zero.' });
    }
    const high = await credit(shop.cookie, c.id, { tipo: 'credito', amountCents: 100_000_001 });
    expect(high.json().error.fields.amountCents).toBe('Valor muito alto. O máximo por lançamento é R$ 1.000.000,00.');
    const tipo = await credit(shop.cookie, c.id, { tipo: 'estorno', amountCents: 100 });
    expect(tipo.json().error.fields).toEqual({ tipo: 'Escolha crédito ou débito.' });
    const note = await credit(shop.cookie, c.id, { tipo: 'credito', amountCents: 100, note: 'x'.repeat(201) });
    expect(note.json().error.fields).toEqual({ note: 'Use no máximo 200 caracteres.' });
    expect(await balances(shop.id, c.id)).toEqual({ cached: 0, ledger: 0 });
  });

  it('never overdraws under concurrent debits, and the balance is always the sum of the entries', async () => {
    const shop = await shopSession(ctx.app);
    const c = await createCustomerVia(ctx.app, shop.cookie);
    await credit(shop.cookie, c.id, { tipo: 'credito', amountCents: 10_000 });

    const debits = await Promise.all(
      Array.from({ length: 20 }, () => credit(shop.cookie, c.id, { tipo: 'debito', amountCents: 1000 })),
    );
    expect(debits.filter((r) => r.statusCode === 201)).toHaveLength(10);
    expect(debits.filter((r) => r.statusCode === 422)).toHaveLength(10);
    expect(await balances(shop.id, c.id)).toEqual({ cached: 0, ledger: 0 });

    const mixed = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 3 === 0
          ? credit(shop.cookie, c.id, { tipo: 'credito', amountCents: 700 })
          : credit(shop.cookie, c.id, { tipo: 'debito', amountCents: 300 }),
      ),
    );
    expect(mixed.every((r) => r.statusCode === 201 || r.statusCode === 422)).toBe(true);
    const okDebits = mixed.filter((r, i) => i % 3 !== 0 && r.statusCode === 201).length;
    const { cached, ledger } = await balances(shop.id, c.id);
    expect(cached).toBe(ledger);
    expect(cached).toBe(10 * 700 - okDebits * 300);
    expect(cached).toBeGreaterThanOrEqual(0);
  });
});

describe('query functions shared with checkout and loyalty', () => {
  it('concurrent purchases credit points: the balance equals the ledger', async () => {
    const shop = await shopSession(ctx.app);
    const c = await createCustomerVia(ctx.app, shop.cookie);
    const db = ctx.database.db;
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db.transaction((tx) =>
          recordPurchase(tx, {
            storeId: shop.id,
            customerId: c.id,
            source: { kind: 'validation', idempotencyKey: `k${i}` },
            at: new Date(),
            rewards: {
              points: 1 + (i % 3),
              cashbackCents: 0,
              cashbackExpiresAt: new Date(),
              prize: { purchaseCents: 100, minCents: 0 },
            },
          }),
        ),
      ),
    );
    const [sum] = await db
      .select({ total: sql<string>`coalesce(sum(${pointsLedger.delta}), 0)` })
      .from(pointsLedger)
      .where(eq(pointsLedger.customerId, c.id));
    const balance = (await findCustomerByCpf(db, shop.id, c.cpf))?.pointsBalance;
    expect(balance).toBe(Number(sum?.total));
    expect(balance).toBe(Array.from({ length: 20 }, (_, i) => 1 + (i % 3)).reduce((a, b) => a + b, 0));
  });

  it('findOrCreateCustomer keeps one record per (shop, CPF) and updates only the fields given', async () => {
    const shop = await shopSession(ctx.app);
    const db = ctx.database.db;
    const cpf = makeCpf(909_090);
    const created = await Promise.all(
      [1, 2, 3].map(() =>
        findOrCreateCustomer(db, shop.id, { cpf, nome: 'Checkout', telefone: '11987654321' }, 'shop'),
      ),
    );
    expect(new Set(created.map((c) => c.id)).size).toBe(1);
    await db.update(customers).set({ nomeAtendente: 'Bia' }).where(eq(customers.id, created[0]!.id));
    const formatted = `${cpf.slice(0, 3)}.${cpf.slice(3)}`;
    const updated = await findOrCreateCustomer(db, shop.id, { cpf: formatted, nome: 'Novo', telefone: '' }, 'shop');
    expect(updated).toMatchObject({ id: created[0]!.id, nome: 'Novo', telefone: '11987654321', nomeAtendente: 'Bia' });
    const other = await shopSession(ctx.app);
    expect((await findOrCreateCustomer(db, other.id, { cpf, nome: 'Outra loja' }, 'shop')).id).not.toBe(created[0]!.id);
  });

  it('an anonymous checkout changes nothing on file, not even blanks; the shop may correct what is on file', async () => {
    const shop = await shopSession(ctx.app);
    const db = ctx.database.db;
    const cpf = makeCpf(909_091);
    await findOrCreateCustomer(db, shop.id, { cpf, nome: 'Ana Souza', telefone: '' }, 'shop');
    const visit = { cpf, nome: 'Impostor', telefone: '11911112222', dataNascimento: '1990-01-02', rua: 'Rua A' };
    expect(await findOrCreateCustomer(db, shop.id, visit, 'public')).toMatchObject({
      nome: 'Ana Souza',
      telefone: '',
      dataNascimento: null,
      dataNascimentoPelaLoja: false,
      rua: '',
    });
    const again = { cpf, nome: 'Outro', telefone: '11933334444', dataNascimento: '1980-05-05', rua: 'Rua B' };
    expect(await findOrCreateCustomer(db, shop.id, again, 'shop')).toMatchObject({
      nome: 'Outro',
      telefone: '11933334444',
      dataNascimento: '1980-05-05',
      dataNascimentoPelaLoja: true,
      rua: 'Rua B',
    });
  });

  it("a birth date typed in the storefront never counts as the shop's, nor does saving it unchanged", async () => {
    const shop = await shopSession(ctx.app);
    const db = ctx.database.db;
    const cpf = makeCpf(909_092);
    const planted = { cpf, nome: 'Quem Pediu', telefone: '11911112222', dataNascimento: '1990-01-02' };
    // A CPF the shop does not know: the order creates the record with what was typed, but no birth date.
    expect(await findOrCreateCustomer(db, shop.id, planted, 'public')).toMatchObject({
      nome: 'Quem Pediu',
      dataNascimento: null,
      dataNascimentoPelaLoja: false,
    });
    // The shop types the date at the counter: it is the shop's.
    expect(await findOrCreateCustomer(db, shop.id, { ...planted, nome: 'Ana Real' }, 'shop')).toMatchObject({
      nome: 'Ana Real',
      dataNascimento: '1990-01-02',
      dataNascimentoPelaLoja: true,
    });
    // A date on file the shop did not type (an older order's, see migration 0022) stays unconfirmed
    // when the counter sends it back as shown, and becomes the shop's when the shop types another.
    await db
      .update(customers)
      .set({ dataNascimentoPelaLoja: false })
      .where(and(eq(customers.storeId, shop.id), eq(customers.cpf, cpf)));
    expect(await findOrCreateCustomer(db, shop.id, planted, 'shop')).toMatchObject({ dataNascimentoPelaLoja: false });
    expect(await findOrCreateCustomer(db, shop.id, { ...planted, dataNascimento: '1991-03-04' }, 'shop')).toMatchObject(
      { dataNascimento: '1991-03-04', dataNascimentoPelaLoja: true },
    );
  });
});
