/**
 * The write load of the kill -9 checks: storefront orders, counter sales and loyalty validations,
 * each sent with its own Idempotency-Key by a few concurrent clients. A request that gets no answer
 * (connection reset by the kill) or a 502/503/504 (the balancer found no process) is sent again with
 * the same key and body until it is answered, the way the app's screens retry; every key ends with
 * the id the server acknowledged. `verifyAcknowledged` then checks the database: every acknowledged
 * row is there, one per key, and a retry of an acknowledged key answers the same id.
 */
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';

export type WriteKind = 'order' | 'sale' | 'validation';

export interface Acknowledged {
  kind: WriteKind;
  key: string;
  /** The order's or sale's uuid, the validation's number, as text. */
  id: string;
  path: string;
  body: unknown;
}

export interface LoadTarget {
  /** The balancer or the server. */
  port: number;
  host?: string;
}

export interface Shop {
  storeId: number;
  cookie: string;
  productId: number;
}

export const PIN = '2468';

interface Reply {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** One request; each from its own made-up client address (the servers trust X-Forwarded-For). */
export function call(
  target: LoadTarget,
  method: string,
  path: string,
  {
    body,
    headers = {},
    timeoutMs = 15_000,
  }: { body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: target.host ?? '127.0.0.1',
        port: target.port,
        method,
        path,
        agent: false,
        timeout: timeoutMs,
        headers: {
          'x-forwarded-for': clientAddress(),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

let addressCounter = 0;
function clientAddress(): string {
  const n = addressCounter++;
  return `10.${77 + (Math.floor(n / 64516) % 100)}.${1 + (Math.floor(n / 254) % 254)}.${1 + (n % 254)}`;
}

let cpfSeq = Math.floor(Math.random() * 1_000_000);
/** A valid CPF, different on every call. */
export function nextCpf(): string {
  cpfSeq += 1;
  const base = String(100_000_000 + (cpfSeq % 800_000_000)).padStart(9, '0');
  const digits = [...base].map(Number);
  for (const len of [9, 10]) {
    const sum = digits.slice(0, len).reduce((acc, d, i) => acc + d * (len + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

function expectStatus(res: Reply, status: number, what: string) {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${res.body}`);
}

/** A new shop, signed in, with a product and the loyalty PIN set. */
export async function setUpShop(target: LoadTarget): Promise<Shop> {
  const tag = randomUUID().slice(0, 8);
  const cnpjBase = `${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}0001`;
  const store = {
    nomeEmpresa: `Loja ${tag}`,
    documento: withCnpjCheckDigits(cnpjBase),
    email: `kill9-${tag}@loja-teste.com.br`,
    senha: 'senha-forte-123',
    telefone: '11987654321',
    segmento: 'Alimentação',
    endereco: 'Rua das Palmeiras, 45',
    cidade: 'Campinas',
  };
  const reg = await call(target, 'POST', '/api/stores', { body: store });
  expectStatus(reg, 201, 'register');
  const storeId = (JSON.parse(reg.body) as { id: number }).id;
  const login = await call(target, 'POST', '/api/auth/login', { body: { email: store.email, senha: store.senha } });
  expectStatus(login, 200, 'login');
  const setCookie = login.headers['set-cookie'];
  const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).map((c) => c.split(';')[0]).join('; ');
  const headers = { cookie };
  const product = await call(target, 'POST', '/api/products', {
    body: { name: 'X-Burguer', priceCents: 2250 },
    headers,
  });
  expectStatus(product, 201, 'product');
  const settings = await call(target, 'PUT', '/api/settings', {
    headers,
    body: {
      premios: ['Desconto 10%', 'Produto Grátis', 'Desconto 20%', 'Brinde Especial', 'Desconto 5%'],
      valorMinimoPremiacaoCents: 0,
      novaSenha: PIN,
      confirmarSenha: PIN,
      senhaDaLoja: store.senha,
    },
  });
  expectStatus(settings, 200, 'settings');
  return { storeId, cookie, productId: (JSON.parse(product.body) as { id: number }).id };
}

function withCnpjCheckDigits(base: string): string {
  const weights = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  let cnpj = base;
  for (const w of [weights.slice(1), weights]) {
    const rest = [...cnpj].reduce((acc, c, i) => acc + Number(c) * (w[i] ?? 0), 0) % 11;
    cnpj += String(rest < 2 ? 0 : 11 - rest);
  }
  return cnpj;
}

function write(shop: Shop, kind: WriteKind): { path: string; body: unknown; auth: boolean } {
  if (kind === 'order') {
    return {
      path: `/api/storefront/stores/${shop.storeId}/orders`,
      auth: false,
      body: {
        cpf: nextCpf(),
        nome: 'Cliente Teste',
        telefone: '11987654321',
        dataNascimento: '1990-05-17',
        rua: 'Rua das Acácias',
        numero: '120',
        bairro: 'Centro',
        cidade: 'Campinas',
        paymentMethod: 'pix',
        items: [{ productId: shop.productId, quantity: 1 }],
      },
    };
  }
  if (kind === 'sale') {
    return {
      path: '/api/sales',
      auth: true,
      body: {
        newCustomer: { cpf: nextCpf(), nome: 'Cliente Balcão' },
        items: [{ productId: shop.productId, quantity: 2 }],
        payments: [{ type: 'dinheiro', receivedCents: 5000 }],
      },
    };
  }
  return {
    path: '/api/loyalty/validations',
    auth: true,
    body: {
      cpf: nextCpf(),
      nome: 'Maria da Silva',
      telefone: '(11) 98765-4321',
      dataNascimento: '1990-05-17',
      valorCompraCents: 5990,
      senha: PIN,
    },
  };
}

function idOf(kind: WriteKind, body: string): string {
  const json = JSON.parse(body) as { order?: { id: string }; id?: string; validacaoId?: number };
  if (kind === 'order') return String(json.order?.id);
  if (kind === 'sale') return String(json.id);
  return String(json.validacaoId);
}

/** Whether a failed attempt should be sent again with the same key (the app's screens do). */
const retryable = (status: number) => status === 502 || status === 503 || status === 504;

export interface LoadStats {
  acknowledged: Acknowledged[];
  /** Attempts that got no answer or a 502/503/504 and were sent again. */
  retries: number;
  /** Acknowledged by a retry with 200 (the first attempt's write had been kept). */
  replayed: number;
  otherStatus: Map<number, number>;
  /** With `abandonOnStop`: writes still unanswered when the load stopped, to send again later. */
  pending: Pending[];
}

export interface Pending {
  kind: WriteKind;
  key: string;
  path: string;
  body: unknown;
  auth: boolean;
}

/**
 * `clients` loops of orders, sales and validations in turn until `stop.now`; a write that failed
 * for want of a server is retried (same key) until answered or `giveUpMs` passes.
 */
export async function runWriteLoad(
  target: () => LoadTarget,
  shop: Shop,
  {
    clients,
    stop,
    giveUpMs = 60_000,
    abandonOnStop = false,
  }: { clients: number; stop: { now: boolean }; giveUpMs?: number; abandonOnStop?: boolean },
): Promise<LoadStats> {
  const stats: LoadStats = { acknowledged: [], retries: 0, replayed: 0, otherStatus: new Map(), pending: [] };
  const kinds: WriteKind[] = ['order', 'sale', 'validation'];
  const client = async (n: number) => {
    for (let i = n; !stop.now; i += 1) {
      const kind = kinds[i % kinds.length] as WriteKind;
      const key = randomUUID();
      const { path, body, auth } = write(shop, kind);
      const headers: Record<string, string> = { 'idempotency-key': key, ...(auth ? { cookie: shop.cookie } : {}) };
      const started = Date.now();
      let attempts = 0;
      for (;;) {
        attempts += 1;
        let res: Reply | undefined;
        try {
          res = await call(target(), 'POST', path, { body, headers });
        } catch {
          res = undefined;
        }
        if (res && (res.status === 201 || res.status === 200)) {
          if (attempts > 1 && res.status === 200) stats.replayed += 1;
          stats.acknowledged.push({ kind, key, id: idOf(kind, res.body), path, body });
          break;
        }
        if (res && !retryable(res.status)) {
          stats.otherStatus.set(res.status, (stats.otherStatus.get(res.status) ?? 0) + 1);
          break;
        }
        if (abandonOnStop && stop.now) {
          stats.pending.push({ kind, key, path, body, auth });
          break;
        }
        if (Date.now() - started > giveUpMs) throw new Error(`${kind} ${key}: no answer after ${giveUpMs} ms`);
        stats.retries += 1;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, n) => client(n)));
  return stats;
}

/**
 * Sends the writes left unanswered again with their keys (the server is back): each must now be
 * answered, 201 if the first attempt's transaction had not committed, 200 if it had.
 */
export async function sendPendingAgain(target: LoadTarget, shop: Shop, pending: Pending[], stats: LoadStats) {
  for (const p of pending) {
    const headers: Record<string, string> = { 'idempotency-key': p.key, ...(p.auth ? { cookie: shop.cookie } : {}) };
    const res = await call(target, 'POST', p.path, { body: p.body, headers });
    if (res.status !== 201 && res.status !== 200)
      throw new Error(`${p.kind} ${p.key} sent again: ${res.status} ${res.body}`);
    if (res.status === 200) stats.replayed += 1;
    stats.acknowledged.push({ kind: p.kind, key: p.key, id: idOf(p.kind, res.body), path: p.path, body: p.body });
  }
}

/** Rows per key of one shop, by kind: `select key, id` answers. */
export type KeyedRows = Record<WriteKind, Map<string, string[]>>;

export const keyedRowsSql = (storeId: number) => ({
  order: `select idempotency_key as key, id::text as id from orders where store_id = ${Number(storeId)}`,
  sale: `select idempotency_key as key, id::text as id from sales where store_id = ${Number(storeId)}`,
  validation: `select idempotency_key as key, id::text as id from loyalty_validations where store_id = ${Number(storeId)} and idempotency_key is not null`,
});

export function groupRows(rows: { key: string; id: string }[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const r of rows) map.set(r.key, [...(map.get(r.key) ?? []), r.id]);
  return map;
}

export interface Verdict {
  acknowledged: number;
  /** Acknowledged and missing (or another id under the key). */
  lost: string[];
  /** Keys with more than one row. */
  duplicated: string[];
  /** Acknowledged keys sent again that answered another id or status. */
  replayMismatch: string[];
}

/** Checks the rows against the acknowledgements, then sends up to `replays` keys again. */
export async function verifyAcknowledged(
  acknowledged: Acknowledged[],
  rows: KeyedRows,
  replay?: { target: LoadTarget; shop: Shop; count: number },
): Promise<Verdict> {
  const lost: string[] = [];
  for (const a of acknowledged) {
    const ids = rows[a.kind].get(a.key) ?? [];
    if (!ids.includes(a.id)) lost.push(`${a.kind} ${a.key} (${a.id})`);
  }
  const duplicated = (['order', 'sale', 'validation'] as const).flatMap((k) =>
    [...rows[k]].filter(([, ids]) => ids.length > 1).map(([key]) => `${k} ${key}`),
  );
  const replayMismatch = replay ? await replayAcknowledged(acknowledged, replay) : [];
  return { acknowledged: acknowledged.length, lost, duplicated, replayMismatch };
}

/** Sends up to `count` acknowledged keys again: each must answer 200 with the same id. */
export async function replayAcknowledged(
  acknowledged: Acknowledged[],
  { target, shop, count }: { target: LoadTarget; shop: Shop; count: number },
): Promise<string[]> {
  const mismatches: string[] = [];
  const step = Math.max(1, Math.floor(acknowledged.length / count));
  for (let i = 0; i < acknowledged.length; i += step) {
    const a = acknowledged[i] as Acknowledged;
    const headers: Record<string, string> = {
      'idempotency-key': a.key,
      ...(a.kind === 'order' ? {} : { cookie: shop.cookie }),
    };
    const res = await call(target, 'POST', a.path, { body: a.body, headers });
    if (res.status !== 200 || idOf(a.kind, res.body) !== a.id) {
      mismatches.push(`${a.kind} ${a.key}: ${res.status} ${res.body.slice(0, 200)}`);
    }
  }
  return mismatches;
}

export function countBy(acknowledged: Acknowledged[]): string {
  const n = (k: WriteKind) => acknowledged.filter((a) => a.kind === k).length;
  return `${n('order')} orders, ${n('sale')} sales, ${n('validation')} validations`;
}
