import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, saoPauloToday, weekdayOf } from '../../../shared/calendar.ts';
import { type TaskDayView, type TaskRun, taskMessages } from '../../../shared/contracts/tasks.ts';
import { taskRuns, taskTemplates } from '../../db/schema/tasks.ts';
import { registerAndLogin } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';
import { openDay } from './tasks-service.ts';

const ctx = setupTestContext();
const db = () => ctx.database.db;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

async function createTemplate(cookie: string, nome: string, diasSemana = EVERY_DAY): Promise<number> {
  const res = await call('POST', '/api/tasks', cookie, { nome, diasSemana });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

async function open(cookie: string, day: string): Promise<TaskDayView> {
  const res = await call('GET', `/api/tasks/days/${day}`, cookie);
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** A run written straight into the database: the API never makes runs for a past day. */
async function insertRun(
  storeId: number,
  values: { templateId: number | null; name: string; day: string; done?: boolean },
) {
  const [row] = await db()
    .insert(taskRuns)
    .values({ storeId, ...values, done: values.done ?? false, doneAt: values.done ? new Date() : null })
    .returning();
  if (!row) throw new Error('no run');
  return row;
}

const runsOf = (storeId: number, day: string) =>
  db()
    .select()
    .from(taskRuns)
    .where(and(eq(taskRuns.storeId, storeId), eq(taskRuns.day, day)))
    .orderBy(taskRuns.id);

const byName = (runs: TaskRun[], nome: string) => runs.find((r) => r.nome === nome);

describe('task templates', () => {
  it('registers, lists, edits and removes a template with its weekdays', async () => {
    const shop = await registerAndLogin(ctx.app);
    const res = await call('POST', '/api/tasks', shop.cookie, {
      nome: '  Limpar a vitrine  ',
      diasSemana: [5, 1, 1, 3],
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ nome: 'Limpar a vitrine', diasSemana: [1, 3, 5] });

    await createTemplate(shop.cookie, 'abrir o caixa', [0]);
    const list = await call('GET', '/api/tasks', shop.cookie);
    expect(list.json().tarefas.map((t: { nome: string }) => t.nome)).toEqual(['abrir o caixa', 'Limpar a vitrine']);

    const edited = await call('PUT', `/api/tasks/${created.id}`, shop.cookie, {
      nome: 'Limpar vitrines',
      diasSemana: [6],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ id: created.id, nome: 'Limpar vitrines', diasSemana: [6] });

    expect((await call('DELETE', `/api/tasks/${created.id}`, shop.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/tasks/${created.id}`, shop.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/tasks', shop.cookie)).json().tarefas).toHaveLength(1);
  });

  it("refuses a blank name or no weekday with the spec's message, and stores nothing", async () => {
    const shop = await registerAndLogin(ctx.app);
    const id = await createTemplate(shop.cookie, 'Repor estoque', [1]);
    const bad: [unknown, string][] = [
      [{ nome: '   ', diasSemana: [1] }, taskMessages.required],
      [{ nome: 'Regar plantas', diasSemana: [] }, taskMessages.required],
      [{ nome: 'Regar plantas' }, taskMessages.required],
      [{ nome: '', diasSemana: [] }, taskMessages.required],
      [{ diasSemana: [2] }, taskMessages.required],
      [{ nome: 'x'.repeat(121), diasSemana: [1] }, taskMessages.nameTooLong],
      [{ nome: 'Regar plantas', diasSemana: [7] }, taskMessages.weekdayInvalid],
      [{ nome: 'Regar plantas', diasSemana: [1.5] }, taskMessages.weekdayInvalid],
      [{ nome: 'Regar\u0000 plantas', diasSemana: [1] }, 'Texto com caracteres inválidos.'],
    ];
    for (const [payload, message] of bad) {
      for (const [method, url] of [
        ['POST', '/api/tasks'],
        ['PUT', `/api/tasks/${id}`],
      ] as const) {
        const res = await call(method, url, shop.cookie, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().error.message).toBe(message);
      }
    }
    expect((await call('GET', '/api/tasks', shop.cookie)).json().tarefas).toEqual([
      { id, nome: 'Repor estoque', diasSemana: [1] },
    ]);
    expect(await db().select().from(taskTemplates).where(eq(taskTemplates.storeId, shop.id))).toHaveLength(1);
  });

  it('needs a session', async () => {
    expect((await call('GET', '/api/tasks')).statusCode).toBe(401);
    expect((await call('GET', `/api/tasks/days/${saoPauloToday()}`)).statusCode).toBe(401);
  });
});

describe('days and runs', () => {
  it('opens today with a pending task, marks it done and back, and colours the calendar', async () => {
    const shop = await registerAndLogin(ctx.app);
    const today = saoPauloToday();
    const id = await createTemplate(shop.cookie, 'Conferir o caixa');
    const day = await open(shop.cookie, today);
    expect(day).toMatchObject({ dia: today, hoje: today, passado: false });
    expect(day.tarefas).toEqual([
      {
        id: expect.any(Number),
        tarefaId: id,
        nome: 'Conferir o caixa',
        dia: today,
        concluida: false,
        concluidaEm: null,
      },
    ]);
    const runId = day.tarefas[0]?.id;

    const done = await call('PATCH', `/api/task-runs/${runId}`, shop.cookie, { concluida: true });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: runId, concluida: true, concluidaEm: expect.any(String) });
    // Opening again makes nothing new and shows it done.
    expect((await open(shop.cookie, today)).tarefas).toEqual([done.json()]);

    const mes = today.slice(0, 7);
    let calendar = (await call('GET', `/api/tasks/calendar?mes=${mes}`, shop.cookie)).json();
    expect(calendar).toEqual({ mes, hoje: today, dias: [{ dia: today, total: 1, concluidas: 1 }] });
    expect((await call('GET', '/api/tasks/calendar', shop.cookie)).json()).toEqual(calendar);

    // A template added later joins today when today is opened again.
    await createTemplate(shop.cookie, 'Abrir a loja');
    expect((await open(shop.cookie, today)).tarefas.map((t) => t.nome)).toEqual(['Abrir a loja', 'Conferir o caixa']);
    calendar = (await call('GET', `/api/tasks/calendar?mes=${mes}`, shop.cookie)).json();
    expect(calendar.dias).toEqual([{ dia: today, total: 2, concluidas: 1 }]);

    const undone = await call('PATCH', `/api/task-runs/${runId}`, shop.cookie, { concluida: false });
    expect(undone.json()).toMatchObject({ concluida: false, concluidaEm: null });
    // Another month has nothing.
    expect((await call('GET', '/api/tasks/calendar?mes=2001-01', shop.cookie)).json().dias).toEqual([]);
  });

  it("makes a future day's tasks only for the templates of its weekday", async () => {
    const shop = await registerAndLogin(ctx.app);
    const day = addDays(saoPauloToday(), 3);
    const weekday = weekdayOf(day);
    await createTemplate(shop.cookie, 'Do dia', [weekday]);
    await createTemplate(shop.cookie, 'De outro dia', [(weekday + 1) % 7]);
    expect((await open(shop.cookie, day)).tarefas.map((t) => t.nome)).toEqual(['Do dia']);
  });

  it('keeps a past day as it was: nothing is made, and marking is refused with nothing changed', async () => {
    const shop = await registerAndLogin(ctx.app);
    const yesterday = addDays(saoPauloToday(), -1);
    const id = await createTemplate(shop.cookie, 'Varrer a calçada');
    const pending = await insertRun(shop.id, { templateId: id, name: 'Varrer a calçada', day: yesterday });
    const done = await insertRun(shop.id, { templateId: null, name: 'Tarefa antiga', day: yesterday, done: true });

    const view = await open(shop.cookie, yesterday);
    expect(view).toMatchObject({ dia: yesterday, passado: true });
    expect(view.tarefas.map((t) => [t.nome, t.concluida])).toEqual([
      ['Tarefa antiga', true],
      ['Varrer a calçada', false],
    ]);
    // A day with nothing stays empty: no runs are made for the past.
    const longAgo = addDays(saoPauloToday(), -30);
    expect((await open(shop.cookie, longAgo)).tarefas).toEqual([]);
    expect(await runsOf(shop.id, longAgo)).toEqual([]);

    const before = await runsOf(shop.id, yesterday);
    for (const [run, concluida] of [
      [pending, true],
      [done, false],
    ] as const) {
      const res = await call('PATCH', `/api/task-runs/${run.id}`, shop.cookie, { concluida });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: { code: 'past_day', message: taskMessages.pastDay } });
    }
    expect(await runsOf(shop.id, yesterday)).toEqual(before);
  });

  it("answers 404 for another shop's templates and runs, and never shows them", async () => {
    const owner = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    const today = saoPauloToday();
    const id = await createTemplate(owner.cookie, 'Tarefa da outra loja');
    const runId = (await open(owner.cookie, today)).tarefas[0]?.id;

    expect((await call('PUT', `/api/tasks/${id}`, other.cookie, { nome: 'Invasão', diasSemana: [1] })).statusCode).toBe(
      404,
    );
    const del = await call('DELETE', `/api/tasks/${id}`, other.cookie);
    expect(del.statusCode).toBe(404);
    expect(del.json().error.message).toBe(taskMessages.notFound);
    const patch = await call('PATCH', `/api/task-runs/${runId}`, other.cookie, { concluida: true });
    expect(patch.statusCode).toBe(404);

    expect((await call('GET', '/api/tasks', other.cookie)).json().tarefas).toEqual([]);
    expect((await open(other.cookie, today)).tarefas).toEqual([]);
    expect((await call('GET', '/api/tasks/calendar', other.cookie)).json().dias).toEqual([]);
    // The owner's template and run are untouched.
    expect((await open(owner.cookie, today)).tarefas).toMatchObject([
      { id: runId, nome: 'Tarefa da outra loja', concluida: false },
    ]);
  });

  it('answers 400 in the one error shape for bad days, months, ids and bodies', async () => {
    const shop = await registerAndLogin(ctx.app);
    for (const day of ['2026-02-30', 'abc', '2026-1-05', '1999-12-31', '2101-01-01', '0000-01-01']) {
      const res = await call('GET', `/api/tasks/days/${day}`, shop.cookie);
      expect(res.statusCode, day).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'invalid_input', message: taskMessages.dayInvalid });
    }
    for (const mes of ['abc', '2026-13', '2026-00', '1999-12', '2026-1']) {
      const res = await call('GET', `/api/tasks/calendar?mes=${mes}`, shop.cookie);
      expect(res.statusCode, mes).toBe(400);
      expect(res.json().error.message).toBe(taskMessages.monthInvalid);
    }
    for (const id of ['abc', '0', '-1', '99999999999']) {
      expect((await call('PATCH', `/api/task-runs/${id}`, shop.cookie, { concluida: true })).statusCode).toBe(400);
      expect((await call('DELETE', `/api/tasks/${id}`, shop.cookie)).statusCode).toBe(400);
    }
    for (const body of [{}, { concluida: 'sim' }, { concluida: null }]) {
      const res = await call('PATCH', '/api/task-runs/1', shop.cookie, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(taskMessages.invalidRequest);
    }
  });
});

describe('editing and removing a template', () => {
  it('renames pending runs from today on, drops those of weekdays no longer chosen, and keeps done and past ones', async () => {
    const shop = await registerAndLogin(ctx.app);
    const today = saoPauloToday();
    const [yesterday, tomorrow, afterTomorrow] = [addDays(today, -1), addDays(today, 1), addDays(today, 2)];
    const id = await createTemplate(shop.cookie, 'Fazer inventário');
    const past = await insertRun(shop.id, { templateId: id, name: 'Fazer inventário', day: yesterday });
    await open(shop.cookie, today);
    const tomorrowRun = (await open(shop.cookie, tomorrow)).tarefas[0] as TaskRun;
    await open(shop.cookie, afterTomorrow);
    await call('PATCH', `/api/task-runs/${tomorrowRun.id}`, shop.cookie, { concluida: true });

    // Only today's weekday stays.
    const res = await call('PUT', `/api/tasks/${id}`, shop.cookie, {
      nome: 'Inventário',
      diasSemana: [weekdayOf(today)],
    });
    expect(res.statusCode).toBe(200);
    expect((await runsOf(shop.id, yesterday)).map((r) => r.name)).toEqual(['Fazer inventário']);
    expect((await open(shop.cookie, today)).tarefas.map((t) => t.nome)).toEqual(['Inventário']);
    // Done: kept under the name it was done with.
    expect((await open(shop.cookie, tomorrow)).tarefas).toMatchObject([
      { id: tomorrowRun.id, nome: 'Fazer inventário', concluida: true },
    ]);
    expect(await runsOf(shop.id, afterTomorrow)).toEqual([]);
    expect((await open(shop.cookie, afterTomorrow)).tarefas).toEqual([]);

    // Chosen again: the day gets it back when opened.
    await call('PUT', `/api/tasks/${id}`, shop.cookie, { nome: 'Inventário', diasSemana: EVERY_DAY });
    expect((await open(shop.cookie, afterTomorrow)).tarefas.map((t) => t.nome)).toEqual(['Inventário']);
    expect((await runsOf(shop.id, yesterday))[0]?.id).toBe(past.id);
  });

  it('removes pending runs from today on and keeps past and done runs, with their names', async () => {
    const shop = await registerAndLogin(ctx.app);
    const today = saoPauloToday();
    const [yesterday, tomorrow] = [addDays(today, -1), addDays(today, 1)];
    const id = await createTemplate(shop.cookie, 'Limpar o balcão');
    const keep = await createTemplate(shop.cookie, 'Outra tarefa');
    await insertRun(shop.id, { templateId: id, name: 'Limpar o balcão', day: yesterday });
    await open(shop.cookie, today);
    const tomorrowRun = byName((await open(shop.cookie, tomorrow)).tarefas, 'Limpar o balcão') as TaskRun;
    await call('PATCH', `/api/task-runs/${tomorrowRun.id}`, shop.cookie, { concluida: true });

    expect((await call('DELETE', `/api/tasks/${id}`, shop.cookie)).statusCode).toBe(204);
    expect((await runsOf(shop.id, yesterday)).map((r) => [r.name, r.templateId])).toEqual([['Limpar o balcão', null]]);
    expect((await open(shop.cookie, today)).tarefas.map((t) => [t.nome, t.tarefaId])).toEqual([['Outra tarefa', keep]]);
    expect((await open(shop.cookie, tomorrow)).tarefas.map((t) => [t.nome, t.tarefaId, t.concluida])).toEqual([
      ['Limpar o balcão', null, true],
      ['Outra tarefa', keep, false],
    ]);
    // A done run without its template can still be unmarked today or later.
    const res = await call('PATCH', `/api/task-runs/${tomorrowRun.id}`, shop.cookie, { concluida: false });
    expect(res.json()).toMatchObject({ tarefaId: null, concluida: false });
  });
});

describe('days nobody opened', () => {
  /** A template made `daysAgo` days ago (its first day), as if the shop had it since then. */
  async function templateSince(storeId: number, cookie: string, nome: string, daysAgo: number, dias = EVERY_DAY) {
    const id = await createTemplate(cookie, nome, dias);
    await db()
      .update(taskTemplates)
      .set({ createdAt: new Date(Date.now() - daysAgo * 86_400_000) })
      .where(and(eq(taskTemplates.storeId, storeId), eq(taskTemplates.id, id)));
    return id;
  }

  it('still show the tasks that were due, pending, and the calendar counts them', async () => {
    const shop = await registerAndLogin(ctx.app);
    const today = saoPauloToday();
    const threeAgo = addDays(today, -3);
    await templateSince(shop.id, shop.cookie, 'Conferir o troco', 5);
    await templateSince(shop.id, shop.cookie, 'Só no dia de três dias atrás', 5, [weekdayOf(threeAgo)]);

    const calendar = await call('GET', `/api/tasks/calendar?mes=${threeAgo.slice(0, 7)}`, shop.cookie);
    expect(calendar.statusCode).toBe(200);
    const counted = calendar.json().dias as { dia: string; total: number; concluidas: number }[];
    expect(counted.find((d) => d.dia === threeAgo)).toEqual({ dia: threeAgo, total: 2, concluidas: 0 });

    const view = await open(shop.cookie, threeAgo);
    expect(view.passado).toBe(true);
    expect(view.tarefas.map((t) => [t.nome, t.concluida])).toEqual([
      ['Conferir o troco', false],
      ['Só no dia de três dias atrás', false],
    ]);
    // Before the template's first day there is nothing; every day since has its run, once.
    expect(await runsOf(shop.id, addDays(today, -6))).toEqual([]);
    for (let ago = 5; ago >= 0; ago--) {
      const runs = await runsOf(shop.id, addDays(today, -ago));
      expect(runs.filter((r) => r.name === 'Conferir o troco')).toHaveLength(1);
    }
    await open(shop.cookie, threeAgo);
    expect(await runsOf(shop.id, threeAgo)).toHaveLength(2);
  });

  it('keep the template as it was on them when it is changed or removed afterwards', async () => {
    const shop = await registerAndLogin(ctx.app);
    const today = saoPauloToday();
    const twoAgo = addDays(today, -2);
    const id = await templateSince(shop.id, shop.cookie, 'Limpar a vitrine', 4);
    // Changed today to a weekday that none of the last days was: those days keep their runs.
    const otherDay = (weekdayOf(today) + 3) % 7;
    const edited = await call('PUT', `/api/tasks/${id}`, shop.cookie, { nome: 'Vitrine', diasSemana: [otherDay] });
    expect(edited.statusCode).toBe(200);
    expect((await runsOf(shop.id, twoAgo)).map((r) => r.name)).toEqual(['Limpar a vitrine']);
    expect(await runsOf(shop.id, today)).toEqual([]);

    const gone = await templateSince(shop.id, shop.cookie, 'Regar as plantas', 3);
    expect((await call('DELETE', `/api/tasks/${gone}`, shop.cookie)).statusCode).toBe(204);
    expect((await runsOf(shop.id, twoAgo)).map((r) => [r.name, r.templateId])).toEqual([
      ['Limpar a vitrine', id],
      ['Regar as plantas', null],
    ]);
  });
});

describe('São Paulo days', () => {
  it('takes today from São Paulo: 02:30 UTC on the 10th is still the 9th there', async () => {
    const shop = await registerAndLogin(ctx.app);
    // 2026-03-09 is a Monday (1), 2026-03-10 a Tuesday (2).
    await createTemplate(shop.cookie, 'Segunda', [1]);
    await createTemplate(shop.cookie, 'Terça', [2]);
    const now = new Date('2026-03-10T02:30:00Z');
    const monday = await openDay(db(), shop.id, '2026-03-09', now);
    expect(monday).toMatchObject({ hoje: '2026-03-09', passado: false });
    expect(monday.tarefas.map((t) => t.nome)).toEqual(['Segunda']);
    const sunday = await openDay(db(), shop.id, '2026-03-08', now);
    expect(sunday).toMatchObject({ passado: true, tarefas: [] });
    expect((await openDay(db(), shop.id, '2026-03-10', now)).tarefas.map((t) => t.nome)).toEqual(['Terça']);
  });

  it('makes one set of runs when several devices open the same day at once', async () => {
    const shop = await registerAndLogin(ctx.app);
    const ids = await Promise.all(['Abrir', 'Limpar', 'Fechar'].map((n) => createTemplate(shop.cookie, n)));
    const day = addDays(saoPauloToday(), 5);
    const views = await Promise.all(Array.from({ length: 8 }, () => open(shop.cookie, day)));
    const runs = await runsOf(shop.id, day);
    expect(runs.map((r) => r.templateId).sort()).toEqual([...ids].sort());
    for (const view of views) expect(view.tarefas.map((t) => t.id).sort()).toEqual(runs.map((r) => r.id).sort());
  });

  it("edits, removes and reads a shop's templates all at once, each catching up the days, without an error", async () => {
    const shop = await registerAndLogin(ctx.app);
    const ids = await Promise.all(
      ['Abrir', 'Limpar', 'Conferir', 'Repor', 'Fechar', 'Regar'].map((n) => createTemplate(shop.cookie, n)),
    );
    // Their days not yet caught up: every request below catches up all of them first.
    await db().update(taskTemplates).set({ runsThrough: null }).where(eq(taskTemplates.storeId, shop.id));
    const today = saoPauloToday();
    const answers = await Promise.all([
      ...ids
        .slice(0, 4)
        .map((id, i) => call('PUT', `/api/tasks/${id}`, shop.cookie, { nome: `Tarefa ${i}`, diasSemana: [1, 3] })),
      call('DELETE', `/api/tasks/${ids[4]}`, shop.cookie),
      ...Array.from({ length: 4 }, () => call('GET', `/api/tasks/days/${today}`, shop.cookie)),
      call('GET', '/api/tasks/calendar', shop.cookie),
    ]);
    expect(answers.map((r) => r.statusCode).filter((s) => s >= 500)).toEqual([]);
    expect(answers.map((r) => r.statusCode).every((s) => s === 200 || s === 204)).toBe(true);
    const runs = await runsOf(shop.id, today);
    // One run a template and day, whoever caught it up.
    expect(new Set(runs.map((r) => r.templateId)).size).toBe(runs.length);
  });
});
