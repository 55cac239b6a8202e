import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatbotMessages, type Tag, type TagMembers } from '../../../shared/contracts/chatbot.ts';
import { tagMembers, tags } from '../../db/schema/crm.ts';
import { addCustomer, caller } from '../../test/chatbot-fixtures.ts';
import { registerAndLogin } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';

const ctx = setupTestContext();
const call = caller(ctx);
const db = () => ctx.database.db;

async function createTag(cookie: string, nome: string, cor = '#2563eb'): Promise<Tag> {
  const res = await call('POST', '/api/chatbot/tags', cookie, { nome, cor });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const tagRow = async (id: number) => (await db().select().from(tags).where(eq(tags.id, id)))[0];
const memberIds = async (tagId: number) =>
  (await db().select().from(tagMembers).where(eq(tagMembers.tagId, tagId))).map((m) => m.customerId).sort();

describe('chatbot tags', () => {
  it('creates, lists with customer counts, renames, recolours and removes a tag', async () => {
    const shop = await registerAndLogin(ctx.app);
    const vip = await createTag(shop.cookie, '  VIP  ', '#7c3aed');
    expect(vip).toMatchObject({ nome: 'VIP', cor: '#7c3aed', totalClientes: 0 });
    const ana = await addCustomer(ctx, shop.id, 'Ana Lima');
    await call('POST', `/api/chatbot/tags/${vip.id}/members`, shop.cookie, { customerIds: [ana] });
    await createTag(shop.cookie, 'aniversariantes');

    const list = await call('GET', '/api/chatbot/tags', shop.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json().etiquetas).toEqual([
      expect.objectContaining({ nome: 'aniversariantes', totalClientes: 0 }),
      { id: vip.id, nome: 'VIP', cor: '#7c3aed', totalClientes: 1 },
    ]);

    const edited = await call('PUT', `/api/chatbot/tags/${vip.id}`, shop.cookie, {
      nome: 'Clientes VIP',
      cor: '#16a34a',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ id: vip.id, nome: 'Clientes VIP', cor: '#16a34a', totalClientes: 1 });
    // Its own name, in another case, is not a conflict with itself.
    const same = await call('PUT', `/api/chatbot/tags/${vip.id}`, shop.cookie, {
      nome: 'CLIENTES VIP',
      cor: '#16a34a',
    });
    expect(same.statusCode).toBe(200);

    const removed = await call('DELETE', `/api/chatbot/tags/${vip.id}`, shop.cookie);
    expect(removed.statusCode).toBe(204);
    expect(await tagRow(vip.id)).toBeUndefined();
    expect(await memberIds(vip.id)).toEqual([]);
    expect((await call('DELETE', `/api/chatbot/tags/${vip.id}`, shop.cookie)).statusCode).toBe(404);
  });

  it('refuses a name the shop already has (any case) with 409, while another shop may use it', async () => {
    const shop = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    const vip = await createTag(shop.cookie, 'VIP');
    const fiel = await createTag(shop.cookie, 'Fiel');

    for (const nome of ['VIP', 'vip', ' Vip ']) {
      const res = await call('POST', '/api/chatbot/tags', shop.cookie, { nome, cor: '#dc2626' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(chatbotMessages.tagNameTaken);
    }
    const rename = await call('PUT', `/api/chatbot/tags/${fiel.id}`, shop.cookie, { nome: 'vip', cor: '#dc2626' });
    expect(rename.statusCode).toBe(409);
    expect((await tagRow(fiel.id))?.nome).toBe('Fiel');
    expect((await tagRow(vip.id))?.nome).toBe('VIP');

    await createTag(other.cookie, 'VIP');
  });

  it('refuses bad input with Portuguese messages and changes nothing', async () => {
    const shop = await registerAndLogin(ctx.app);
    const tag = await createTag(shop.cookie, 'Fiel', '#dc2626');
    const cases: Array<[unknown, string]> = [
      [{ nome: '', cor: '#dc2626' }, chatbotMessages.tagNameRequired],
      [{ nome: '   ', cor: '#dc2626' }, chatbotMessages.tagNameRequired],
      [{ cor: '#dc2626' }, chatbotMessages.tagNameRequired],
      [{ nome: 'x'.repeat(41), cor: '#dc2626' }, chatbotMessages.tagNameTooLong],
      [{ nome: 'Azul', cor: '#123456' }, chatbotMessages.tagColorInvalid],
      [{ nome: 'Azul', cor: '#DC2626' }, chatbotMessages.tagColorInvalid],
      [{ nome: 'Azul' }, chatbotMessages.tagColorInvalid],
      [{ nome: 'Nul\u0000', cor: '#dc2626' }, 'Texto com caracteres inválidos.'],
    ];
    for (const [payload, message] of cases) {
      const created = await call('POST', '/api/chatbot/tags', shop.cookie, payload);
      expect(created.statusCode, JSON.stringify(payload)).toBe(400);
      expect(created.json().error.message).toBe(message);
      const edited = await call('PUT', `/api/chatbot/tags/${tag.id}`, shop.cookie, payload);
      expect(edited.statusCode).toBe(400);
    }
    expect(await tagRow(tag.id)).toMatchObject({ nome: 'Fiel', cor: '#dc2626' });
    expect((await call('GET', '/api/chatbot/tags', shop.cookie)).json().etiquetas).toHaveLength(1);
    expect((await call('GET', '/api/chatbot/tags/abc/members', shop.cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/chatbot/tags')).statusCode).toBe(401);
    expect((await call('POST', '/api/chatbot/tags', undefined, { nome: 'X', cor: '#dc2626' })).statusCode).toBe(401);
  });

  it('puts customers on a tag once, lists them in name order and takes one off', async () => {
    const shop = await registerAndLogin(ctx.app);
    const tag = await createTag(shop.cookie, 'Fiel');
    const bia = await addCustomer(ctx, shop.id, 'Bia Souza');
    const ana = await addCustomer(ctx, shop.id, 'Ana Lima', { whatsappOptOutAt: new Date() });
    const url = `/api/chatbot/tags/${tag.id}/members`;

    const added = await call('POST', url, shop.cookie, { customerIds: [bia, ana, bia] });
    expect(added.statusCode).toBe(200);
    const members: TagMembers = added.json();
    expect(members.clientes.map((c) => [c.nome, c.whatsappOptOut])).toEqual([
      ['Ana Lima', true],
      ['Bia Souza', false],
    ]);
    // Adding again changes nothing.
    expect((await call('POST', url, shop.cookie, { customerIds: [ana] })).json().clientes).toHaveLength(2);
    expect((await call('GET', url, shop.cookie)).json().clientes.map((c: { id: number }) => c.id)).toEqual([ana, bia]);

    expect((await call('DELETE', `${url}/${ana}`, shop.cookie)).statusCode).toBe(204);
    expect(await memberIds(tag.id)).toEqual([bia]);
    const again = await call('DELETE', `${url}/${ana}`, shop.cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(chatbotMessages.memberNotFound);

    for (const payload of [{ customerIds: [] }, {}, { customerIds: [0] }, { customerIds: ['x'] }]) {
      expect((await call('POST', url, shop.cookie, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const tooMany = await call('POST', url, shop.cookie, { customerIds: Array.from({ length: 201 }, (_, i) => i + 1) });
    expect(tooMany.json().error.message).toBe(chatbotMessages.tooManyCustomers);
    expect(await memberIds(tag.id)).toEqual([bia]);
  });

  it("answers 404 for another shop's tag or customer and changes nothing", async () => {
    const shop = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    const mine = await createTag(shop.cookie, 'Minha');
    const theirs = await createTag(other.cookie, 'Deles', '#dc2626');
    const myCustomer = await addCustomer(ctx, shop.id, 'Ana Lima');
    const theirCustomer = await addCustomer(ctx, other.id, 'Carlos Dias');
    await call('POST', `/api/chatbot/tags/${theirs.id}/members`, other.cookie, { customerIds: [theirCustomer] });

    const foreign = `/api/chatbot/tags/${theirs.id}`;
    const attempts = [
      await call('PUT', foreign, shop.cookie, { nome: 'Tomada', cor: '#2563eb' }),
      await call('DELETE', foreign, shop.cookie),
      await call('GET', `${foreign}/members`, shop.cookie),
      await call('POST', `${foreign}/members`, shop.cookie, { customerIds: [myCustomer] }),
      await call('DELETE', `${foreign}/members/${theirCustomer}`, shop.cookie),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(chatbotMessages.tagNotFound);
    }
    expect(await tagRow(theirs.id)).toMatchObject({ nome: 'Deles', cor: '#dc2626' });
    expect(await memberIds(theirs.id)).toEqual([theirCustomer]);

    // Another shop's customer among mine: none of them goes on the tag.
    const mixed = await call('POST', `/api/chatbot/tags/${mine.id}/members`, shop.cookie, {
      customerIds: [myCustomer, theirCustomer],
    });
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().error.message).toBe(chatbotMessages.customerNotFound);
    expect(await memberIds(mine.id)).toEqual([]);
    const unknown = await call('POST', `/api/chatbot/tags/${mine.id}/members`, shop.cookie, { customerIds: [999_999] });
    expect(unknown.statusCode).toBe(404);
    expect((await call('GET', '/api/chatbot/tags/999999/members', shop.cookie)).statusCode).toBe(404);
  });

  it('keeps a tag a campaign is sent to (409) until the campaign is removed', async () => {
    const shop = await registerAndLogin(ctx.app);
    const tag = await createTag(shop.cookie, 'Promo');
    const campaign = await call('POST', '/api/chatbot/campaigns', shop.cookie, {
      nome: 'Dia das Mães',
      mensagem: 'Olá {nome}!',
      tagIds: [tag.id],
    });
    expect(campaign.statusCode).toBe(201);

    const refused = await call('DELETE', `/api/chatbot/tags/${tag.id}`, shop.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(chatbotMessages.tagInCampaign('Dia das Mães'));
    expect(await tagRow(tag.id)).toBeDefined();

    expect((await call('DELETE', `/api/chatbot/campaigns/${campaign.json().id}`, shop.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/chatbot/tags/${tag.id}`, shop.cookie)).statusCode).toBe(204);
  });
});
