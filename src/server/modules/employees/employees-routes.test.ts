import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { saoPauloToday } from '../../../shared/calendar.ts';
import { employeeMessages } from '../../../shared/contracts/employees.ts';
import { textMessages } from '../../../shared/contracts/text.ts';
import { sales } from '../../db/schema/sales.ts';
import { registerAndLogin } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';
import { getEmployees } from './employees-service.ts';

const ctx = setupTestContext();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

const ana = { nome: 'Ana Souza', dataNascimento: '1995-04-12', metaMesCents: 500_000, dataContratacao: '2024-02-01' };

async function addEmployee(cookie: string, input: Record<string, unknown> = ana) {
  const res = await call('POST', '/api/employees', cookie, input);
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; nome: string };
}

let saleNumber = 0;
/** A counter sale written straight to the table (there is no sales API yet). */
async function insertSale(
  storeId: number,
  employeeId: number | null,
  totalCents: number,
  soldAt: Date,
  sellerName = '',
) {
  saleNumber += 1;
  await ctx.database.db.insert(sales).values({
    storeId,
    number: saleNumber,
    employeeId,
    sellerName,
    soldAt,
    itemsCents: totalCents,
    totalCents,
    idempotencyKey: randomUUID(),
  });
}

/** Noon in São Paulo on the given day of the month `monthsAgo` months before the current one. */
function saoPauloNoon(monthsAgo: number, day = 15): Date {
  const [y, m] = saoPauloToday().split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 - monthsAgo, day, 15, 0));
}

describe('employees', () => {
  it('registers, lists, reads, edits and removes an employee', async () => {
    const { cookie } = await registerAndLogin(ctx.app);
    expect((await call('GET', '/api/employees', cookie)).json()).toEqual({ funcionarios: [] });

    const created = await call('POST', '/api/employees', cookie, { ...ana, nome: '  Ana Souza ' });
    expect(created.statusCode).toBe(201);
    const employee = created.json();
    expect(employee).toMatchObject({
      nome: 'Ana Souza',
      dataNascimento: '1995-04-12',
      metaMesCents: 500_000,
      dataContratacao: '2024-02-01',
      vendaAtualCents: 0,
      progressoPercentual: 0,
      metaBatida: false,
      faltamCents: 500_000,
      excedenteCents: 0,
      metasBatidas: 0,
    });
    expect(employee.tempoCasaMeses).toBeGreaterThanOrEqual(20);
    expect(employee.diasRestantes).toBeGreaterThanOrEqual(1);

    await addEmployee(cookie, { ...ana, nome: 'bruno Lima' });
    const list = (await call('GET', '/api/employees', cookie)).json();
    expect(list.funcionarios.map((f: { nome: string }) => f.nome)).toEqual(['Ana Souza', 'bruno Lima']);
    expect((await call('GET', `/api/employees/${employee.id}`, cookie)).json()).toEqual(employee);

    const edited = await call('PUT', `/api/employees/${employee.id}`, cookie, {
      ...ana,
      nome: 'Ana Souza Lima',
      metaMesCents: 750_050,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: employee.id, nome: 'Ana Souza Lima', metaMesCents: 750_050 });

    const removed = await call('DELETE', `/api/employees/${employee.id}`, cookie);
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', `/api/employees/${employee.id}`, cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/employees', cookie)).json().funcionarios).toHaveLength(1);
  });

  it.each([
    ['no name', { nome: undefined }, 'nome', employeeMessages.required],
    ['a blank name', { nome: '   ' }, 'nome', employeeMessages.required],
    ['a name too long', { nome: 'a'.repeat(121) }, 'nome', employeeMessages.nameTooLong],
    ['no birth date', { dataNascimento: undefined }, 'dataNascimento', employeeMessages.required],
    ['an empty birth date', { dataNascimento: '' }, 'dataNascimento', employeeMessages.required],
    [
      'a birth date that is no day',
      { dataNascimento: '1995-02-30' },
      'dataNascimento',
      employeeMessages.invalidBirthDate,
    ],
    ['a birth date as typed', { dataNascimento: '12/04/1995' }, 'dataNascimento', employeeMessages.invalidBirthDate],
    [
      'a birth date in the future',
      { dataNascimento: '2999-01-01' },
      'dataNascimento',
      employeeMessages.invalidBirthDate,
    ],
    ['no goal', { metaMesCents: undefined }, 'metaMesCents', employeeMessages.required],
    ['a goal of zero', { metaMesCents: 0 }, 'metaMesCents', employeeMessages.goalInvalid],
    ['a negative goal', { metaMesCents: -100 }, 'metaMesCents', employeeMessages.goalInvalid],
    ['a goal with a fraction of a cent', { metaMesCents: 100.5 }, 'metaMesCents', employeeMessages.goalInvalid],
    ['a goal as text', { metaMesCents: '5000' }, 'metaMesCents', employeeMessages.required],
    ['a goal too high', { metaMesCents: 100_000_001 }, 'metaMesCents', employeeMessages.goalTooHigh],
    ['no hire date', { dataContratacao: undefined }, 'dataContratacao', employeeMessages.required],
    [
      'a hire date that is no day',
      { dataContratacao: '2024-13-01' },
      'dataContratacao',
      employeeMessages.invalidHireDate,
    ],
    [
      'a hire date in the future',
      { dataContratacao: '2999-01-01' },
      'dataContratacao',
      employeeMessages.invalidHireDate,
    ],
    [
      'a hire date before the birth',
      { dataContratacao: '1990-01-01' },
      'dataContratacao',
      employeeMessages.hireBeforeBirth,
    ],
  ])('refuses %s with its message and saves nothing', async (_, change, field, message) => {
    const { cookie } = await registerAndLogin(ctx.app);
    const body = { ...ana, ...change };
    const res = await call('POST', '/api/employees', cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_input', message, fields: { [field]: message } });
    // The same rule on an edit, which leaves the record as it was.
    const employee = await addEmployee(cookie);
    const put = await call('PUT', `/api/employees/${employee.id}`, cookie, body);
    expect(put.statusCode).toBe(400);
    expect(put.json().error.fields[field]).toBe(message);
    const list = (await call('GET', '/api/employees', cookie)).json().funcionarios;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject(ana);
  });

  it('refuses text the database cannot store (NUL, a lone surrogate)', async () => {
    const { cookie } = await registerAndLogin(ctx.app);
    for (const [change, field] of [
      [{ nome: 'Ana\u0000' }, 'nome'],
      [{ dataNascimento: '1995-04-12\ud800' }, 'dataNascimento'],
      [{ dataContratacao: '\udc00' }, 'dataContratacao'],
    ] as const) {
      const res = await call('POST', '/api/employees', cookie, { ...ana, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields[field]).toBe(textMessages.invalidCharacters);
    }
    expect((await call('GET', '/api/employees', cookie)).json().funcionarios).toEqual([]);
  });

  it("answers 404 for another shop's employee, 400 for a bad id and 401 without a session", async () => {
    const mine = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    const theirs = await addEmployee(other.cookie);
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { ...ana, nome: 'Tomada' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `/api/employees/${theirs.id}`, mine.cookie, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'not_found', message: employeeMessages.notFound });
    }
    expect((await call('GET', '/api/employees', mine.cookie)).json().funcionarios).toEqual([]);
    expect((await call('GET', `/api/employees/${theirs.id}`, other.cookie)).json().nome).toBe('Ana Souza');
    expect((await call('GET', '/api/employees/abc', mine.cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/employees/99999999999', mine.cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/employees')).statusCode).toBe(401);
    expect((await call('POST', '/api/employees', undefined, ana)).statusCode).toBe(401);
  });

  it("counts this month's sales and the closed months at or above the goal", async () => {
    const shop = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    const hired = saoPauloNoon(3, 20).toISOString().slice(0, 10);
    const seller = await addEmployee(shop.cookie, { ...ana, metaMesCents: 100_000, dataContratacao: hired });
    const colleague = await addEmployee(shop.cookie, { ...ana, nome: 'Bruno', metaMesCents: 100_000 });

    // This month: 1.200,00 of a 1.000,00 goal.
    await insertSale(shop.id, seller.id, 70_000, saoPauloNoon(0, 1));
    await insertSale(shop.id, seller.id, 50_000, saoPauloNoon(0, 2));
    // Last month: exactly the goal (counts). Two months ago: just below (does not).
    await insertSale(shop.id, seller.id, 100_000, saoPauloNoon(1));
    await insertSale(shop.id, seller.id, 99_999, saoPauloNoon(2));
    // The hire month (three months ago): above the goal, counts. Before it: does not.
    await insertSale(shop.id, seller.id, 150_000, saoPauloNoon(3, 25));
    await insertSale(shop.id, seller.id, 500_000, saoPauloNoon(4));
    // Someone else's sales: the colleague's, a sale without seller, another shop's.
    await insertSale(shop.id, colleague.id, 30_000, saoPauloNoon(0, 3));
    await insertSale(shop.id, null, 900_000, saoPauloNoon(0, 3));
    await insertSale(other.id, null, 900_000, saoPauloNoon(0, 3));

    const res = await call('GET', `/api/employees/${seller.id}`, shop.cookie);
    expect(res.json()).toMatchObject({
      vendaAtualCents: 120_000,
      progressoPercentual: 120,
      metaBatida: true,
      faltamCents: 0,
      excedenteCents: 20_000,
      metasBatidas: 2,
    });
    const list = (await call('GET', '/api/employees', shop.cookie)).json().funcionarios;
    expect(list.find((f: { id: number }) => f.id === colleague.id)).toMatchObject({
      vendaAtualCents: 30_000,
      progressoPercentual: 30,
      metaBatida: false,
      faltamCents: 70_000,
      excedenteCents: 0,
      metasBatidas: 0,
    });

    // Goals met compare with the current goal: raised above last month's 1.000,00, only the hire month counts.
    const raised = await call('PUT', `/api/employees/${seller.id}`, shop.cookie, {
      ...ana,
      metaMesCents: 140_000,
      dataContratacao: hired,
    });
    expect(raised.json()).toMatchObject({ vendaAtualCents: 120_000, progressoPercentual: 85, metasBatidas: 1 });
  });

  it('takes the month in São Paulo: 23:30 on 30 November is still November', async () => {
    const shop = await registerAndLogin(ctx.app);
    const seller = await addEmployee(shop.cookie, { ...ana, metaMesCents: 10_000, dataContratacao: '2026-09-10' });
    await insertSale(shop.id, seller.id, 4_000, new Date('2026-11-30T23:30:00-03:00'));
    await insertSale(shop.id, seller.id, 3_000, new Date('2026-11-01T00:00:00-03:00'));
    // Already December in São Paulo: not November's.
    await insertSale(shop.id, seller.id, 50_000, new Date('2026-12-01T00:00:00-03:00'));
    // 31 October at 23:59 in São Paulo is 1 November in UTC: October's, and it met October's goal.
    await insertSale(shop.id, seller.id, 10_000, new Date('2026-10-31T23:59:00-03:00'));
    // Before the hire month: not counted.
    await insertSale(shop.id, seller.id, 10_000, new Date('2026-08-31T23:59:00-03:00'));

    const now = new Date('2026-11-30T23:30:00-03:00');
    const { funcionarios } = await getEmployees(ctx.database.db, shop.id, now);
    expect(funcionarios[0]).toMatchObject({
      vendaAtualCents: 7_000,
      progressoPercentual: 70,
      metaBatida: false,
      faltamCents: 3_000,
      diasRestantes: 1,
      metasBatidas: 1,
      tempoCasaMeses: 2,
    });
    // A minute later it is December: November closed below the goal, October still counts.
    const december = await getEmployees(ctx.database.db, shop.id, new Date('2026-12-01T00:00:00-03:00'));
    expect(december.funcionarios[0]).toMatchObject({ vendaAtualCents: 50_000, metasBatidas: 1, diasRestantes: 31 });
  });

  it('keeps the sales of a removed employee under their name', async () => {
    const shop = await registerAndLogin(ctx.app);
    const seller = await addEmployee(shop.cookie);
    await insertSale(shop.id, seller.id, 12_345, saoPauloNoon(0, 1), 'Ana Souza');
    expect((await call('DELETE', `/api/employees/${seller.id}`, shop.cookie)).statusCode).toBe(204);
    const rows = await ctx.database.db
      .select({ employeeId: sales.employeeId, sellerName: sales.sellerName, totalCents: sales.totalCents })
      .from(sales)
      .where(eq(sales.storeId, shop.id));
    expect(rows).toEqual([{ employeeId: null, sellerName: 'Ana Souza', totalCents: 12_345 }]);
  });
});
