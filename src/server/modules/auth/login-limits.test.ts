import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/password.ts';
import { rateLimits } from '../../db/schema/auth.ts';
import { registerAndLogin } from '../../test/fixtures.ts';
import { createTestContext, setupTestContext } from '../../test/harness.ts';
import { insertShop } from '../../test/storefront-fixtures.ts';
import { upsertAdmin } from './auth-queries.ts';
import { accountDelayMs, createOrResetAdmin, LOGIN_LIMITS } from './auth-service.ts';

const ctx = setupTestContext();
const TOO_MANY = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';

type Who = 'owner' | 'admin';
const url = (who: Who) => (who === 'owner' ? '/api/auth/login' : '/api/admin/auth/login');
const login = (who: Who, email: string, senha: string, remoteAddress: string, app: FastifyInstance = ctx.app) =>
  app.inject({ method: 'POST', url: url(who), payload: { email, senha }, remoteAddress });

let address = 0;
/** Each test acts from its own addresses, so the per-IP limits of one do not touch another. */
const nextIp = () => `10.30.${Math.floor(++address / 250)}.${address % 250}`;

const codes = (answers: { statusCode: number }[]) => answers.map((r) => r.statusCode);
const count = (list: number[], code: number) => list.filter((c) => c === code).length;

async function counter(key: string) {
  const [row] = await ctx.database.db
    .select({ count: rateLimits.count, inFlight: rateLimits.inFlight })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key}`);
  return row;
}

/** An account of each kind: the owner's shop and a super admin. */
async function account(who: Who): Promise<{ email: string; senha: string }> {
  if (who === 'owner') {
    const { input } = await registerAndLogin(ctx.app);
    return { email: input.email, senha: input.senha };
  }
  const email = `admin${++address}@plataforma.com.br`;
  await createOrResetAdmin(ctx.database.db, email, 'admin-senha-forte');
  return { email, senha: 'admin-senha-forte' };
}

describe.each(['owner', 'admin'] as const)('sign-in limits (%s)', (who) => {
  it('lets the right password in from another address after a guesser hit the limit', async () => {
    const { email, senha } = await account(who);
    const guesser = nextIp();
    const guesses = await Promise.all(Array.from({ length: 12 }, () => login(who, email, 'errada-123', guesser)));
    expect(count(codes(guesses), 401)).toBe(LOGIN_LIMITS.perEmailAndIp.limit);
    expect(count(codes(guesses), 429)).toBe(12 - LOGIN_LIMITS.perEmailAndIp.limit);

    // The owner, elsewhere: only slowed down (10 recent failures → the longest delay), not locked out.
    const started = Date.now();
    const owner = await login(who, email, senha, nextIp());
    expect(owner.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(LOGIN_LIMITS.accountDelay.maxDelayMs - 50);

    // The guesser's address stays refused for this e-mail, even with the right password.
    const blocked = await login(who, email, senha, guesser);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toEqual({ code: 'too_many_requests', message: TOO_MANY });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('counts only failures: successes never use up the allowance', async () => {
    const { email, senha } = await account(who);
    const ip = nextIp();
    for (let i = 0; i < 15; i++) expect((await login(who, email, senha, ip)).statusCode).toBe(200);
    const wrong = await Promise.all(
      Array.from({ length: LOGIN_LIMITS.perEmailAndIp.limit }, () => login(who, email, 'errada-123', ip)),
    );
    expect(codes(wrong)).toEqual(Array(LOGIN_LIMITS.perEmailAndIp.limit).fill(401));
    expect((await login(who, email, senha, ip)).statusCode).toBe(429);
  });

  it('stops an address that sprays many e-mails at the per-IP limit', async () => {
    const { email, senha } = await account(who);
    const sprayer = nextIp();
    const { limit } = LOGIN_LIMITS.perIp;
    const sprayed = await Promise.all(
      Array.from({ length: limit }, (_, i) => login(who, `vitima${i}-${sprayer}@exemplo.com.br`, 'senha123', sprayer)),
    );
    expect(codes(sprayed)).toEqual(Array(limit).fill(401));
    const next = await login(who, `mais-uma-${sprayer}@exemplo.com.br`, 'senha123', sprayer);
    expect(next.statusCode).toBe(429);
    expect(next.json().error.message).toBe(TOO_MANY);
    // Even a real account with its right password, from that address; from another it works.
    expect((await login(who, email, senha, sprayer)).statusCode).toBe(429);
    expect((await login(who, email, senha, nextIp())).statusCode).toBe(200);
  });
});

describe.each(['owner', 'admin'] as const)('limits of successful sign-ins (%s)', (who) => {
  const senha = 'senha-certa-123';
  let passwordHash: string;
  beforeAll(async () => {
    passwordHash = await hashPassword(senha);
  });

  /** A new account with `senha`, written straight to the database (no sign-in of its own yet). */
  async function fresh(): Promise<string> {
    if (who === 'owner') return (await insertShop(ctx.database.db, { passwordHash })).email;
    const email = `admin-ok${++address}@plataforma.com.br`;
    await upsertAdmin(ctx.database.db, email, passwordHash);
    return email;
  }

  it('refuses an account past its successful sign-ins in the window, from any address; other accounts go on', async () => {
    const email = await fresh();
    const { limit, windowSeconds } = LOGIN_LIMITS.successesPerAccount;
    expect({ limit, windowSeconds }).toEqual({ limit: 50, windowSeconds: 15 * 60 });
    const ok = await Promise.all(Array.from({ length: limit }, () => login(who, email, senha, nextIp())));
    expect(codes(ok)).toEqual(Array(limit).fill(200));

    const elsewhere = nextIp();
    const refused = await login(who, email, senha, elsewhere);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { code: 'too_many_requests', message: TOO_MANY } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    expect(refused.headers['set-cookie']).toBeUndefined();
    // A wrong password is still only wrong (the limit counts successes, and says nothing of them).
    expect((await login(who, email, 'errada-123', nextIp())).statusCode).toBe(401);
    // Another account signs in from the same address.
    expect((await login(who, await fresh(), senha, elsewhere)).statusCode).toBe(200);
  });

  it('refuses an address past its successful sign-ins in the window, whatever the account; other addresses go on', async () => {
    const { limit, windowSeconds } = LOGIN_LIMITS.successesPerIp;
    expect({ limit, windowSeconds }).toEqual({ limit: 100, windowSeconds: 15 * 60 });
    const ip = nextIp();
    const emails = await Promise.all(Array.from({ length: limit + 1 }, () => fresh()));
    const ok = await Promise.all(emails.slice(0, limit).map((email) => login(who, email, senha, ip)));
    expect(codes(ok)).toEqual(Array(limit).fill(200));

    const last = emails[limit] ?? '';
    const refused = await login(who, last, senha, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({ code: 'too_many_requests', message: TOO_MANY });
    expect(refused.headers['set-cookie']).toBeUndefined();
    // The refused address used up nothing of the account's: it signs in from elsewhere.
    expect(await counter(`${who === 'owner' ? 'login' : 'admin-login'}:success-email:${last}`)).toBeUndefined();
    expect((await login(who, last, senha, nextIp())).statusCode).toBe(200);
  }, 60_000);
});

// On PGlite the requests interleave between queries (the old check-then-count raced there too);
// on PostgreSQL they also run in parallel on separate connections.
describe('sign-in limits under a burst', () => {
  it('checks exactly the limit of 100 parallel wrong passwords for one e-mail and address', async () => {
    const { email, senha } = await account('owner');
    const ip = nextIp();
    const burst = await Promise.all(Array.from({ length: 100 }, () => login('owner', email, 'errada-123', ip)));
    const list = codes(burst);
    expect(count(list, 401)).toBe(LOGIN_LIMITS.perEmailAndIp.limit);
    expect(count(list, 429)).toBe(100 - LOGIN_LIMITS.perEmailAndIp.limit);
    expect(await counter(`login:email-ip:${ip}|${email}`)).toEqual({
      count: LOGIN_LIMITS.perEmailAndIp.limit,
      inFlight: 0,
    });
    expect((await login('owner', email, senha, ip)).statusCode).toBe(429);
  });

  it('refuses the right password sent inside the burst once the wrong ones hold every slot', async () => {
    const { email, senha } = await account('admin');
    const ip = nextIp();
    const key = `admin-login:email-ip:${ip}|${email}`;
    const burst = Promise.all(Array.from({ length: 100 }, () => login('admin', email, 'errada-123', ip)));
    // Wait until the wrong passwords have taken every slot of the limit, then try the right one.
    for (;;) {
      const row = await counter(key);
      if (row && row.count + row.inFlight >= LOGIN_LIMITS.perEmailAndIp.limit) break;
      await sleep(2);
    }
    const right = await login('admin', email, senha, ip);
    expect(right.statusCode).toBe(429);
    expect(count(codes(await burst), 401)).toBe(LOGIN_LIMITS.perEmailAndIp.limit);
    expect((await login('admin', email, senha, nextIp())).statusCode).toBe(200);
  });
});

describe('the per-account delay', () => {
  it('grows from a few hundred milliseconds to 2 s, never a lock-out', () => {
    expect([0, 3, 4, 5, 6, 7, 50].map(accountDelayMs)).toEqual([0, 0, 250, 500, 1000, 2000, 2000]);
  });
});

describe('sign-in log lines', () => {
  const lines: Record<string, unknown>[] = [];
  let logged: Awaited<ReturnType<typeof createTestContext>>;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    logged = await createTestContext({ logger: { level: 'info', stream } });
  }, 60_000);
  afterAll(async () => logged.close());

  it('logs every attempt with the e-mail hash, the address and the outcome, never the password', async () => {
    const { input } = await registerAndLogin(logged.app);
    const ip = nextIp();
    const { limit } = LOGIN_LIMITS.perEmailAndIp;
    await Promise.all(
      Array.from({ length: limit + 1 }, (_, i) => login('owner', input.email, `errada-${i}-xyz`, ip, logged.app)),
    );
    await login('owner', input.email, input.senha, nextIp(), logged.app);

    const emailHash = createHash('sha256').update(input.email).digest('hex').slice(0, 16);
    const mine = lines.filter((l) => l.msg === 'sign-in attempt' && l.emailHash === emailHash);
    const outcomes = mine.map((l) => l.outcome);
    // The sign-up's own login first, the owner's last.
    expect([outcomes[0], outcomes.at(-1)]).toEqual(['success', 'success']);
    expect(outcomes.filter((o) => o === 'wrong_credentials')).toHaveLength(limit);
    expect(outcomes.filter((o) => o === 'throttled')).toHaveLength(1);
    expect(mine.length).toBe(limit + 3);
    for (const line of mine.slice(1, -1)) expect(line).toMatchObject({ event: 'login', ip, level: 40 });
    expect(mine.find((l) => l.outcome === 'throttled')).toMatchObject({ limit: 'email-ip' });
    expect(mine.at(-1)).toMatchObject({ level: 30 });
    const text = JSON.stringify(lines);
    expect(text).not.toContain(input.senha);
    expect(text).not.toContain('errada-');
    expect(text).not.toContain(input.email);
  }, 60_000);
});
