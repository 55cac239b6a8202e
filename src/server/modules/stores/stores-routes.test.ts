import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stores } from '../../db/schema/stores.ts';
import { makeCpf, storeInput } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';

const ctx = setupTestContext();
const post = (payload: unknown) => ctx.app.inject({ method: 'POST', url: '/api/stores', payload: payload as object });

describe('POST /api/stores', () => {
  it('registers a shop with a hashed password and the spec defaults', async () => {
    const input = storeInput({ documento: '11.222.333/0001-81', telefone: '(21) 3456-7890' });
    const res = await post(input);
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.database.db.select().from(stores).where(eq(stores.id, res.json().id));
    expect(row).toMatchObject({
      nomeEmpresa: input.nomeEmpresa,
      documento: '11222333000181',
      telefone: '2134567890',
      status: 'liberado',
      isOpen: true,
      themeColor: '#e53e3e',
      description: `Alimentação - ${input.nomeEmpresa}`,
      cidade: 'São Paulo',
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(input.senha);
  });

  it('accepts a CPF as the document', async () => {
    expect((await post(storeInput({ documento: makeCpf(42) }))).statusCode).toBe(201);
  });

  it('answers each missing required field with its message', async () => {
    const res = await post({ nomeEmpresa: '', documento: '', email: '', senha: '', telefone: '', segmento: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      nomeEmpresa: 'Informe o nome da empresa.',
      documento: 'Informe o CPF ou CNPJ.',
      email: 'Informe o e-mail.',
      senha: 'Informe a senha.',
      telefone: 'Informe o telefone.',
      segmento: 'Informe o segmento.',
    });
  });

  it('checks document check digits, e-mail, password length and phone', async () => {
    const res = await post(
      storeInput({ documento: '11.222.333/0001-82', email: 'sem-arroba', senha: 'curta', telefone: '123' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      documento: 'CPF ou CNPJ inválido. Confira os números.',
      email: 'E-mail inválido.',
      senha: 'A senha deve ter pelo menos 8 caracteres.',
      telefone: 'Telefone inválido. Use DDD e número.',
    });
    const cpf = await post(storeInput({ documento: '111.111.111-11' }));
    expect(cpf.json().error.fields.documento).toBe('CPF ou CNPJ inválido. Confira os números.');
  });

  it('refuses an e-mail already in use, in any case, and changes nothing', async () => {
    const first = storeInput();
    expect((await post(first)).statusCode).toBe(201);
    const before = await ctx.database.db.$count(stores);
    const res = await post(storeInput({ email: first.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields.email).toBe('Este e-mail já está cadastrado. Faça login ou use outro e-mail.');
    expect(await ctx.database.db.$count(stores)).toBe(before);
  });

  it('keeps one shop when the same e-mail registers twice at once', async () => {
    const input = storeInput();
    const results = await Promise.all([post(input), post(input), post(input)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await ctx.database.db.select().from(stores).where(eq(stores.email, input.email));
    expect(rows).toHaveLength(1);
  });
});
