// `npm run demo`: replaces the demo shop (found by its e-mail) with a fresh one and three months of
// its trade, then rebuilds the caches from the rows. Works on PGlite and PostgreSQL.

import type { PgTable } from 'drizzle-orm/pg-core';
import { saoPauloToday } from '../../shared/calendar.ts';
import type { Db } from '../db/client.ts';
import { customers, pointsLedger } from '../db/schema/customers.ts';
import { cashbackEntries, creditLedger, giftDeliveries, loyaltyValidations, wheelSpins } from '../db/schema/loyalty.ts';
import { orderEvents, orderItems, orders } from '../db/schema/orders.ts';
import { bills, saleItems, salePayments, sales } from '../db/schema/sales.ts';
import { rebuildCaches } from './demo-caches.ts';
import { addDemoCrm } from './demo-crm.ts';
import { buildCounterHistory } from './demo-history.ts';
import { buildOrders } from './demo-orders.ts';
import { makePerson, NEIGHBOURHOODS, STREETS } from './demo-people.ts';
import { intBetween, pick, type Random, saoPauloMidnight, seededRandom } from './demo-random.ts';
import { addDemoTeam, createDemoShop, DEMO_SHOP, deleteShopByEmail } from './demo-shop.ts';

export interface DemoOptions {
  now?: Date;
  seed?: number;
  days?: number;
  customers?: number;
  salesPerDay?: number;
  ordersPerDay?: number;
  /** Team logins for the first two employees (default true). */
  team?: boolean;
}

export interface DemoResult {
  storeId: number;
  replaced: boolean;
  /** Whether the demo's team logins were made (DEMO_TEAM). */
  team: boolean;
  counts: {
    products: number;
    customers: number;
    sales: number;
    orders: number;
    validations: number;
    spins: number;
    surveys: number;
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

async function insertAll<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][], size = 500) {
  for (let i = 0; i < rows.length; i += size) await db.insert(table).values(rows.slice(i, i + size));
}

function customerRows(random: Random, storeId: number, count: number, now: Date, days: number) {
  const extras = [
    { nomePet: 'Thor', estadoCivil: 'Casado(a)', timeCoracao: 'Corinthians' },
    { possuiVeiculo: 'Sim', timeCoracao: 'Palmeiras' },
    { estadoCivil: 'Solteiro(a)', timeCoracao: 'São Paulo' },
    { nomePet: 'Mel', nomeConjuge: 'Roberto', estadoCivil: 'Casado(a)', timeCoracao: 'Santos' },
  ];
  return Array.from({ length: count }, (_, i) => {
    // About one in ten has a birthday this month (the report's Aniversariantes do Mês).
    const person = makePerson(random, 500_000 + i, now, i % 10 === 3);
    const [first, last] = [person.nome.split(' ')[0] ?? '', person.nome.split(' ').at(-1) ?? ''];
    const email =
      random() < 0.6
        ? `${first}.${last}${i}@email.com.br`
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '')
            .toLowerCase()
        : '';
    return {
      storeId,
      ...person,
      email,
      rua: pick(random, STREETS),
      numero: String(intBetween(random, 10, 2000)),
      bairro: pick(random, NEIGHBOURHOODS),
      cidade: 'São Paulo',
      estado: 'SP',
      cep: `05${intBetween(random, 100, 499)}-${String(intBetween(random, 0, 999)).padStart(3, '0')}`,
      nomeAtendente: random() < 0.3 ? 'Carla' : '',
      extras: random() < 0.25 ? pick(random, extras) : {},
      // Known to the shop before the period: the first purchases come after.
      createdAt: new Date(now.getTime() - (days + 10) * DAY_MS + Math.floor((i / count) * days * 0.6) * DAY_MS),
    };
  });
}

export async function generateDemo(db: Db, options: DemoOptions = {}): Promise<DemoResult> {
  const now = options.now ?? new Date();
  const days = options.days ?? 90;
  const random = seededRandom(options.seed ?? 20_25);
  const replaced = await deleteShopByEmail(db, DEMO_SHOP.email);
  const shop = await createDemoShop(db, random, now, days);
  const { storeId } = shop;
  const team = options.team === false ? false : await addDemoTeam(db, storeId, shop.employees);

  const made = await db
    .insert(customers)
    .values(customerRows(random, storeId, options.customers ?? 140, now, days))
    .returning({
      id: customers.id,
      nome: customers.nome,
      cpf: customers.cpf,
      telefone: customers.telefone,
      dataNascimento: customers.dataNascimento,
    });
  const history = buildCounterHistory(random, shop, made, { now, days, salesPerDay: options.salesPerDay ?? 26 });
  const online = buildOrders(random, shop, made, { now, days, ordersPerDay: options.ordersPerDay ?? 5 });

  await insertAll(db, sales, history.sales);
  await insertAll(db, saleItems, history.saleItems);
  await insertAll(db, salePayments, history.salePayments);
  await insertAll(db, orders, online.orders);
  await insertAll(db, orderItems, online.items);
  await insertAll(db, orderEvents, online.events);
  await insertAll(db, pointsLedger, [...history.points, ...online.points]);
  await insertAll(db, cashbackEntries, [...history.cashback, ...online.cashback]);
  const validationIds = (
    await db.insert(loyaltyValidations).values(history.validations).returning({ id: loyaltyValidations.id })
  ).map((v) => v.id);
  for (const { validationIndex, spin, delivery } of history.spins) {
    const giftDeliveryId = delivery
      ? ((await db.insert(giftDeliveries).values(delivery).returning({ id: giftDeliveries.id }))[0]?.id ?? null)
      : null;
    await db
      .insert(wheelSpins)
      .values({ ...spin, validationId: validationIds[validationIndex] as number, giftDeliveryId });
  }
  await insertAll(db, giftDeliveries, history.deliveries);

  // Store credit left by a few customers, and the last days' bills of the cash report.
  await insertAll(
    db,
    creditLedger,
    made.slice(0, 6).map((c, i) => ({
      storeId,
      customerId: c.id,
      amountCents: (i + 1) * 750,
      tipo: 'credito' as const,
      note: 'Troco deixado como crédito',
      createdAt: new Date(now.getTime() - (i + 2) * DAY_MS),
    })),
  );
  const billNames = [
    'Fornecedor de farinha',
    'Laticínios Serra Azul',
    'Conta de luz',
    'Gás',
    'Embalagens',
    'Manutenção do forno',
  ];
  await insertAll(
    db,
    bills,
    Array.from({ length: 14 }, (_, i) => ({
      storeId,
      day: saoPauloToday(new Date(saoPauloMidnight(now, Math.floor(i / 2)))),
      name: pick(random, billNames),
      amountCents: intBetween(random, 40, 900) * 100,
    })),
  );

  const crm = await addDemoCrm(db, random, storeId, made, now, days);

  await rebuildCaches(db, [storeId]);
  return {
    storeId,
    replaced,
    team,
    counts: {
      products: shop.products.length,
      customers: made.length,
      sales: history.sales.length,
      orders: online.orders.length,
      validations: history.validations.length,
      spins: history.spins.length,
      surveys: crm.surveys,
    },
  };
}
