import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stores } from '../../db/schema/stores.ts';
import { makeCnpj, makeCpf, storeInput } from '../../test/fixtures.ts';
import { setupTestContext, testDbKind } from '../../test/harness.ts';

const ctx = setupTestContext();
let client = 0;
/** Each registration from its own address: the per-address sign-up limit has its own tests. */
const post = (payload: object) => {
  client += 1;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/stores',
    payload,
    remoteAddress: `10.20.${client >> 8}.${client & 255}`,
  });
};
const storedDocument = async (id: number) =>
  (await ctx.database.db.select({ documento: stores.documento }).from(stores).where(eq(stores.id, id)))[0]?.documento;
const countWith = (documento: string) => ctx.database.db.$count(stores, eq(stores.documento, documento));

describe('alphanumeric CNPJ at registration', () => {
  it("registers the Receita's example and stores it upper case and unformatted", async () => {
    const res = await post(storeInput({ documento: '12.ABC.345/01DE-35' }));
    expect(res.statusCode).toBe(201);
    expect(await storedDocument(res.json().id)).toBe('12ABC34501DE35');
  });

  it('accepts lower case and stores it upper case', async () => {
    const res = await post(storeInput({ documento: 'ab.12c.d34/0001-84' }));
    expect(res.statusCode).toBe(201);
    expect(await storedDocument(res.json().id)).toBe('AB12CD34000184');
  });

  it('refuses a wrong check digit or a letter in the check digits with the field message', async () => {
    for (const documento of ['12.ABC.345/01DE-36', '12.ABC.345/01DE-3A', '12ABC34501DE3', '12.ÁBC.345/01DE-35']) {
      const res = await post(storeInput({ documento }));
      expect(res.statusCode, documento).toBe(400);
      expect(res.json().error.fields).toEqual({ documento: 'CPF ou CNPJ inválido. Confira os números.' });
    }
  });

  it('still stores a numeric CNPJ and a CPF as digits', async () => {
    const cnpj = await post(storeInput({ documento: '11.444.777/0001-61' }));
    expect(await storedDocument(cnpj.json().id)).toBe('11444777000161');
    const cpf = await post(storeInput({ documento: '529.982.247-25' }));
    expect(await storedDocument(cpf.json().id)).toBe('52998224725');
  });
});

describe('one shop per CNPJ', () => {
  it('refuses a CNPJ already registered, however it is typed, with a field error, and changes nothing', async () => {
    const documento = makeCnpj(424242);
    expect((await post(storeInput({ documento }))).statusCode).toBe(201);
    const formatted = `${documento.slice(0, 2)}.${documento.slice(2, 5)}.${documento.slice(5, 8)}/${documento.slice(8, 12)}-${documento.slice(12)}`;
    const res = await post(storeInput({ documento: formatted }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'conflict',
      message: 'Já existe uma loja cadastrada com este CNPJ.',
      fields: { documento: 'Já existe uma loja cadastrada com este CNPJ.' },
    });
    expect(await countWith(documento)).toBe(1);
  });

  it('refuses an alphanumeric CNPJ typed again in lower case', async () => {
    expect((await post(storeInput({ documento: 'A1.B2C.3D4/E5F6-68' }))).statusCode).toBe(201);
    const res = await post(storeInput({ documento: 'a1b2c3d4e5f668' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields.documento).toBe('Já existe uma loja cadastrada com este CNPJ.');
    expect(await countWith('A1B2C3D4E5F668')).toBe(1);
  });

  it('lets one person (a CPF) register two shops', async () => {
    const documento = makeCpf(777);
    expect((await post(storeInput({ documento }))).statusCode).toBe(201);
    expect((await post(storeInput({ documento }))).statusCode).toBe(201);
    expect(await countWith(documento)).toBe(2);
  });

  it('reports the e-mail when both the e-mail and the CNPJ are taken', async () => {
    const first = storeInput({ documento: makeCnpj(515151) });
    expect((await post(first)).statusCode).toBe(201);
    const res = await post({ ...first });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields).toEqual({
      email: 'Este e-mail já está cadastrado. Faça login ou use outro e-mail.',
    });
  });

  it('is enforced by the database too: a second row with the same CNPJ is refused', async () => {
    const { senha: _, ...input } = storeInput({ documento: '9X8Y7W6V000109' });
    const row = { ...input, passwordHash: 'x', description: 'd' };
    await ctx.database.db.insert(stores).values(row);
    await expect(ctx.database.db.insert(stores).values({ ...row, email: `outra-${row.email}` })).rejects.toMatchObject({
      cause: { code: '23505', constraint: 'stores_cnpj_idx' },
    });
  });
});

// On PGlite the queries of two requests still interleave (the password hash runs between the
// look-up and the insert), but only PostgreSQL runs them truly at once.
describe(`the same CNPJ registered twice at once (${testDbKind})`, () => {
  it('gives one 201 and one 409 and keeps one shop', async () => {
    const documento = makeCnpj(909090);
    const results = await Promise.all([post(storeInput({ documento })), post(storeInput({ documento }))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = results.find((r) => r.statusCode === 409);
    expect(refused?.json().error.fields).toEqual({ documento: 'Já existe uma loja cadastrada com este CNPJ.' });
    expect(await countWith(documento)).toBe(1);
  });

  it('keeps one shop out of ten simultaneous registrations of one alphanumeric CNPJ', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(storeInput({ documento: i % 2 ? '00.000.000/000Z-49' : '00000000000z49' })),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    expect(await countWith('00000000000Z49')).toBe(1);
  });
});
