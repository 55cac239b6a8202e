import { describe, expect, it } from 'vitest';
import { staffMessages } from '../../../shared/contracts/staff.ts';
import { formatCents } from '../../../shared/money.ts';
import { createCustomerVia } from '../../test/customer-fixtures.ts';
import { registerAndLogin } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';
import { PIN, saveSettings } from '../../test/loyalty-fixtures.ts';
import { insertTestOrder } from '../../test/order-fixtures.ts';
import { postSale } from '../../test/sales-fixtures.ts';
import { addStaffLogin, overrideHeaders, reauth } from '../../test/staff-fixtures.ts';

const ctx = setupTestContext();

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  cookie: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) => ctx.app.inject({ method, url, headers: { cookie, ...headers }, payload: payload as object });

const MANAGER_PIN = '8642';

/** A shop with a Caixa, and a Gerente who has set an override PIN. */
async function counter() {
  const owner = await registerAndLogin(ctx.app);
  await reauth(ctx.app, owner.cookie, owner.input.senha);
  const caixa = await addStaffLogin(ctx.app, owner, 'caixa', 'Carla Caixa');
  const gerente = await addStaffLogin(ctx.app, owner, 'gerente', 'Gustavo Gerente');
  const pin = await call('PUT', '/api/auth/override-pin', gerente.cookie, {
    pin: MANAGER_PIN,
    confirmar: MANAGER_PIN,
    senha: gerente.senha,
  });
  expect(pin.statusCode).toBe(204);
  return { owner, caixa, gerente };
}

const water = {
  items: [{ name: 'Água', quantity: 2, unitPriceCents: 350 }],
  payments: [{ type: 'dinheiro', receivedCents: 700 }],
};

async function auditEntries(cookie: string, query = '') {
  const res = await call('GET', `/api/audit-log${query}`, cookie);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    entries: {
      action: string;
      actor: string;
      actorName: string;
      actorStaffId: number | null;
      authorizedByName: string;
      overrideReason: string;
      description: string;
    }[];
    atores: { id: string; nome: string }[];
  };
}

describe("a manager's override at the counter", () => {
  it("a Caixa deletes a sale only with a Gerente's PIN and a reason; the log names both and why", async () => {
    const { owner, caixa, gerente } = await counter();
    const sale = await postSale(ctx.app, caixa.cookie, water);
    expect(sale.statusCode).toBe(201);
    const url = `/api/sales/${sale.json().id}`;

    const plain = await call('DELETE', url, caixa.cookie);
    expect(plain.statusCode).toBe(403);
    expect(plain.json().error).toEqual({ code: 'override_required', message: staffMessages.overrideRequired });

    const wrong = await call(
      'DELETE',
      url,
      caixa.cookie,
      undefined,
      overrideHeaders(gerente.staffId, '0000', 'Cliente desistiu'),
    );
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toMatchObject({ code: 'override_wrong', fields: { pin: staffMessages.overrideWrong } });

    const noReason = await call(
      'DELETE',
      url,
      caixa.cookie,
      undefined,
      overrideHeaders(gerente.staffId, MANAGER_PIN, ''),
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toEqual({ motivo: staffMessages.overrideReasonRequired });
    // Nothing changed.
    expect((await call('GET', url, caixa.cookie)).statusCode).toBe(200);

    const done = await call(
      'DELETE',
      url,
      caixa.cookie,
      undefined,
      overrideHeaders(gerente.staffId, MANAGER_PIN, 'Cliente desistiu da compra'),
    );
    expect(done.statusCode).toBe(204);
    expect((await call('GET', url, owner.cookie)).statusCode).toBe(404);

    const log = await auditEntries(owner.cookie);
    const entry = log.entries.find((e) => e.action === 'sale.deleted');
    expect(entry).toMatchObject({
      actor: 'caixa',
      actorName: 'Carla Caixa',
      actorStaffId: caixa.staffId,
      authorizedByName: 'Gustavo Gerente',
      overrideReason: 'Cliente desistiu da compra',
    });
    // The log is filtered by the person.
    expect(log.atores).toContainEqual({ id: String(caixa.staffId), nome: 'Carla Caixa', actor: 'caixa' });
    const byCaixa = await auditEntries(owner.cookie, `?ator=${caixa.staffId}`);
    expect(byCaixa.entries.map((e) => e.action)).toEqual(['sale.deleted']);
    expect((await auditEntries(owner.cookie, '?ator=dono')).entries).toEqual([]);
    expect((await call('GET', '/api/audit-log?ator=abc', owner.cookie)).statusCode).toBe(400);
  });

  it("the override runs once: the sale's second delete with the same PIN finds nothing", async () => {
    const { caixa, gerente } = await counter();
    const sale = await postSale(ctx.app, caixa.cookie, water);
    const headers = overrideHeaders(gerente.staffId, MANAGER_PIN, 'Venda duplicada');
    expect((await call('DELETE', `/api/sales/${sale.json().id}`, caixa.cookie, undefined, headers)).statusCode).toBe(
      204,
    );
    expect((await call('DELETE', `/api/sales/${sale.json().id}`, caixa.cookie, undefined, headers)).statusCode).toBe(
      404,
    );
  });

  it('the owner authorises with their own PIN; a Caixa has none, and a Gerente needs no override', async () => {
    const { owner, caixa, gerente } = await counter();
    expect(
      (
        await call('PUT', '/api/auth/override-pin', caixa.cookie, {
          pin: '1234',
          confirmar: '1234',
          senha: caixa.senha,
        })
      ).statusCode,
    ).toBe(403);
    const bad = await call('PUT', '/api/auth/override-pin', owner.cookie, { pin: '12', confirmar: '13', senha: '' });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await call('PUT', '/api/auth/override-pin', owner.cookie, {
          pin: '9753',
          confirmar: '9753',
          senha: 'errada-mesmo',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call('PUT', '/api/auth/override-pin', owner.cookie, {
          pin: '9753',
          confirmar: '9753',
          senha: owner.input.senha,
        })
      ).statusCode,
    ).toBe(204);
    const authorizers = await call('GET', '/api/auth/authorizers', caixa.cookie);
    expect(authorizers.json()).toEqual([
      { id: 'dono', nome: 'Dono', role: 'dono' },
      { id: String(gerente.staffId), nome: 'Gustavo Gerente', role: 'gerente' },
    ]);

    const sale = await postSale(ctx.app, caixa.cookie, water);
    const res = await call(
      'DELETE',
      `/api/sales/${sale.json().id}`,
      caixa.cookie,
      undefined,
      overrideHeaders('dono', '9753', 'Erro de digitação'),
    );
    expect(res.statusCode).toBe(204);
    expect((await auditEntries(owner.cookie)).entries[0]).toMatchObject({ authorizedByName: 'Dono', actor: 'caixa' });

    const other = await postSale(ctx.app, caixa.cookie, water);
    expect((await call('DELETE', `/api/sales/${other.json().id}`, gerente.cookie)).statusCode).toBe(204);
    const entry = (await auditEntries(owner.cookie)).entries[0];
    expect(entry).toMatchObject({ actor: 'gerente', actorName: 'Gustavo Gerente', authorizedByName: '' });
  });

  it('a disabled Gerente or a Caixa cannot authorise; wrong PINs are limited like the loyalty PIN', async () => {
    const { owner, caixa, gerente } = await counter();
    const other = await addStaffLogin(ctx.app, owner, 'caixa', 'Otávio Caixa');
    const sale = await postSale(ctx.app, caixa.cookie, water);
    const url = `/api/sales/${sale.json().id}`;
    // Another Caixa's id is not an authoriser, whatever PIN.
    expect(
      (await call('DELETE', url, caixa.cookie, undefined, overrideHeaders(other.staffId, MANAGER_PIN, 'Teste')))
        .statusCode,
    ).toBe(403);
    await call('PATCH', `/api/staff/${gerente.staffId}`, owner.cookie, { ativo: false });
    expect(
      (await call('DELETE', url, caixa.cookie, undefined, overrideHeaders(gerente.staffId, MANAGER_PIN, 'Teste')))
        .statusCode,
    ).toBe(403);
    await call('PATCH', `/api/staff/${gerente.staffId}`, owner.cookie, { ativo: true });
    // Two failures so far in this window: three more reach the limit of five, then 429.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await call('DELETE', url, caixa.cookie, undefined, overrideHeaders(gerente.staffId, '1111', 'Teste')))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 3)).toEqual([403, 403, 403]);
    expect(statuses[3]).toBe(429);
    // Even the right PIN waits for the window now.
    const right = await call(
      'DELETE',
      url,
      caixa.cookie,
      undefined,
      overrideHeaders(gerente.staffId, MANAGER_PIN, 'Teste'),
    );
    expect(right.statusCode).toBe(429);
    expect(right.json().error.message).toBe(staffMessages.overrideTooMany);
    expect((await call('GET', url, owner.cookie)).statusCode).toBe(200);
  });

  it("cancelling an order and a customer's credit are overrides too; advancing an order is not", async () => {
    const { owner, caixa, gerente } = await counter();
    const order = await insertTestOrder(ctx.database.db, owner.id);
    const moved = await call('PATCH', `/api/orders/${order.id}/status`, caixa.cookie, { status: 'preparando' });
    expect(moved.statusCode).toBe(200);
    const cancel = { status: 'cancelado', motivo: 'Cliente desistiu' };
    expect((await call('PATCH', `/api/orders/${order.id}/status`, caixa.cookie, cancel)).json().error.code).toBe(
      'override_required',
    );
    const cancelled = await call(
      'PATCH',
      `/api/orders/${order.id}/status`,
      caixa.cookie,
      cancel,
      overrideHeaders(gerente.staffId, MANAGER_PIN, 'Cliente ligou cancelando'),
    );
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelado');

    const customer = await createCustomerVia(ctx.app, owner.cookie, { nome: 'Rita Lopes' });
    const credit = { tipo: 'credito', amountCents: 1000 };
    const refused = await call('POST', `/api/customers/${customer.id}/credit`, caixa.cookie, credit);
    expect(refused.json().error.code).toBe('override_required');
    expect((await call('GET', `/api/customers/${customer.id}/credit`, caixa.cookie)).json().balanceCents).toBe(0);
    const added = await call(
      'POST',
      `/api/customers/${customer.id}/credit`,
      caixa.cookie,
      credit,
      overrideHeaders(gerente.staffId, MANAGER_PIN, 'Troca de mercadoria'),
    );
    expect(added.statusCode).toBe(201);
    const entries = (await auditEntries(owner.cookie)).entries;
    expect(entries.find((e) => e.action === 'order.cancelled')).toMatchObject({
      actorName: 'Carla Caixa',
      authorizedByName: 'Gustavo Gerente',
      overrideReason: 'Cliente ligou cancelando',
    });
    expect(entries.find((e) => e.action === 'credit.added')).toMatchObject({ overrideReason: 'Troca de mercadoria' });
    expect(entries.find((e) => e.action === 'order.status_changed')).toMatchObject({
      actor: 'caixa',
      authorizedByName: '',
    });
  });

  it("a Caixa's discount above the owner's limit needs an override; at or below it, none", async () => {
    const { owner, caixa, gerente } = await counter();
    expect((await call('GET', '/api/settings/cashier-limit', caixa.cookie)).json()).toEqual({ limitePercentual: 10 });
    const sale = (discountCents: number) => ({
      items: [{ name: 'Bolo', quantity: 1, unitPriceCents: 10_000, discountCents }],
      payments: [{ type: 'pix', amountCents: 10_000 - discountCents }],
    });
    expect((await postSale(ctx.app, caixa.cookie, sale(1000))).statusCode).toBe(201);
    const big = await postSale(ctx.app, caixa.cookie, sale(1500));
    expect(big.statusCode).toBe(403);
    expect(big.json().error.code).toBe('override_required');
    const authorised = await ctx.app.inject({
      method: 'POST',
      url: '/api/sales',
      headers: {
        cookie: caixa.cookie,
        'idempotency-key': crypto.randomUUID(),
        ...overrideHeaders(gerente.staffId, MANAGER_PIN, 'Cliente fiel'),
      },
      payload: sale(1500),
    });
    expect(authorised.statusCode).toBe(201);
    // The authorised discount is in the log, with who asked, who authorised and why; the others are not.
    const logged = (await auditEntries(owner.cookie, '?tipo=descontos')).entries;
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      action: 'sale.discount_authorized',
      actor: 'caixa',
      actorName: 'Carla Caixa',
      authorizedByName: 'Gustavo Gerente',
      overrideReason: 'Cliente fiel',
      description: `Desconto de ${formatCents(1500)} (15%) na venda nº ${authorised.json().number}, acima do limite do caixa de 10%`,
    });
    // The owner changes the limit (with the password just typed); a Gerente may not.
    expect(
      (await call('PUT', '/api/settings/cashier-limit', gerente.cookie, { limitePercentual: 50 })).statusCode,
    ).toBe(403);
    expect((await call('PUT', '/api/settings/cashier-limit', owner.cookie, { limitePercentual: 101 })).statusCode).toBe(
      400,
    );
    expect((await call('PUT', '/api/settings/cashier-limit', owner.cookie, { limitePercentual: 20 })).statusCode).toBe(
      200,
    );
    expect((await postSale(ctx.app, caixa.cookie, sale(1500))).statusCode).toBe(201);
    // The owner and a Gerente give any discount.
    expect((await postSale(ctx.app, gerente.cookie, sale(9000))).statusCode).toBe(201);
    expect((await auditEntries(owner.cookie, '?tipo=descontos')).entries).toHaveLength(1);
  });

  it("an authorised discount on the sale that completes the loyalty card: the prize's entry carries no authorisation", async () => {
    const { owner, caixa, gerente } = await counter();
    await saveSettings(ctx.app, owner, { pin: PIN });
    const customer = await createCustomerVia(ctx.app, owner.cookie, { nome: 'Bia Ramos' });
    for (let i = 0; i < 9; i += 1) {
      expect((await postSale(ctx.app, caixa.cookie, { ...water, customerId: customer.id })).statusCode).toBe(201);
    }
    const tenth = await ctx.app.inject({
      method: 'POST',
      url: '/api/sales',
      headers: {
        cookie: caixa.cookie,
        'idempotency-key': crypto.randomUUID(),
        ...overrideHeaders(gerente.staffId, MANAGER_PIN, 'Cliente fiel'),
      },
      payload: {
        customerId: customer.id,
        items: [{ name: 'Bolo', quantity: 1, unitPriceCents: 10_000, discountCents: 2000 }],
        payments: [{ type: 'pix', amountCents: 8000 }],
      },
    });
    expect(tenth.statusCode).toBe(201);
    const entries = (await auditEntries(owner.cookie)).entries;
    expect(entries.find((e) => e.action === 'sale.discount_authorized')).toMatchObject({
      authorizedByName: 'Gustavo Gerente',
      overrideReason: 'Cliente fiel',
    });
    expect(entries.find((e) => e.action === 'loyalty.prize_granted')).toMatchObject({
      actorName: 'Carla Caixa',
      authorizedByName: '',
      overrideReason: '',
    });
  });

  it('a sale by a team member is recorded as theirs, with them as the seller unless another is chosen', async () => {
    const { owner, caixa } = await counter();
    const own = await postSale(ctx.app, caixa.cookie, water);
    expect(own.json().employee).toEqual({ id: caixa.employeeId, nome: 'Carla Caixa' });
    const none = await postSale(ctx.app, caixa.cookie, { ...water, employeeId: null });
    expect(none.json().employee).toBeNull();
    const rows = (await ctx.database.db.execute(
      `select registered_by_staff_id, registered_by_name from sales where store_id = ${owner.id} order by number` as never,
    )) as unknown as { rows: { registered_by_staff_id: number; registered_by_name: string }[] };
    expect(rows.rows).toEqual([
      { registered_by_staff_id: caixa.staffId, registered_by_name: 'Carla Caixa' },
      { registered_by_staff_id: caixa.staffId, registered_by_name: 'Carla Caixa' },
    ]);
    const byOwner = await postSale(ctx.app, owner.cookie, water);
    expect(byOwner.json().employee).toBeNull();
  });

  it('a sale that completes the loyalty card is logged with who sold it; the PIN setting is the owner’s', async () => {
    const { owner, caixa, gerente } = await counter();
    await saveSettings(ctx.app, owner, { pin: PIN });
    const customer = await createCustomerVia(ctx.app, owner.cookie, { nome: 'Bia Ramos' });
    for (let i = 0; i < 10; i += 1) {
      const res = await postSale(ctx.app, caixa.cookie, { ...water, customerId: customer.id });
      expect(res.statusCode).toBe(201);
    }
    const entries = (await auditEntries(owner.cookie, '?tipo=premios')).entries;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'loyalty.prize_granted', actor: 'caixa', actorName: 'Carla Caixa' });

    const settings = (await call('GET', '/api/settings', gerente.cookie)).json();
    const keep = { premios: settings.premios, valorMinimoPremiacaoCents: 500 };
    expect((await call('PUT', '/api/settings', gerente.cookie, keep)).statusCode).toBe(200);
    const pin = await call('PUT', '/api/settings', gerente.cookie, {
      ...keep,
      novaSenha: '1357',
      confirmarSenha: '1357',
      senhaDaLoja: gerente.senha,
    });
    expect(pin.statusCode).toBe(403);
    expect(pin.json().error.code).toBe('forbidden');
  });

  it("a Caixa's cash report is today's; another day is a Gerente's", async () => {
    const { caixa, gerente } = await counter();
    expect((await call('GET', '/api/cash/report', caixa.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/cash/report?data=2026-01-05', caixa.cookie)).json().error.code).toBe('forbidden');
    expect((await call('GET', '/api/cash/report?data=2026-01-05', gerente.cookie)).statusCode).toBe(200);
    const bill = await call('POST', '/api/cash/bills', gerente.cookie, {
      dia: '2026-01-05',
      nome: 'Luz',
      valorCents: 100,
    });
    expect(bill.statusCode).toBe(201);
    // The old bill is not found for the Caixa, and stays.
    expect((await call('DELETE', `/api/cash/bills/${bill.json().id}`, caixa.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/cash/bills?data=2026-01-05', gerente.cookie)).json().contas).toHaveLength(1);
  });
});
