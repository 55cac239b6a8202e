import { describe, expect, it } from 'vitest';
import type { CrmSummary } from '../../../shared/contracts/crm-summary.ts';
import { customers } from '../../db/schema/customers.ts';
import { makeCpf, registerAndLogin } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';
import { birthdayMonthDays, getCrmSummary } from './crm-summary-service.ts';

const ctx = setupTestContext();
const db = () => ctx.database.db;

let seq = 7000;
async function addCustomer(storeId: number, nome: string, extra: Partial<typeof customers.$inferInsert> = {}) {
  const [row] = await db()
    .insert(customers)
    .values({ storeId, cpf: makeCpf(seq++), nome, telefone: '11987654321', ...extra })
    .returning({ id: customers.id });
  if (!row) throw new Error('no customer');
  return row.id;
}

const names = (list: { clientes: { nome: string }[] }) => list.clientes.map((c) => c.nome);
const summaryAt = (storeId: number, iso: string) => getCrmSummary(db(), storeId, new Date(iso));

describe('CRM summary', () => {
  it('answers the shop’s name, its customer count and the three suggestions', async () => {
    const shop = await registerAndLogin(ctx.app, { nomeEmpresa: 'Empório Bom Gosto' });
    const other = await registerAndLogin(ctx.app);
    await addCustomer(shop.id, 'Bia Nunes', { purchaseCount: 9, pointsBalance: 140 });
    await addCustomer(shop.id, 'Caio Reis', { telefone: '' });
    await addCustomer(other.id, 'Cliente Alheio', { purchaseCount: 9, pointsBalance: 500 });

    const res = await ctx.app.inject({ method: 'GET', url: '/api/crm/summary', headers: { cookie: shop.cookie } });
    expect(res.statusCode).toBe(200);
    const summary: CrmSummary = res.json();
    expect(summary.loja).toBe('Empório Bom Gosto');
    expect(summary.totalClientes).toBe(2);
    expect(summary.sugestoes.quaseDezCompras).toMatchObject({ total: 1, clientes: [{ nome: 'Bia Nunes' }] });
    expect(summary.sugestoes.maisDeCemPontos.clientes[0]).toMatchObject({
      nome: 'Bia Nunes',
      pontos: 140,
      totalVendas: 9,
      cashbackCents: 0,
      telefone: '11987654321',
      whatsappOptOut: false,
    });
    expect(summary.sugestoes.aniversariantes).toEqual({ clientes: [], total: 0 });

    const empty = await registerAndLogin(ctx.app);
    const none = (
      await ctx.app.inject({ method: 'GET', url: '/api/crm/summary', headers: { cookie: empty.cookie } })
    ).json() as CrmSummary;
    expect(none.totalClientes).toBe(0);
    expect(none.sugestoes.maisDeCemPontos).toEqual({ clientes: [], total: 0 });

    expect((await ctx.app.inject({ method: 'GET', url: '/api/crm/summary' })).statusCode).toBe(401);
  });

  it('finds birthdays by São Paulo’s day, around its midnight', async () => {
    const shop = await registerAndLogin(ctx.app);
    await addCustomer(shop.id, 'Nasceu Dia 9', { dataNascimento: '1990-03-09' });
    await addCustomer(shop.id, 'Nasceu Dia 10', { dataNascimento: '2001-03-10' });
    await addCustomer(shop.id, 'Outro Mês', { dataNascimento: '1990-04-10' });
    await addCustomer(shop.id, 'Sem Data', { dataNascimento: null });

    // 23:59:59 on the 9th in São Paulo is already the 10th in UTC.
    const late = await summaryAt(shop.id, '2026-03-10T02:59:59Z');
    expect(names(late.sugestoes.aniversariantes)).toEqual(['Nasceu Dia 9']);
    const midnight = await summaryAt(shop.id, '2026-03-10T03:00:00Z');
    expect(names(midnight.sugestoes.aniversariantes)).toEqual(['Nasceu Dia 10']);
    expect(midnight.sugestoes.aniversariantes.total).toBe(1);
  });

  it('celebrates 29 February on 28 February in years without one', async () => {
    const shop = await registerAndLogin(ctx.app);
    await addCustomer(shop.id, 'Bissexto', { dataNascimento: '1992-02-29' });
    await addCustomer(shop.id, 'Dia 28', { dataNascimento: '1985-02-28' });
    await addCustomer(shop.id, 'Primeiro de Março', { dataNascimento: '1980-03-01' });

    const birthdays = async (iso: string) => names((await summaryAt(shop.id, iso)).sugestoes.aniversariantes);
    expect(await birthdays('2027-02-28T15:00:00Z')).toEqual(['Bissexto', 'Dia 28']);
    expect(await birthdays('2027-03-01T15:00:00Z')).toEqual(['Primeiro de Março']);
    // In a leap year each has their own day.
    expect(await birthdays('2028-02-28T15:00:00Z')).toEqual(['Dia 28']);
    expect(await birthdays('2028-02-29T15:00:00Z')).toEqual(['Bissexto']);
    expect(birthdayMonthDays(new Date('2027-02-28T03:00:00Z'))).toEqual(['02-28', '02-29']);
    expect(birthdayMonthDays(new Date('2027-02-28T02:59:59Z'))).toEqual(['02-27']);
  });

  it('suggests 8 and 9 purchases (not 7 or 10) and 100 points or more (not 99), most first', async () => {
    const shop = await registerAndLogin(ctx.app);
    for (const n of [7, 8, 9, 10]) await addCustomer(shop.id, `Compras ${n}`, { purchaseCount: n });
    for (const p of [99, 100, 250]) await addCustomer(shop.id, `Pontos ${p}`, { pointsBalance: p });

    const { sugestoes } = await getCrmSummary(db(), shop.id);
    expect(names(sugestoes.quaseDezCompras)).toEqual(['Compras 9', 'Compras 8']);
    expect(sugestoes.quaseDezCompras.total).toBe(2);
    expect(names(sugestoes.maisDeCemPontos)).toEqual(['Pontos 250', 'Pontos 100']);
    expect(sugestoes.maisDeCemPontos.total).toBe(2);
  });

  it('leaves customers who opted out of WhatsApp out of every suggestion, and back in when they opt in again', async () => {
    const shop = await registerAndLogin(ctx.app);
    const now = new Date('2026-06-15T15:00:00Z');
    const fits = { dataNascimento: '1995-06-15', purchaseCount: 9, pointsBalance: 300 };
    await addCustomer(shop.id, 'Recebe Mensagens', fits);
    const out = await addCustomer(shop.id, 'Pediu Para Sair', { ...fits, whatsappOptOutAt: new Date() });

    const { totalClientes, sugestoes } = await getCrmSummary(db(), shop.id, now);
    expect(totalClientes).toBe(2);
    for (const list of Object.values(sugestoes)) {
      expect(names(list)).toEqual(['Recebe Mensagens']);
      expect(list.total).toBe(1);
    }

    const optIn = await ctx.app.inject({
      method: 'PUT',
      url: `/api/crm/customers/${out}/whatsapp`,
      headers: { cookie: shop.cookie },
      payload: { optOut: false },
    });
    expect(optIn.statusCode).toBe(200);
    const after = await getCrmSummary(db(), shop.id, now);
    expect(names(after.sugestoes.aniversariantes)).toEqual(['Pediu Para Sair', 'Recebe Mensagens']);
  });

  it('lists at most 50 customers per suggestion, with how many there are in all', async () => {
    const shop = await registerAndLogin(ctx.app);
    await db()
      .insert(customers)
      .values(
        Array.from({ length: 53 }, (_, i) => ({
          storeId: shop.id,
          cpf: makeCpf(seq++),
          nome: `Cliente ${String(i).padStart(2, '0')}`,
          pointsBalance: 100 + i,
        })),
      );
    const { sugestoes, totalClientes } = await getCrmSummary(db(), shop.id);
    expect(totalClientes).toBe(53);
    expect(sugestoes.maisDeCemPontos.total).toBe(53);
    expect(sugestoes.maisDeCemPontos.clientes).toHaveLength(50);
    expect(sugestoes.maisDeCemPontos.clientes[0]?.pontos).toBe(152);
  });
});
