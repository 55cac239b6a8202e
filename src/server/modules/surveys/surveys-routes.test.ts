import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  defaultSurveyQuestions,
  SURVEY_QUESTION_MAX,
  type SurveyReport,
  surveyMessages,
} from '../../../shared/contracts/surveys.ts';
import { messages } from '../../../shared/errors.ts';
import { rateLimits } from '../../db/schema/auth.ts';
import { surveys } from '../../db/schema/crm.ts';
import { registerAndLogin } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';
import { insertShop } from '../../test/storefront-fixtures.ts';
import { setStoreStatus } from '../admin/admin-service.ts';
import { SURVEY_LIMITS } from './surveys-service.ts';

const ctx = setupTestContext();
const db = () => ctx.database.db;

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

let ipCounter = 0;
/** A client address of its own, so each test's limits start at zero. */
const freshIp = () => {
  ipCounter += 1;
  return `172.16.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

const send = (storeId: number, payload: unknown, remoteAddress = freshIp()) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/public/stores/${storeId}/surveys`,
    payload: payload as object,
    remoteAddress,
  });

const storedSurveys = (storeId: number) =>
  db().select().from(surveys).where(eq(surveys.storeId, storeId)).orderBy(surveys.id);

const QUESTIONS = [
  'O atendimento foi rápido?',
  'Os pães estavam fresquinhos?',
  'O preço foi justo?',
  'A loja estava limpa?',
  'Você voltaria?',
];

describe('survey questions (owner)', () => {
  it('starts with the five defaults, saves trimmed questions, and new surveys ask them', async () => {
    const shop = await registerAndLogin(ctx.app);
    const first = await call('GET', '/api/surveys/questions', shop.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ perguntas: [...defaultSurveyQuestions], padrao: true });
    expect(defaultSurveyQuestions).toHaveLength(5);

    const saved = await call('PUT', '/api/surveys/questions', shop.cookie, {
      perguntas: QUESTIONS.map((q, i) => (i === 0 ? `  ${q}  ` : q)),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ perguntas: QUESTIONS, padrao: false });
    expect((await call('GET', '/api/surveys/questions', shop.cookie)).json()).toEqual({
      perguntas: QUESTIONS,
      padrao: false,
    });

    // The public form asks the saved ones.
    const form = await call('GET', `/api/public/stores/${shop.id}/survey`);
    expect(form.statusCode).toBe(200);
    expect(form.json()).toEqual({ loja: { id: shop.id, nomeEmpresa: shop.input.nomeEmpresa }, perguntas: QUESTIONS });

    // Saving again replaces them.
    const again = [...QUESTIONS.slice(0, 4), 'Indicaria a loja?'];
    expect((await call('PUT', '/api/surveys/questions', shop.cookie, { perguntas: again })).json().perguntas).toEqual(
      again,
    );
  });

  it('refuses empty, blank, too long, missing or extra questions with a Portuguese message', async () => {
    const shop = await registerAndLogin(ctx.app);
    const cases: [unknown, string][] = [
      [{ perguntas: [...QUESTIONS.slice(0, 4), '   '] }, surveyMessages.questionRequired],
      [{ perguntas: [...QUESTIONS.slice(0, 4), ''] }, surveyMessages.questionRequired],
      [{ perguntas: QUESTIONS.slice(0, 4) }, surveyMessages.questionRequired],
      [{ perguntas: [...QUESTIONS, 'Sexta?'] }, surveyMessages.questionRequired],
      [{ perguntas: [...QUESTIONS.slice(0, 4), 'x'.repeat(SURVEY_QUESTION_MAX + 1)] }, surveyMessages.questionTooLong],
      [{ perguntas: [...QUESTIONS.slice(0, 4), 5] }, surveyMessages.questionRequired],
      [{ perguntas: 'Tudo bem?' }, surveyMessages.questionRequired],
      [{}, surveyMessages.questionRequired],
    ];
    for (const [payload, message] of cases) {
      const res = await call('PUT', '/api/surveys/questions', shop.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    // Exactly the limit is fine.
    const longest = [...QUESTIONS.slice(0, 4), 'x'.repeat(SURVEY_QUESTION_MAX)];
    expect((await call('PUT', '/api/surveys/questions', shop.cookie, { perguntas: longest })).statusCode).toBe(200);
    // Nothing of the refused ones was kept.
    expect((await call('GET', '/api/surveys/questions', shop.cookie)).json().perguntas).toEqual(longest);
  });

  it('needs a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/surveys/questions'],
      ['PUT', '/api/surveys/questions'],
      ['GET', '/api/surveys/report'],
    ] as const) {
      const res = await call(method, url, undefined, method === 'PUT' ? { perguntas: QUESTIONS } : undefined);
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('public survey', () => {
  it('stores a survey with the questions as they were asked, trimmed name and comment', async () => {
    const shop = await registerAndLogin(ctx.app);
    const res = await send(shop.id, {
      nome: '  Maria Souza ',
      respostas: [5, 4, 3, 2, 1],
      comentario: '  Pão ótimo!  ',
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(id).toEqual(expect.any(Number));

    // The owner changes the questions later: the stored survey keeps the ones it answered.
    await call('PUT', '/api/surveys/questions', shop.cookie, { perguntas: QUESTIONS });
    const anonymous = await send(shop.id, { respostas: [4, 4, 4, 4, 4] });
    expect(anonymous.statusCode).toBe(201);

    const rows = await storedSurveys(shop.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      id,
      customerName: 'Maria Souza',
      questions: [...defaultSurveyQuestions],
      ratings: [5, 4, 3, 2, 1],
      comment: 'Pão ótimo!',
    });
    expect(rows[1]).toMatchObject({ customerName: '', questions: QUESTIONS, ratings: [4, 4, 4, 4, 4], comment: '' });
  });

  it('refuses bad answers with a Portuguese message and stores nothing', async () => {
    const shop = await insertShop(db());
    const ok = { respostas: [5, 5, 5, 5, 5] };
    const cases: [unknown, string][] = [
      [{}, surveyMessages.ratingsRequired],
      [{ respostas: [] }, surveyMessages.ratingsRequired],
      [{ respostas: [5, 5, 5, 5] }, surveyMessages.ratingsRequired],
      [{ respostas: [5, 5, 5, 5, 5, 5] }, surveyMessages.ratingsRequired],
      [{ respostas: [5, 5, 0, 5, 5] }, surveyMessages.ratingsRequired],
      [{ respostas: [5, 5, 6, 5, 5] }, surveyMessages.ratingsRequired],
      [{ respostas: [5, 5, 1.5, 5, 5] }, surveyMessages.ratingsRequired],
      [{ respostas: [5, 5, -1, 5, 5] }, surveyMessages.ratingsRequired],
      [{ respostas: ['5', 5, 5, 5, 5] }, surveyMessages.ratingsRequired],
      [{ respostas: [5, 5, null, 5, 5] }, surveyMessages.ratingsRequired],
      [{ respostas: '55555' }, surveyMessages.ratingsRequired],
      [{ ...ok, comentario: 'x'.repeat(501) }, surveyMessages.commentTooLong],
      [{ ...ok, comentario: 42 }, surveyMessages.commentTooLong],
      [{ ...ok, nome: 'x'.repeat(81) }, surveyMessages.nameTooLong],
      [{ ...ok, nome: 'Ana\u0000' }, 'Texto com caracteres inválidos.'],
      [{ ...ok, storeId: 1 }, surveyMessages.invalidRequest],
      [{ ...ok, createdAt: '2020-01-01' }, surveyMessages.invalidRequest],
      [[5, 5, 5, 5, 5], surveyMessages.invalidRequest],
    ];
    for (const [payload, message] of cases) {
      const res = await send(shop.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message, JSON.stringify(payload)).toBe(message);
    }
    // The longest name and comment are fine.
    const longest = await send(shop.id, { ...ok, nome: 'n'.repeat(80), comentario: 'c'.repeat(500) });
    expect(longest.statusCode).toBe(201);
    expect(await storedSurveys(shop.id)).toHaveLength(1);
  });

  it("answers 404 'Loja não encontrada' for an unknown shop, 404 store_unavailable for a blocked one, and stores nothing", async () => {
    const blocked = await insertShop(db(), { status: 'bloqueado' });
    for (const [id, error] of [
      [blocked.id, { code: 'store_unavailable', message: 'Esta loja está indisponível no momento.' }],
      [999_999, { code: 'not_found', message: 'Loja não encontrada' }],
    ] as const) {
      const form = await call('GET', `/api/public/stores/${id}/survey`);
      expect(form.statusCode).toBe(404);
      expect(form.json().error).toEqual(error);
      const res = await send(id, { respostas: [5, 5, 5, 5, 5] });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual(error);
    }
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await call('GET', `/api/public/stores/${id}/survey`)).statusCode).toBe(400);
    }
    expect(await storedSurveys(blocked.id)).toHaveLength(0);
  });

  it('limits one address to 5 surveys a day per shop: 429 after that, nothing stored beyond it', async () => {
    const shop = await insertShop(db());
    const other = await insertShop(db());
    const ip = freshIp();
    const { limit } = SURVEY_LIMITS.perIpPerShop;
    for (let i = 0; i < limit; i += 1) {
      expect((await send(shop.id, { respostas: [5, 5, 5, 5, 5] }, ip)).statusCode).toBe(201);
    }
    for (let i = 0; i < 3; i += 1) {
      const refused = await send(shop.id, { respostas: [1, 1, 1, 1, 1] }, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toEqual({ code: 'too_many_requests', message: messages.tooManyRequests });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
    }
    expect(await storedSurveys(shop.id)).toHaveLength(limit);
    // Another address and another shop are not affected.
    expect((await send(shop.id, { respostas: [4, 4, 4, 4, 4] })).statusCode).toBe(201);
    expect((await send(other.id, { respostas: [4, 4, 4, 4, 4] }, ip)).statusCode).toBe(201);
  });

  it('counts a parallel burst from one address exactly', async () => {
    const shop = await insertShop(db());
    const ip = freshIp();
    const results = await Promise.all(
      Array.from({ length: 15 }, () => send(shop.id, { respostas: [1, 1, 1, 1, 1] }, ip)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(SURVEY_LIMITS.perIpPerShop.limit);
    expect(codes.filter((c) => c === 429)).toHaveLength(15 - SURVEY_LIMITS.perIpPerShop.limit);
    expect(await storedSurveys(shop.id)).toHaveLength(SURVEY_LIMITS.perIpPerShop.limit);
  });

  it('limits one address to 20 surveys a day over all shops', async () => {
    const ip = freshIp();
    const { limit } = SURVEY_LIMITS.perIp;
    const perShop = SURVEY_LIMITS.perIpPerShop.limit;
    const shops = [];
    for (let i = 0; i < Math.ceil(limit / perShop) + 1; i += 1) shops.push(await insertShop(db()));
    let sent = 0;
    for (const shop of shops) {
      for (let i = 0; i < perShop && sent < limit; i += 1, sent += 1) {
        expect((await send(shop.id, { respostas: [3, 3, 3, 3, 3] }, ip)).statusCode).toBe(201);
      }
    }
    const last = shops.at(-1);
    if (!last) throw new Error('no shop');
    const refused = await send(last.id, { respostas: [3, 3, 3, 3, 3] }, ip);
    expect(refused.statusCode).toBe(429);
    expect(await storedSurveys(last.id)).toHaveLength(0);
    const [count] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(surveys)
      .where(sql`${surveys.storeId} in ${shops.map((s) => s.id)}`);
    expect(count?.n).toBe(limit);
  });

  it("limits a shop to 300 surveys an hour from all addresses; the address's own refusals do not count there", async () => {
    const shop = await insertShop(db());
    // A flood from one address stops at its own limit and leaves the shop's counter alone.
    const ip = freshIp();
    for (let i = 0; i < SURVEY_LIMITS.perIpPerShop.limit + 5; i += 1)
      await send(shop.id, { respostas: [1, 1, 1, 1, 1] }, ip);
    const [counter] = await db()
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `survey:shop:${shop.id}`));
    expect(counter?.count).toBe(SURVEY_LIMITS.perIpPerShop.limit);

    // The shop's hour is nearly full (as after 300 surveys from many addresses): the next one is refused.
    await db()
      .update(rateLimits)
      .set({ count: SURVEY_LIMITS.perShop.limit - 1 })
      .where(eq(rateLimits.key, `survey:shop:${shop.id}`));
    expect((await send(shop.id, { respostas: [2, 2, 2, 2, 2] })).statusCode).toBe(201);
    const refused = await send(shop.id, { respostas: [2, 2, 2, 2, 2] });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(messages.tooManyRequests);
    expect(await storedSurveys(shop.id)).toHaveLength(SURVEY_LIMITS.perIpPerShop.limit + 1);
  });
});

describe('satisfaction report', () => {
  async function report(cookie: string): Promise<SurveyReport> {
    const res = await call('GET', '/api/surveys/report', cookie);
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  it('is empty without surveys', async () => {
    const shop = await registerAndLogin(ctx.app);
    expect(await report(shop.cookie)).toEqual({
      total: 0,
      mediaGeral: null,
      positivoGeral: null,
      perguntas: defaultSurveyQuestions.map((pergunta) => ({ pergunta, media: null, positivo: null })),
      ultimas: [],
    });
  });

  it('averages per question and overall, shares of 4 or more, and the last 5 newest first', async () => {
    const shop = await registerAndLogin(ctx.app);
    const answers = [
      { nome: 'Ana', respostas: [5, 4, 3, 2, 1], comentario: 'Primeira' },
      { respostas: [4, 4, 4, 4, 4] },
      { nome: 'Bruno', respostas: [5, 5, 5, 5, 5], comentario: 'Adorei' },
      { respostas: [1, 2, 3, 4, 5] },
      { nome: 'Carla', respostas: [3, 3, 3, 3, 3] },
      { nome: 'Davi', respostas: [2, 5, 4, 1, 5], comentario: 'Última' },
    ];
    for (const answer of answers) expect((await send(shop.id, answer)).statusCode).toBe(201);
    // The same instant for two of them would be ordered by id; spread them over time to check the date order.
    const rows = await storedSurveys(shop.id);
    for (const [i, row] of rows.entries()) {
      await db()
        .update(surveys)
        .set({ createdAt: new Date(Date.UTC(2025, 0, 10 + i, 15)) })
        .where(eq(surveys.id, row.id));
    }

    const r = await report(shop.cookie);
    expect(r.total).toBe(6);
    // Question 1: 5,4,5,1,3,2 = 20/6 = 3.33 → 3.3; positives 5,4,5 = 3/6 = 50%.
    // Question 2: 4,4,5,2,3,5 = 23/6 = 3.83 → 3.8; positives 4 of 6 = 67%.
    // Question 3: 3,4,5,3,3,4 = 22/6 = 3.67 → 3.7; positives 3 of 6 = 50%.
    // Question 4: 2,4,5,4,3,1 = 19/6 = 3.17 → 3.2; positives 3 of 6 = 50%.
    // Question 5: 1,4,5,5,3,5 = 23/6 = 3.83 → 3.8; positives 4 of 6 = 67%.
    expect(r.perguntas).toEqual([
      { pergunta: defaultSurveyQuestions[0], media: 3.3, positivo: 50 },
      { pergunta: defaultSurveyQuestions[1], media: 3.8, positivo: 67 },
      { pergunta: defaultSurveyQuestions[2], media: 3.7, positivo: 50 },
      { pergunta: defaultSurveyQuestions[3], media: 3.2, positivo: 50 },
      { pergunta: defaultSurveyQuestions[4], media: 3.8, positivo: 67 },
    ]);
    // All 30 ratings: 107/30 = 3.57 → 3.6; 17 of 30 positive = 57%.
    expect(r.mediaGeral).toBe(3.6);
    expect(r.positivoGeral).toBe(57);
    expect(r.ultimas.map((s) => s.nome)).toEqual(['Davi', 'Carla', 'Anônimo', 'Bruno', 'Anônimo']);
    expect(r.ultimas[0]).toEqual({
      id: expect.any(Number),
      nome: 'Davi',
      data: new Date(Date.UTC(2025, 0, 15, 15)).toISOString(),
      perguntas: [...defaultSurveyQuestions],
      respostas: [2, 5, 4, 1, 5],
      comentario: 'Última',
    });

    // The storefront shows the same average and the count.
    const store = await call('GET', `/api/storefront/stores/${shop.id}`);
    expect(store.json().store.avaliacao).toEqual({ media: 3.6, total: 6 });
  });

  it("never shows another shop's surveys", async () => {
    const mine = await registerAndLogin(ctx.app);
    const theirs = await registerAndLogin(ctx.app);
    await send(theirs.id, { nome: 'Cliente de lá', respostas: [1, 1, 1, 1, 1], comentario: 'Segredo' });
    const r = await report(mine.cookie);
    expect(r.total).toBe(0);
    expect(JSON.stringify(r)).not.toContain('Segredo');
    const own = await report(theirs.cookie);
    expect(own.total).toBe(1);
    expect(own.ultimas[0]?.comentario).toBe('Segredo');
    // The other shop's questions are its own too.
    await call('PUT', '/api/surveys/questions', theirs.cookie, { perguntas: QUESTIONS });
    expect((await call('GET', '/api/surveys/questions', mine.cookie)).json().padrao).toBe(true);
  });
});

describe('storefront rating', () => {
  it('is null without surveys, then the real average and count; a blocked shop shows nothing', async () => {
    const shop = await insertShop(db());
    const store = async () => (await call('GET', `/api/storefront/stores/${shop.id}`)).json().store;
    expect((await store()).avaliacao).toBeNull();
    await send(shop.id, { respostas: [5, 5, 5, 5, 4] });
    expect((await store()).avaliacao).toEqual({ media: 4.8, total: 1 });
    await send(shop.id, { respostas: [3, 3, 3, 3, 3] });
    // (24 + 15) / 10 = 3.9
    expect((await store()).avaliacao).toEqual({ media: 3.9, total: 2 });
    // Blocked through the super admin's own path, which tells every process's storefront cache.
    await setStoreStatus(db(), shop.id, 'bloqueado');
    await expect.poll(async () => (await call('GET', `/api/storefront/stores/${shop.id}`)).statusCode).toBe(404);
  });
});
