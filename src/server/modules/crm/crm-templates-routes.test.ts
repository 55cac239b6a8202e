import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CrmTemplate, CrmTemplateList } from '../../../shared/contracts/crm-templates.ts';
import { CRM_TEMPLATE_KEYS, crmTemplateDefaults } from '../../../shared/crm.ts';
import { crmTemplates } from '../../db/schema/crm.ts';
import { registerAndLogin } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';

const ctx = setupTestContext();

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

const templatesOf = async (cookie: string) =>
  ((await call('GET', '/api/crm/templates', cookie)).json() as CrmTemplateList).templates;
const storedRows = (storeId: number) =>
  ctx.database.db.select().from(crmTemplates).where(eq(crmTemplates.storeId, storeId));

describe('CRM templates', () => {
  it('lists the five built-in templates in the spec’s order, all default at first', async () => {
    const shop = await registerAndLogin(ctx.app);
    const res = await call('GET', '/api/crm/templates', shop.cookie);
    expect(res.statusCode).toBe(200);
    const { templates } = res.json() as CrmTemplateList;
    expect(templates.map((t) => t.key)).toEqual([...CRM_TEMPLATE_KEYS]);
    expect(templates[0]).toEqual({
      key: 'aniversario',
      nome: 'Aniversário',
      texto: crmTemplateDefaults.aniversario.texto,
      padrao: true,
    });
    expect(templates.every((t) => t.padrao)).toBe(true);
  });

  it('saves the shop’s text (trimmed), lists it, and restores the default', async () => {
    const shop = await registerAndLogin(ctx.app);
    const put = await call('PUT', '/api/crm/templates/cashback', shop.cookie, {
      texto: '  Oi {nome}, seu cashback de {cashback} espera por você na {loja}!  ',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({
      key: 'cashback',
      nome: 'Cashback',
      texto: 'Oi {nome}, seu cashback de {cashback} espera por você na {loja}!',
      padrao: false,
    } satisfies CrmTemplate);

    // Saving again replaces it (one row per shop and key).
    await call('PUT', '/api/crm/templates/cashback', shop.cookie, { texto: 'Segunda versão {nome}' });
    const listed = await templatesOf(shop.cookie);
    expect(listed.find((t) => t.key === 'cashback')).toMatchObject({ texto: 'Segunda versão {nome}', padrao: false });
    expect(listed.filter((t) => !t.padrao)).toHaveLength(1);
    expect(await storedRows(shop.id)).toHaveLength(1);

    const restored = await call('DELETE', '/api/crm/templates/cashback', shop.cookie);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ texto: crmTemplateDefaults.cashback.texto, padrao: true });
    expect((await templatesOf(shop.cookie)).every((t) => t.padrao)).toBe(true);
    expect(await storedRows(shop.id)).toHaveLength(0);
    // Restoring a template that is already the default is fine.
    expect((await call('DELETE', '/api/crm/templates/cashback', shop.cookie)).statusCode).toBe(200);
  });

  it('counts saving the built-in text as restoring it', async () => {
    const shop = await registerAndLogin(ctx.app);
    await call('PUT', '/api/crm/templates/desconto', shop.cookie, { texto: 'Outro texto' });
    const back = await call('PUT', '/api/crm/templates/desconto', shop.cookie, {
      texto: crmTemplateDefaults.desconto.texto,
    });
    expect(back.json()).toMatchObject({ padrao: true });
    expect(await storedRows(shop.id)).toHaveLength(0);
  });

  it('refuses an empty, blank or too long text and a missing body with a message, changing nothing', async () => {
    const shop = await registerAndLogin(ctx.app);
    for (const [payload, message] of [
      [{ texto: '' }, 'Escreva o texto do template.'],
      [{ texto: '   \n ' }, 'Escreva o texto do template.'],
      [{}, 'Escreva o texto do template.'],
      [{ texto: 42 }, 'Escreva o texto do template.'],
      [{ texto: 'a'.repeat(1001) }, 'Use no máximo 1000 caracteres no template.'],
    ] as const) {
      const res = await call('PUT', '/api/crm/templates/aniversario', shop.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    // 1000 characters after trimming are fine.
    const max = await call('PUT', '/api/crm/templates/aniversario', shop.cookie, { texto: ` ${'a'.repeat(1000)} ` });
    expect(max.statusCode).toBe(200);
    await call('DELETE', '/api/crm/templates/aniversario', shop.cookie);
    expect(await storedRows(shop.id)).toHaveLength(0);
  });

  it('answers an unknown key with 404 and no session with 401', async () => {
    const shop = await registerAndLogin(ctx.app);
    for (const key of ['promocao', 'ANIVERSARIO', '1', 'x'.repeat(60)]) {
      const put = await call('PUT', `/api/crm/templates/${key}`, shop.cookie, { texto: 'Olá' });
      expect(put.statusCode, key).toBe(404);
      expect(put.json().error.message).toBe('Template não encontrado.');
      expect((await call('DELETE', `/api/crm/templates/${key}`, shop.cookie)).statusCode).toBe(404);
    }
    expect(await storedRows(shop.id)).toHaveLength(0);
    expect((await call('GET', '/api/crm/templates')).statusCode).toBe(401);
    expect((await call('PUT', '/api/crm/templates/aniversario', undefined, { texto: 'Olá' })).statusCode).toBe(401);
    expect((await call('DELETE', '/api/crm/templates/aniversario')).statusCode).toBe(401);
  });

  it('keeps each shop’s texts to itself', async () => {
    const shop = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    await call('PUT', '/api/crm/templates/vencimento', other.cookie, { texto: 'Texto da outra loja' });

    expect((await templatesOf(shop.cookie)).every((t) => t.padrao)).toBe(true);
    // Another shop's restore or save touches only its own row.
    await call('DELETE', '/api/crm/templates/vencimento', shop.cookie);
    await call('PUT', '/api/crm/templates/vencimento', shop.cookie, { texto: 'Meu texto' });
    const [theirs] = await ctx.database.db
      .select()
      .from(crmTemplates)
      .where(and(eq(crmTemplates.storeId, other.id), eq(crmTemplates.key, 'vencimento')));
    expect(theirs?.text).toBe('Texto da outra loja');
    expect((await templatesOf(other.cookie)).find((t) => t.key === 'vencimento')?.texto).toBe('Texto da outra loja');
    expect((await templatesOf(shop.cookie)).find((t) => t.key === 'vencimento')?.texto).toBe('Meu texto');
  });
});
