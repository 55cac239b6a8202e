import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { saoPauloToday } from '../../../shared/calendar.ts';
import { panelStatsMessages } from '../../../shared/contracts/panel-stats.ts';
import { periodRange } from '../../../shared/periods.ts';
import { cashbackEntries, customers, giftDeliveries } from '../../db/schema/index.ts';
import { sales } from '../../db/schema/sales.ts';
import { makeCpf, registerAndLogin } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';
import { insertTestOrder } from '../../test/order-fixtures.ts';
import { insertShop } from '../../test/storefront-fixtures.ts';
import { getPanelStats } from './panel-stats-service.ts';

const ctx = setupTestContext();
const db = () => ctx.database.db;

const get = (url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

let saleNumber = 0;
/** A counter sale written straight into the database (the sale API is another module's). */
async function insertSale(storeId: number, soldAt: string, totalCents: number) {
  saleNumber += 1;
  await db()
    .insert(sales)
    .values({
      storeId,
      number: saleNumber,
      soldAt: new Date(soldAt),
      itemsCents: totalCents,
      totalCents,
      idempotencyKey: randomUUID(),
    });
}

let cpfSeq = 0;
async function insertCustomer(
  storeId: number,
  values: { sexo?: 'masculino' | 'feminino' | 'outro' | null; dataNascimento?: string | null } = {},
) {
  cpfSeq += 1;
  const [row] = await db()
    .insert(customers)
    .values({ storeId, cpf: makeCpf(90_000 + cpfSeq), nome: `Cliente ${cpfSeq}`, ...values })
    .returning({ id: customers.id });
  if (!row) throw new Error('no customer');
  return row.id;
}

async function insertDelivery(storeId: number, createdAt: string, custoCents: number, source: 'entrega' | 'roleta') {
  await db()
    .insert(giftDeliveries)
    .values({ storeId, nome: 'Caneca', custoCents, source, createdAt: new Date(createdAt) });
}

const MARCH = '/api/stats/panel?de=2026-03-01&ate=2026-03-31';

describe('GET /api/stats/panel', () => {
  it("adds a period's counter sales, online orders, gifts, wheel prizes and cashback, by São Paulo day", async () => {
    const shop = await registerAndLogin(ctx.app);
    // Monday 9 March 01:30 UTC is Sunday the 8th, 22:30, in São Paulo.
    await insertSale(shop.id, '2026-03-09T01:30:00Z', 10_000);
    await insertSale(shop.id, '2026-03-08T12:00:00-03:00', 5_001);
    // Tuesday the 10th: one counter sale and one online order.
    await insertSale(shop.id, '2026-03-10T09:00:00-03:00', 3_000);
    await insertTestOrder(db(), shop.id, {
      createdAt: new Date('2026-03-10T20:00:00-03:00'),
      items: [{ name: 'Bolo', unitPriceCents: 4_000, quantity: 1 }],
    });
    // Outside the period on each side: the last second of February and 1 April 00:00 in São Paulo.
    await insertSale(shop.id, '2026-02-28T23:59:59-03:00', 99_999);
    await insertSale(shop.id, '2026-04-01T00:00:00-03:00', 88_888);
    // A gift handed over and a wheel prize, in March; one in February.
    await insertDelivery(shop.id, '2026-03-05T10:00:00-03:00', 1_590, 'entrega');
    await insertDelivery(shop.id, '2026-03-31T23:30:00-03:00', 800, 'roleta');
    await insertDelivery(shop.id, '2026-02-28T23:00:00-03:00', 7_777, 'entrega');
    const customerId = await insertCustomer(shop.id);
    await db()
      .insert(cashbackEntries)
      .values({
        storeId: shop.id,
        customerId,
        earnedCents: 321,
        remainingCents: 321,
        expiresAt: new Date('2026-04-30T00:00:00Z'),
        createdAt: new Date('2026-03-10T09:00:00-03:00'),
      });

    const res = await get(MARCH, shop.cookie);
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    const total = 10_000 + 5_001 + 3_000 + 4_000;
    expect(stats).toMatchObject({
      periodo: { de: '2026-03-01', ate: '2026-03-31', hoje: saoPauloToday() },
      investimentoBrindesCents: 1_590 + 800,
      brindesEntregues: 2,
      totalVendasCents: total,
      quantidadeVendas: 4,
      // 22 001 / 4 = 5 500,25 → 5 500.
      ticketMedioCents: 5_500,
      porCanal: { balcao: { totalCents: 18_001, quantidade: 3 }, online: { totalCents: 4_000, quantidade: 1 } },
      cashbackTotalCents: 321,
      diaMaisVende: 'Domingo',
      // Every other weekday sold nothing: the last of them from Monday on is Sábado.
      diaMenosVende: 'Sábado',
    });
    expect(stats.diasDaSemana.map((d: { nome: string; totalCents: number }) => [d.nome, d.totalCents])).toEqual([
      ['Segunda', 0],
      ['Terça', 7_000],
      ['Quarta', 0],
      ['Quinta', 0],
      ['Sexta', 0],
      ['Sábado', 0],
      ['Domingo', 15_001],
    ]);
    expect(stats.vendasPorDia.granularidade).toBe('dia');
    expect(stats.vendasPorDia.pontos).toHaveLength(31);
    expect(stats.vendasPorDia.pontos[7]).toEqual({ inicio: '2026-03-08', totalCents: 15_001, quantidade: 2 });
    expect(stats.vendasPorDia.pontos[9]).toEqual({ inicio: '2026-03-10', totalCents: 7_000, quantidade: 2 });
  });

  it('counts all of a period of 1,500 sales (the prototype stopped at 1,000 rows)', async () => {
    const shop = await registerAndLogin(ctx.app);
    // 1,500 sales of R$ 1,00 to R$ 15,00, spread over March at 10:00 in São Paulo.
    await db().execute(sql`
      insert into sales (store_id, number, sold_at, items_cents, total_cents, idempotency_key)
      select ${shop.id}, 100000 + n,
             ('2026-03-01 10:00:00-03'::timestamptz + ((n % 31) || ' days')::interval),
             100 * (1 + n % 15), 100 * (1 + n % 15), 'bulk-' || n
      from generate_series(1, 1500) as n`);
    const res = await get(MARCH, shop.cookie);
    expect(res.statusCode).toBe(200);
    // n % 15 runs over 0..14 exactly 100 times: 100 × 100 × (1 + ... + 15) cents.
    expect(res.json()).toMatchObject({ quantidadeVendas: 1_500, totalVendasCents: 1_200_000, ticketMedioCents: 800 });
  });

  it('an empty shop: zeros, Segunda and Domingo, this month by default', async () => {
    const shop = await registerAndLogin(ctx.app);
    const res = await get('/api/stats/panel', shop.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      periodo: { de: periodRange('mes', saoPauloToday()).from, ate: saoPauloToday() },
      investimentoBrindesCents: 0,
      totalVendasCents: 0,
      quantidadeVendas: 0,
      ticketMedioCents: 0,
      cashbackTotalCents: 0,
      diaMaisVende: 'Segunda',
      diaMenosVende: 'Domingo',
      clientes: {
        total: 0,
        sexo: { homens: { quantidade: 0, percentual: 0 }, mulheres: { quantidade: 0, percentual: 0 } },
        idadeNaoInformada: { quantidade: 0, percentual: 0 },
      },
    });
  });

  it("this month's sale counts by default and a preset period is the server's", async () => {
    const shop = await registerAndLogin(ctx.app);
    await insertSale(shop.id, new Date().toISOString(), 2_500);
    const now = await get('/api/stats/panel', shop.cookie);
    expect(now.json()).toMatchObject({ totalVendasCents: 2_500, quantidadeVendas: 1 });
    const last30 = await get('/api/stats/panel?periodo=ultimos-30-dias', shop.cookie);
    expect(last30.statusCode).toBe(200);
    expect(last30.json()).toMatchObject({ periodo: { ate: saoPauloToday() }, totalVendasCents: 2_500 });
    const lastMonth = await get('/api/stats/panel?periodo=mes-passado', shop.cookie);
    expect(lastMonth.json()).toMatchObject({ totalVendasCents: 0 });
    const year = await get('/api/stats/panel?periodo=ultimos-12-meses', shop.cookie);
    expect(year.json().vendasPorDia.granularidade).toBe('mes');
    expect(year.json().vendasPorDia.pontos.at(-1).totalCents).toBe(2_500);
  });

  it("all the shop's customers by sex and age bracket, the unknown counted apart", async () => {
    const shop = await registerAndLogin(ctx.app);
    const year = Number(saoPauloToday().slice(0, 4));
    // 1 January and 31 December are never within a day of a birthday edge that matters here.
    await insertCustomer(shop.id, { sexo: 'masculino', dataNascimento: `${year - 40}-07-01` });
    await insertCustomer(shop.id, { sexo: 'masculino', dataNascimento: `${year - 80}-07-01` });
    await insertCustomer(shop.id, { sexo: 'feminino', dataNascimento: `${year - 5}-07-01` });
    await insertCustomer(shop.id, { sexo: 'feminino', dataNascimento: `${year - 27}-07-01` });
    await insertCustomer(shop.id, { sexo: 'feminino', dataNascimento: null });
    await insertCustomer(shop.id, { sexo: 'outro', dataNascimento: `${year - 20}-07-01` });
    await insertCustomer(shop.id, { sexo: null, dataNascimento: null });
    const other = await insertShop(db());
    await insertCustomer(other.id, { sexo: 'masculino', dataNascimento: '1990-01-01' });

    const res = await get(MARCH, shop.cookie);
    const { clientes } = res.json();
    expect(clientes.total).toBe(7);
    expect(clientes.sexo).toEqual({
      homens: { quantidade: 2, percentual: 28.6 },
      mulheres: { quantidade: 3, percentual: 42.9 },
      outros: { quantidade: 1, percentual: 14.3 },
      naoInformado: { quantidade: 1, percentual: 14.3 },
    });
    expect(clientes.faixasEtarias.map((f: { faixa: string; quantidade: number }) => [f.faixa, f.quantidade])).toEqual([
      ['0-15', 1],
      ['16-23', 1],
      ['24-30', 1],
      ['31-49', 1],
      ['50-60', 0],
      ['60+', 1],
    ]);
    expect(clientes.idadeNaoInformada).toEqual({ quantidade: 2, percentual: 28.6 });
  });

  it("another shop's sales, gifts and customers never count", async () => {
    const shop = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    await insertSale(other.id, '2026-03-10T12:00:00-03:00', 7_000);
    await insertTestOrder(db(), other.id, { createdAt: new Date('2026-03-10T12:00:00-03:00') });
    await insertDelivery(other.id, '2026-03-10T12:00:00-03:00', 500, 'roleta');
    await insertCustomer(other.id, { sexo: 'feminino', dataNascimento: '1990-05-05' });

    const mine = (await get(MARCH, shop.cookie)).json();
    expect(mine).toMatchObject({
      totalVendasCents: 0,
      investimentoBrindesCents: 0,
      diaMaisVende: 'Segunda',
      diaMenosVende: 'Domingo',
      clientes: { total: 0 },
    });
    expect((await get(MARCH, other.cookie)).json()).toMatchObject({
      quantidadeVendas: 2,
      investimentoBrindesCents: 500,
    });
  });

  it('bad input answers 400 in the error shape; no session answers 401', async () => {
    const shop = await registerAndLogin(ctx.app);
    const cases: [string, string][] = [
      ['?de=2026-02-30', panelStatsMessages.dayInvalid],
      ['?de=10/03/2026', panelStatsMessages.dayInvalid],
      ['?ate=abc', panelStatsMessages.dayInvalid],
      ['?de=2026-03-10&ate=2026-03-09', panelStatsMessages.rangeInverted],
      ['?de=2025-01-01&ate=2026-02-05', panelStatsMessages.rangeTooLong],
      ['?periodo=sempre', panelStatsMessages.periodInvalid],
      ['?periodo=este-mes&de=2026-03-01', panelStatsMessages.periodOrDays],
      ['?de=%00', 'Texto com caracteres inválidos.'],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/api/stats/panel${query}`, shop.cookie);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message, query).toContain(message);
    }
    // 400 days is the most.
    expect((await get('/api/stats/panel?de=2025-01-01&ate=2026-02-04', shop.cookie)).statusCode).toBe(200);
    const anonymous = await get(MARCH);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBeTruthy();
  });
});

describe("age brackets on birthdays, on São Paulo's today", () => {
  const brackets = async (storeId: number, now: Date) =>
    Object.fromEntries(
      (await getPanelStats(db(), storeId, {}, now)).clientes.faixasEtarias.map((f) => [f.faixa, f.quantidade]),
    );

  it('turns 16, 24 and 61 on the birthday itself, not the day before', async () => {
    const shop = await insertShop(db());
    // Today is 10 March 2026: the 11th is tomorrow's birthday, the 10th today's.
    for (const birth of ['2010-03-11', '2010-03-10', '2002-03-11', '2002-03-10', '1965-03-11', '1965-03-10'])
      await insertCustomer(shop.id, { sexo: 'feminino', dataNascimento: birth });
    expect(await brackets(shop.id, new Date('2026-03-10T12:00:00-03:00'))).toEqual({
      '0-15': 1,
      '16-23': 2,
      '24-30': 1,
      '31-49': 0,
      '50-60': 1,
      '60+': 1,
    });
    // 02:30 UTC on the 10th is still the 9th in São Paulo: nobody has had this year's birthday.
    expect(await brackets(shop.id, new Date('2026-03-10T02:30:00Z'))).toEqual({
      '0-15': 2,
      '16-23': 2,
      '24-30': 0,
      '31-49': 0,
      '50-60': 2,
      '60+': 0,
    });
  });
});
