import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type ChatbotTemplate,
  type ChatbotTemplateList,
  chatbotMessages,
  chatbotTemplateDefaults,
} from '../../../shared/contracts/chatbot.ts';
import { chatbotTemplates } from '../../db/schema/crm.ts';
import { caller } from '../../test/chatbot-fixtures.ts';
import { registerAndLogin } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';

const ctx = setupTestContext();
const call = caller(ctx);
const db = () => ctx.database.db;

const rowsOf = (storeId: number) => db().select().from(chatbotTemplates).where(eq(chatbotTemplates.storeId, storeId));

async function list(cookie: string): Promise<ChatbotTemplate[]> {
  const res = await call('GET', '/api/chatbot/templates', cookie);
  expect(res.statusCode).toBe(200);
  return (res.json() as ChatbotTemplateList).templates;
}

describe('chatbot templates', () => {
  it('gives a new shop the defaults once, by category, even to reads at the same time', async () => {
    const shop = await registerAndLogin(ctx.app);
    const [first, second] = await Promise.all([list(shop.cookie), list(shop.cookie)]);
    expect(first).toHaveLength(chatbotTemplateDefaults.length);
    expect(second?.map((t) => t.id)).toEqual(first?.map((t) => t.id));
    expect(await rowsOf(shop.id)).toHaveLength(chatbotTemplateDefaults.length);
    expect(first?.map((t) => t.categoria)).toEqual(['geral', 'promocional', 'promocional', 'retencao', 'retencao']);
    expect(first?.[0]).toMatchObject({ nome: 'Boas-vindas', categoria: 'geral' });
  });

  it('creates, changes and removes a template; a shop that removes them all gets the defaults back', async () => {
    const shop = await registerAndLogin(ctx.app);
    const defaults = await list(shop.cookie);
    const created = await call('POST', '/api/chatbot/templates', shop.cookie, {
      nome: ' Aniversário do mês ',
      categoria: 'promocional',
      texto: 'Olá {nome}! Neste mês você tem 10% na {loja}.',
    });
    expect(created.statusCode).toBe(201);
    const template: ChatbotTemplate = created.json();
    expect(template).toMatchObject({ nome: 'Aniversário do mês', categoria: 'promocional' });
    expect((await list(shop.cookie)).map((t) => t.id)).toContain(template.id);

    const edited = await call('PUT', `/api/chatbot/templates/${template.id}`, shop.cookie, {
      nome: 'Volte sempre',
      categoria: 'retencao',
      texto: 'Oi {nome}',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ id: template.id, nome: 'Volte sempre', categoria: 'retencao', texto: 'Oi {nome}' });

    for (const t of [...defaults, template]) {
      expect((await call('DELETE', `/api/chatbot/templates/${t.id}`, shop.cookie)).statusCode).toBe(204);
    }
    expect((await call('DELETE', `/api/chatbot/templates/${template.id}`, shop.cookie)).statusCode).toBe(404);
    const again = await list(shop.cookie);
    expect(again.map((t) => t.nome)).toEqual(defaults.map((t) => t.nome));
  });

  it('refuses bad input with Portuguese messages and changes nothing', async () => {
    const shop = await registerAndLogin(ctx.app);
    const [template] = await list(shop.cookie);
    if (!template) throw new Error('no template');
    const cases: Array<[unknown, string]> = [
      [{ nome: '', categoria: 'geral', texto: 'Oi' }, chatbotMessages.templateRequired],
      [{ nome: 'Oi', categoria: 'geral', texto: '  ' }, chatbotMessages.templateRequired],
      [{ nome: 'Oi', categoria: 'retenção', texto: 'Oi' }, chatbotMessages.templateRequired],
      [{ nome: 'Oi', texto: 'Oi' }, chatbotMessages.templateRequired],
      [{ nome: 'x'.repeat(61), categoria: 'geral', texto: 'Oi' }, chatbotMessages.templateNameTooLong],
      [{ nome: 'Oi', categoria: 'geral', texto: 'x'.repeat(1001) }, chatbotMessages.templateTextTooLong],
    ];
    for (const [payload, message] of cases) {
      const created = await call('POST', '/api/chatbot/templates', shop.cookie, payload);
      expect(created.statusCode, JSON.stringify(payload)).toBe(400);
      expect(created.json().error.message).toBe(message);
      expect((await call('PUT', `/api/chatbot/templates/${template.id}`, shop.cookie, payload)).statusCode).toBe(400);
    }
    expect(await rowsOf(shop.id)).toHaveLength(chatbotTemplateDefaults.length);
    expect((await list(shop.cookie))[0]).toEqual(template);
    expect((await call('GET', '/api/chatbot/templates')).statusCode).toBe(401);
    expect((await call('DELETE', '/api/chatbot/templates/0', shop.cookie)).statusCode).toBe(400);
  });

  it("answers 404 for another shop's template and changes nothing", async () => {
    const shop = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    const [theirs] = await list(other.cookie);
    if (!theirs) throw new Error('no template');
    const edit = await call('PUT', `/api/chatbot/templates/${theirs.id}`, shop.cookie, {
      nome: 'Tomado',
      categoria: 'geral',
      texto: 'Oi',
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().error.message).toBe(chatbotMessages.templateNotFound);
    expect((await call('DELETE', `/api/chatbot/templates/${theirs.id}`, shop.cookie)).statusCode).toBe(404);
    expect((await list(other.cookie))[0]).toEqual(theirs);
    expect((await list(shop.cookie)).map((t) => t.id)).not.toContain(theirs.id);
  });
});
