import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ADMIN_COOKIE, STORE_COOKIE } from '../auth/session.ts';
import { createOrResetAdmin } from '../modules/auth/auth-service.ts';
import { cookieHeader, makeCnpj, makeCpf, registerAndLogin } from '../test/fixtures.ts';
import { setupTestContext, testDbKind } from '../test/harness.ts';
import { PIN, saveSettings } from '../test/loyalty-fixtures.ts';
import { makePng } from '../test/png.ts';
import { postOrder } from '../test/storefront-fixtures.ts';

/**
 * Every route and method of the app's own OpenAPI document, with generated requests: bad ids,
 * wrong types, NUL and lone surrogates, huge and negative numbers, oversized strings, 60 KB URLs,
 * missing bodies, another shop's ids, no session or the wrong one. No answer may be a 5xx, and
 * every /api answer that is not a success must be the one error shape, in Portuguese.
 * Deterministic: FUZZ_SEED and FUZZ_REQUESTS change the run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 5000);
/** Requests in flight at once (PGlite answers one query at a time; PostgreSQL races them). */
const PARALLEL = testDbKind === 'postgres' ? 8 : 4;

const ctx = setupTestContext();

// ---------------------------------------------------------------------------------------------
// A seeded PRNG (mulberry32): the same seed gives the same requests.

class Rng {
  constructor(private state: number) {}
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }
}

// ---------------------------------------------------------------------------------------------
// The OpenAPI document, as far as this test reads it.

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
}

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  params: { in: string; name: string; schema: JsonSchema }[];
  body?: { type: string; schema?: JsonSchema };
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema: JsonSchema }[];
        requestBody?: { content: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

function operationsOf(doc: OpenApiDoc): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(upper)) continue;
      const content = op.requestBody?.content ?? {};
      const type = Object.keys(content)[0];
      ops.push({
        method: upper as Operation['method'],
        path,
        params: op.parameters ?? [],
        body: type ? { type, schema: content[type]?.schema } : undefined,
      });
    }
  }
  return ops;
}

// ---------------------------------------------------------------------------------------------
// What is in the database before the fuzz: shop A with data, shop B (the other shop), an admin.

interface Shop {
  id: number;
  cookie: string;
  email: string;
  password: string;
  customerIds: number[];
  customerCpfs: string[];
  productIds: number[];
  giftIds: number[];
  employeeIds: number[];
  orderIds: string[];
  validationIds: number[];
  imageIds: string[];
}

async function seedShop(tag: number): Promise<Shop> {
  const app = ctx.app;
  const shop = await registerAndLogin(app);
  await saveSettings(app, shop, { pin: PIN });
  const headers = { cookie: shop.cookie };
  const out: Shop = {
    id: shop.id,
    cookie: shop.cookie,
    email: shop.input.email,
    password: shop.input.senha,
    customerIds: [],
    customerCpfs: [],
    productIds: [],
    giftIds: [],
    employeeIds: [],
    orderIds: [],
    validationIds: [],
    imageIds: [],
  };
  for (let i = 0; i < 3; i++) {
    const cpf = makeCpf(tag * 1000 + i);
    const res = await app.inject({
      method: 'POST',
      url: '/api/customers',
      headers,
      payload: { nome: `Cliente ${tag}-${i}`, cpf, telefone: '(11) 98765-4321', dataNascimento: '1990-05-17' },
    });
    out.customerIds.push(res.json().id);
    out.customerCpfs.push(cpf);
    const product = await app.inject({
      method: 'POST',
      url: '/api/products',
      headers,
      payload: { name: `Produto ${i}`, priceCents: 1000 + i, stock: 1000 },
    });
    out.productIds.push(product.json().id);
    const gift = await app.inject({ method: 'POST', url: '/api/gifts', headers, payload: { nome: `Brinde ${i}` } });
    out.giftIds.push(gift.json().id ?? 0);
    const employee = await app.inject({
      method: 'POST',
      url: '/api/employees',
      headers,
      payload: {
        nome: `Vendedor ${i}`,
        dataNascimento: '1990-05-17',
        metaMesCents: 100_000,
        dataContratacao: '2024-01-10',
      },
    });
    out.employeeIds.push(employee.json().id ?? 0);
  }
  const image = await app.inject({
    method: 'POST',
    url: '/api/images',
    headers: { ...headers, 'content-type': 'image/png' },
    payload: makePng(8, 8),
  });
  if (image.statusCode === 201) out.imageIds.push(image.json().id);
  const order = await postOrder(app, shop.id, {
    cpf: out.customerCpfs[0],
    nome: 'Cliente Pedido',
    telefone: '(11) 98765-4321',
    dataNascimento: '1990-05-17',
    paymentMethod: 'pix',
    items: [{ productId: out.productIds[0], quantity: 1 }],
  });
  out.orderIds.push(order.json().order.id);
  const validation = await app.inject({
    method: 'POST',
    url: '/api/loyalty/validations',
    headers,
    payload: {
      cpf: out.customerCpfs[1],
      nome: 'Cliente Fidelidade',
      telefone: '(11) 98765-4321',
      dataNascimento: '1990-05-17',
      valorCompraCents: 5000,
      senha: PIN,
    },
  });
  out.validationIds.push(validation.json().validacaoId);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Values.

const KB60 = 'a'.repeat(60 * 1024);

/** Anything, in a JSON body: each is wrong somewhere. */
const BAD_VALUES: unknown[] = [
  '\u0000',
  'Maria\u0000Silva',
  '\ud800',
  'texto \udfff',
  '\ude00\ud83d',
  'x'.repeat(5000),
  'x'.repeat(70_000),
  '',
  '   ',
  2_147_483_648,
  -2_147_483_649,
  1e20,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1,
  0,
  1.5,
  -0.01,
  null,
  true,
  false,
  [],
  {},
  ['a'],
  { $gt: '' },
  '1',
  '2147483648',
  '<script>alert(1)</script>',
  "'; drop table stores; --",
  '0000-00-00',
  '2026-02-30',
  '99/99/9999',
  '١٢٣',
  '😀',
];

/** Path parameters, already encoded for a URL. */
const BAD_PATH_VALUES = [
  '0',
  '-1',
  '2147483647',
  '2147483648',
  '99999999999999999999',
  '1.5',
  '1e3',
  '0x10',
  'abc',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%F0%9F%98%80',
  '%',
  '%zz',
  '%E0%A4%A',
  "'%20OR%201=1",
  '..',
  '%2e%2e%2f',
  '%20',
  'NaN',
  'Infinity',
  '00000000000000000001',
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(101),
  KB60,
];

/** Query values, already encoded. */
const BAD_QUERY_VALUES = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%',
  '2147483648',
  '99999999999999999999',
  '-1',
  '0',
  '1.5',
  '',
  'x'.repeat(200),
  KB60,
  'true',
  '[]',
  'pendente%00',
];

/** A fresh copy of a bad value (the arrays and objects are mutated later). */
function badValue(rng: Rng): unknown {
  return structuredClone(rng.pick(BAD_VALUES));
}

function encodePath(value: string | number): string {
  return typeof value === 'number' ? String(value) : encodeURIComponent(value);
}

class Generator {
  constructor(
    private rng: Rng,
    private a: Shop,
    private b: Shop,
  ) {}

  private shop(): Shop {
    return this.rng.chance(0.8) ? this.a : this.b;
  }

  /** A plausible value for a field by its name, when the schema alone would not pass the rules. */
  private hinted(name: string): unknown {
    const r = this.rng;
    switch (name) {
      case 'cpf':
        return r.chance(0.6) ? r.pick(this.shop().customerCpfs) : makeCpf(r.int(1_000_000));
      case 'documento':
        return r.chance(0.5) ? makeCnpj(r.int(1_000_000)) : makeCpf(r.int(1_000_000));
      case 'telefone':
        return '(11) 98765-4321';
      case 'dataNascimento':
        return r.pick(['1990-05-17', '2000-01-01', '17/05/1990']);
      case 'email':
        return r.chance(0.5) ? this.a.email : `fuzz${r.int(100_000)}@exemplo.com.br`;
      case 'senha':
        return r.pick([this.a.password, PIN, 'senha-errada-1']);
      case 'novaSenha':
      case 'confirmarSenha':
        return r.pick(['', PIN, '1234']);
      case 'senhaDaLoja':
        return r.pick(['', this.a.password, 'errada']);
      case 'productId':
        return r.pick([...this.shop().productIds, r.int(3000) + 1]);
      case 'imageId':
        return r.chance(0.5) ? null : r.pick([...this.shop().imageIds, randomUUID()]);
      case 'estado':
        return r.pick(['', 'SP', 'RJ']);
      case 'idempotencyKey':
        return randomUUID();
      default:
        return undefined;
    }
  }

  /** A value the schema describes (the name gives a hint where the rules are stricter). */
  valid(schema: JsonSchema | undefined, name = '', depth = 0): unknown {
    const r = this.rng;
    if (!schema) return undefined;
    const hint = this.hinted(name);
    if (hint !== undefined) return hint;
    const choice = schema.anyOf ?? schema.oneOf;
    if (choice && choice.length > 0) return this.valid(r.pick(choice), name, depth);
    if (schema.enum) return r.pick(schema.enum);
    if (schema.const !== undefined) return schema.const;
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
    switch (type) {
      case 'string': {
        if (schema.format === 'uuid') return randomUUID();
        if (schema.format === 'email') return `fuzz${r.int(100_000)}@exemplo.com.br`;
        const max = Math.min(schema.maxLength ?? 40, 40);
        const min = Math.max(schema.minLength ?? 0, 0);
        const length = Math.max(min, Math.min(max, 1 + r.int(12)));
        return `Fuzz ${'ção'.repeat(length)}`.slice(0, Math.max(length, min));
      }
      case 'integer':
      case 'number': {
        const min = schema.minimum ?? 0;
        const max = Math.min(schema.maximum ?? min + 10_000, min + 10_000);
        return Math.max(min + 1, Math.min(max, min + 1 + r.int(Math.max(1, max - min))));
      }
      case 'boolean':
        return r.chance(0.5);
      case 'array': {
        const min = schema.minItems ?? 0;
        const max = Math.min(schema.maxItems ?? 3, 6);
        const n = min === max ? min : min + r.int(Math.max(1, Math.min(max, min + 3) - min + 1));
        return Array.from({ length: n }, () => this.valid(schema.items, '', depth + 1));
      }
      case 'object': {
        const out: Record<string, unknown> = {};
        for (const [key, prop] of Object.entries(schema.properties ?? {})) {
          const required = schema.required?.includes(key) ?? false;
          if (required || r.chance(0.6)) out[key] = this.valid(prop, key, depth + 1);
        }
        return out;
      }
      default:
        return null;
    }
  }

  /** The valid value with some fields broken, removed or added. */
  mutated(schema: JsonSchema | undefined): unknown {
    const r = this.rng;
    const value = this.valid(schema);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const body = value as Record<string, unknown>;
    const keys = Object.keys(schema?.properties ?? {});
    const changes = r.int(4);
    for (let i = 0; i < changes && keys.length > 0; i++) {
      const key = r.pick(keys);
      const what = r.int(10);
      if (what < 6) body[key] = badValue(r);
      else if (what < 7) delete body[key];
      else if (what < 8) body[`extra_${r.int(100)}`] = badValue(r);
      else if (Array.isArray(body[key])) {
        const list = body[key] as unknown[];
        if (list.length > 0) {
          const at = r.int(list.length);
          const item = list[at];
          if (item && typeof item === 'object') {
            const itemKeys = Object.keys(item);
            if (itemKeys.length > 0) (item as Record<string, unknown>)[r.pick(itemKeys)] = badValue(r);
          } else list[at] = badValue(r);
        } else list.push(badValue(r));
      } else body[key] = badValue(r);
    }
    return body;
  }

  /** A path parameter: one of ours, one of the other shop's, or a bad one. */
  pathValue(op: Operation, name: string): string {
    const r = this.rng;
    if (r.chance(0.35)) return r.pick(BAD_PATH_VALUES);
    const shop = this.shop();
    let candidates: (string | number)[];
    if (name === 'customerId') candidates = shop.customerIds;
    else if (name === 'orderId') candidates = [...shop.orderIds, randomUUID()];
    else if (name === 'storeId') {
      // The admin's status change never blocks shop A (its session drives the rest of the run).
      candidates = op.path.startsWith('/api/admin/') ? [this.b.id, 999_999] : [shop.id, 999_999];
    } else if (op.path.startsWith('/api/images/')) candidates = [...shop.imageIds, randomUUID()];
    else if (op.path.startsWith('/api/products/')) candidates = shop.productIds;
    else if (op.path.startsWith('/api/gifts/')) candidates = shop.giftIds;
    else if (op.path.startsWith('/api/employees/')) candidates = shop.employeeIds;
    else if (op.path.startsWith('/api/loyalty/validations/')) candidates = shop.validationIds;
    else candidates = [1, 2, 3];
    return encodePath(r.pick(candidates.length > 0 ? candidates : [1]));
  }

  queryString(op: Operation): string {
    const r = this.rng;
    const parts: string[] = [];
    for (const param of op.params.filter((p) => p.in === 'query')) {
      if (!r.chance(0.7)) continue;
      const value = r.chance(0.4)
        ? r.pick(BAD_QUERY_VALUES)
        : encodeURIComponent(String(this.valid(param.schema, param.name) ?? ''));
      parts.push(`${param.name}=${value}`);
      if (r.chance(0.05)) parts.push(`${param.name}=${value}`); // repeated: an array
    }
    if (r.chance(0.05)) parts.push(`extra=${r.pick(BAD_QUERY_VALUES)}`);
    if (r.chance(0.02)) parts.push(`q=${KB60}`);
    return parts.length > 0 ? `?${parts.join('&')}` : '';
  }
}

// ---------------------------------------------------------------------------------------------
// The checks.

/** English words of Fastify's, zod's or Node's own messages: never in ours. */
const ENGLISH =
  /\b(invalid|expected|required|must|unexpected|error|request|not found|too many|exceed|received|body|params|querystring|should|failed|internal server)\b/i;

function problemWith(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return 'status 5xx';
  if (res.statusCode < 400) return null;
  if (!String(res.headers['content-type']).includes('application/json')) return 'not JSON';
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return 'unparsable JSON';
  }
  if (!body || typeof body !== 'object' || Object.keys(body).join() !== 'error') return 'not { error }';
  const error = (body as { error: Record<string, unknown> }).error;
  if (!error || typeof error !== 'object') return 'error is not an object';
  const extra = Object.keys(error).filter((k) => !['code', 'message', 'fields'].includes(k));
  if (extra.length > 0) return `extra keys: ${extra.join()}`;
  if (typeof error.code !== 'string' || !/^[a-z][a-z_]*$/.test(error.code)) return `code ${String(error.code)}`;
  if (typeof error.message !== 'string' || error.message.trim() === '') return 'no message';
  if (ENGLISH.test(error.message)) return `English message: ${error.message}`;
  if (error.fields !== undefined) {
    if (!error.fields || typeof error.fields !== 'object') return 'fields is not an object';
    for (const [key, message] of Object.entries(error.fields)) {
      if (typeof message !== 'string' || ENGLISH.test(message)) return `field ${key}: ${String(message)}`;
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------

describe(`fuzz over the OpenAPI document (${testDbKind}, seed ${SEED})`, () => {
  it(`${REQUESTS} generated requests: no 5xx, every error in the one shape, in Portuguese`, async () => {
    const app = ctx.app;
    const a = await seedShop(1);
    const b = await seedShop(2);
    await createOrResetAdmin(ctx.database.db, 'fuzz-admin@plataforma.com.br', 'senha-do-admin-fuzz');
    const adminLogin = await app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: 'fuzz-admin@plataforma.com.br', senha: 'senha-do-admin-fuzz' },
    });
    const adminCookie = cookieHeader(adminLogin.headers['set-cookie']);
    expect(adminCookie).toContain(ADMIN_COOKIE);

    const ops = operationsOf(app.swagger() as unknown as OpenApiDoc);
    expect(ops.length).toBeGreaterThan(40);
    const rng = new Rng(SEED);
    const gen = new Generator(rng, a, b);

    const cookieFor = (op: Operation): string | undefined => {
      const garbage = `${STORE_COOKIE}=${rng.pick(['x', '%00', 'a'.repeat(300)])}; ${ADMIN_COOKIE}=y`;
      // Logging out would end the sessions the rest of the run uses.
      if (op.path.endsWith('/logout')) return rng.pick([undefined, garbage]);
      // A live stream with a session never ends: it is asked for only without one.
      if (op.path === '/api/orders/events') return rng.pick([undefined, garbage, adminCookie]);
      const owner = op.path.startsWith('/api/admin/') ? adminCookie : a.cookie;
      return rng.pick([owner, owner, owner, owner, owner, owner, b.cookie, adminCookie, a.cookie, undefined, garbage]);
    };

    const byRoute = new Map<string, number>();
    const statuses = new Map<number, number>();
    const failures: string[] = [];

    const one = async (i: number) => {
      const op = ops[i % ops.length] as Operation;
      let url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => gen.pathValue(op, name));
      url += gen.queryString(op);
      const headers: Record<string, string> = {};
      const cookie = cookieFor(op);
      if (cookie) headers.cookie = cookie;
      if (rng.chance(0.3)) headers['idempotency-key'] = rng.chance(0.5) ? randomUUID() : rng.pick(['x', '%00', '']);
      let payload: string | Buffer | undefined;
      if (op.body) {
        const shape = rng.int(100);
        if (shape < 5) payload = undefined;
        else if (shape < 10) {
          headers['content-type'] = 'application/json';
          payload = JSON.stringify(rng.pick([null, 'texto', 42, [], true, [{}]]));
        } else if (shape < 13) {
          headers['content-type'] = 'application/json';
          payload = rng.pick(['{"nome":', '{nome: 1}', '\u0000', '{"a":"\\ud800"}', '{"__proto__":{"x":1}}']);
        } else if (shape < 16) {
          headers['content-type'] = rng.pick([
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data',
          ]);
          payload = 'nome=x';
        } else if (op.body.type !== 'application/json') {
          headers['content-type'] = op.body.type;
          payload = rng.chance(0.5) ? makePng(4, 4) : Buffer.from('not an image');
        } else {
          headers['content-type'] = 'application/json';
          payload = JSON.stringify(gen.mutated(op.body.schema));
        }
      }
      const remoteAddress = rng.chance(0.2) ? '10.250.0.1' : `10.${rng.int(250)}.${rng.int(250)}.${1 + rng.int(250)}`;
      const res = await app.inject({ method: op.method, url, headers, remoteAddress, payload });
      const key = `${op.method} ${op.path}`;
      byRoute.set(key, (byRoute.get(key) ?? 0) + 1);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const problem = problemWith(res);
      if (problem) {
        failures.push(
          `${key} → ${res.statusCode} (${problem}): ${op.method} ${url.slice(0, 160)} ${String(payload ?? '').slice(0, 200)} ⇒ ${res.body.slice(0, 200)}`,
        );
      }
    };

    for (let i = 0; i < REQUESTS; i += PARALLEL) {
      await Promise.all(Array.from({ length: Math.min(PARALLEL, REQUESTS - i) }, (_, k) => one(i + k)));
    }

    // Every route and method of the document was tried, many times.
    expect(byRoute.size).toBe(ops.length);
    expect(Math.min(...byRoute.values())).toBeGreaterThanOrEqual(Math.floor(REQUESTS / ops.length));
    // The run reached past validation too: successes, 404s of other shops' ids, 401s.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    expect(statuses.get(404) ?? 0).toBeGreaterThan(0);
    expect(statuses.get(401) ?? 0).toBeGreaterThan(0);
    expect(failures.slice(0, 40), `${failures.length} failures`).toEqual([]);
  }, 300_000);

  it("60 KB URLs over a real socket, on every route: the shape from Node's header limit", async () => {
    // app.inject skips Node's HTTP parser; these go through it.
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const rng = new Rng(SEED + 1);
    const ops = operationsOf(ctx.app.swagger() as unknown as OpenApiDoc);
    const failures: string[] = [];
    for (const op of ops) {
      const path = op.path.replace(/\{(\w+)\}/g, () => (rng.chance(0.5) ? KB60 : '1'));
      const url = path.includes(KB60) ? path : `${path}?${rng.pick(['q', 'search', 'before'])}=${KB60}`;
      const res = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path: url, method: op.method, agent: false }, (r) => {
          let body = '';
          r.setEncoding('utf8');
          r.on('data', (chunk: string) => {
            body += chunk;
          });
          r.on('end', () => resolve({ status: r.statusCode ?? 0, type: String(r.headers['content-type']), body }));
        });
        req.on('error', reject);
        req.end();
      });
      const shaped =
        res.status === 431 &&
        res.type.includes('application/json') &&
        JSON.stringify(Object.keys(JSON.parse(res.body).error ?? {})) === '["code","message"]';
      if (!shaped) failures.push(`${op.method} ${op.path} → ${res.status} ${res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });
});
