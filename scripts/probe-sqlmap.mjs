// `npm run probe:sqlmap` (node scripts/probe-sqlmap.mjs): SQL injection probe of the built server with sqlmap.
//
// Starts the built server (`npm start`'s dist/, built when stale) on a fresh temporary data directory,
// creates a shop with products and a customer through the API, then runs sqlmap (batch mode, level 2,
// risk 2, PostgreSQL payloads) against the owner login, the product search, the checkout's CPF
// look-up and confirmation, and the checkout's order. Exits 1 if sqlmap reports any injectable
// parameter, 2 if a run did not finish (time limit, sqlmap missing, server not starting). A finding
// that is only time-based is checked by a second run of that request, and counts if found again: on
// a busy machine one slow answer can pass for a pg_sleep that worked.
//
// Needs sqlmap (`apt-get install -y sqlmap` on Debian). Environment:
//   PROBE_PORT        port of the server under test (default 3150)
//   PROBE_TIME_LIMIT  seconds allowed to each sqlmap run (default 600)
//   PROBE_LEVEL / PROBE_RISK  sqlmap's --level and --risk (default 2 and 2)
//
// The server runs with TRUST_PROXY=1 and sqlmap adds a random X-Forwarded-For to every request
// (its `xforwardedfor` tamper script): each request then counts for another client address, so the
// per-address limits (login attempts, look-ups, orders) do not turn the probe's requests into 429s.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt } from './build-lib.mjs';

const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.PROBE_PORT ?? 3150);
const timeLimit = Number(process.env.PROBE_TIME_LIMIT ?? 600);
const level = process.env.PROBE_LEVEL ?? '2';
const risk = process.env.PROBE_RISK ?? '2';
const base = `http://127.0.0.1:${port}`;

const version = spawnSync('sqlmap', ['--version'], { encoding: 'utf8' });
if (version.status !== 0) {
  console.error('sqlmap não encontrado: instale com `apt-get install -y sqlmap`.');
  process.exit(2);
}
const sqlmapVersion = version.stdout.trim().split('\n')[0];

const work = mkdtempSync(join(tmpdir(), 'probe-sqlmap-'));
// As `npm start` does: the build if the sources changed, then the server in a process of its own.
await ensureBuilt(root);
const server = spawn(process.execPath, [join(root, 'dist/server/main.js')], {
  cwd: root,
  env: {
    NODE_ENV: 'production',
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(work, 'data'),
    PGLITE_FSYNC: '0',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'error',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', () => {
  stop();
  rmSync(work, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => process.exit(2));
}

async function waitUntilUp() {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`o servidor terminou (código ${server.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('o servidor não iniciou em 5 minutos');
}

/** A valid CPF from a number (the check digits computed). */
function cpf(n) {
  const digits = String(100000000 + n)
    .slice(-9)
    .split('')
    .map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

/** A valid CNPJ (the check digits computed). */
function cnpj(n) {
  const digits = `${String(10000000 + n).slice(-8)}0001`.split('').map(Number);
  for (const weights of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    const rest = digits.reduce((acc, d, i) => acc + d * weights[i], 0) % 11;
    digits.push(rest < 2 ? 0 : 11 - rest);
  }
  return digits.join('');
}

const origin = { origin: base };
async function api(method, path, body, cookie) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...origin,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
      // Each set-up request from its own address, like the probe's.
      'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return { json: text ? JSON.parse(text) : undefined, headers: response.headers };
}

const owner = { email: 'probe@exemplo.com.br', senha: 'senha-segura-123' };
const customerCpf = cpf(4242);
const birthDate = '1990-05-17';

async function createShop() {
  const { json: shop } = await api('POST', '/api/stores', {
    nomeEmpresa: 'Padaria da Sonda',
    documento: cnpj(7919),
    email: owner.email,
    senha: owner.senha,
    telefone: '(11) 98765-4321',
    segmento: 'Alimentação',
    endereco: 'Rua das Flores, 100',
    cidade: 'São Paulo',
  });
  const login = await api('POST', '/api/auth/login', owner);
  const cookie = (login.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  const products = [];
  for (const [name, priceCents] of [
    ['Pão de Queijo', 750],
    ['Café coado 300 ml', 850],
    ['Bolo de fubá', 1200],
  ]) {
    const { json } = await api('POST', '/api/products', { name, priceCents, stock: 1_000_000 }, cookie);
    products.push(json.id ?? json.product?.id);
  }
  await api(
    'POST',
    '/api/customers',
    { nome: 'Maria da Silva Souza', cpf: customerCpf, telefone: '(11) 98888-7777', dataNascimento: birthDate },
    cookie,
  );
  return { storeId: shop.id ?? shop.store?.id, cookie, products };
}

/** Runs sqlmap on one request; returns its verdict. */
function runSqlmap(name, { url, data, cookie, extra = [] }) {
  const args = [
    '-u',
    url,
    '--batch',
    `--level=${level}`,
    `--risk=${risk}`,
    '--dbms=PostgreSQL',
    '--tamper=xforwardedfor',
    '--flush-session',
    '--disable-coloring',
    `--output-dir=${join(work, 'sqlmap')}`,
    `--headers=Origin: ${base}`,
    ...(data ? ['--data', JSON.stringify(data)] : []),
    ...(cookie ? ['--cookie', cookie] : []),
    ...extra,
  ];
  console.log(`\n== ${name}: sqlmap ${args.map((a) => (/\s/.test(a) ? `'${a}'` : a)).join(' ')}`);
  const started = Date.now();
  const result = spawnSync('sqlmap', args, {
    encoding: 'utf8',
    timeout: timeLimit * 1000,
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  const seconds = Math.round((Date.now() - started) / 1000);
  const injectable = /identified the following injection point|is vulnerable|appears to be '.*' injectable/i.test(
    output,
  );
  // What sqlmap found, by technique: a finding that is only time-based may be a slow answer.
  const findings = output
    .split('\n')
    .filter((line) => /appears to be '.*' injectable|is vulnerable|^\s*Type: /i.test(line))
    .map((line) => line.trim());
  const timeBasedOnly =
    findings.length > 0 && findings.every((line) => /time-based/i.test(line) || /is vulnerable/i.test(line));
  const clean = /all tested parameters do not appear to be injectable/i.test(output);
  const requests = output.match(/(\d+) HTTP\(s\) requests/)?.[1];
  let verdict = 'incomplete';
  if (injectable) verdict = 'INJECTABLE';
  else if (clean) verdict = 'no injection found';
  const tail = output.trim().split('\n').slice(-12).join('\n');
  console.log(tail);
  // The parameters sqlmap went through (each ends with a verdict line naming it).
  const tested = [
    ...new Set(
      [
        ...output.matchAll(
          /parameter '(?:JSON )?([^']+)' (?:does not seem to be injectable|is vulnerable|appears to be)/g,
        ),
      ].map((m) => m[1]),
    ),
  ];
  console.log(
    `-> ${name}: ${verdict} (${seconds} s${requests ? `, ${requests} requests` : ''}; parameters: ${tested.join(', ') || 'none'})`,
  );
  for (const line of findings) console.log(`   found: ${line}`);
  return { name, verdict, seconds, tested, timeBasedOnly };
}

/**
 * runSqlmap, and once more when its only finding is time-based: on a busy machine one slow answer
 * can pass for a pg_sleep that worked, while a real injection answers late every time. The verdict
 * is INJECTABLE when the second run finds it too (any finding that is not time-based counts at once).
 */
function probe(name, options) {
  const first = runSqlmap(name, options);
  if (first.verdict !== 'INJECTABLE' || !first.timeBasedOnly) return first;
  console.log(`-> ${name}: a time-based finding only; sent again to tell an injection from a slow answer`);
  const second = runSqlmap(`${name}, again`, options);
  if (second.verdict === 'INJECTABLE') return { ...first, seconds: first.seconds + second.seconds };
  return {
    ...second,
    name,
    seconds: first.seconds + second.seconds,
    verdict: second.verdict === 'no injection found' ? 'no injection found' : second.verdict,
    note: 'a time-based finding of a first run was not found again',
  };
}

let exitCode = 0;
try {
  await waitUntilUp();
  const { storeId, cookie, products } = await createShop();
  console.log(`Loja ${storeId} com ${products.length} produtos e uma cliente (CPF ${customerCpf}).`);

  const orderBody = {
    cpf: customerCpf,
    nome: 'Maria da Silva Souza',
    telefone: '(11) 98888-7777',
    dataNascimento: birthDate,
    rua: 'Rua Augusta',
    numero: '1200',
    bairro: 'Consolação',
    cidade: 'São Paulo',
    paymentMethod: 'pix',
    observations: 'sem cebola',
    items: [{ productId: products[0], quantity: 1 }],
    idempotencyKey: randomUUID(),
  };
  const runs = [
    // Wrong credentials answer 401, which sqlmap takes for HTTP authentication unless told otherwise.
    probe('owner login, e-mail (POST /api/auth/login)', {
      url: `${base}/api/auth/login`,
      data: { email: 'outra@exemplo.com.br', senha: 'senha-errada-123' },
      extra: ['-p', 'email', '--ignore-code=401'],
    }),
    probe('owner login, password (POST /api/auth/login)', {
      url: `${base}/api/auth/login`,
      data: { email: 'outra@exemplo.com.br', senha: 'senha-errada-123' },
      // A new e-mail at each request (sqlmap then tests the other parameters): the per-e-mail
      // slow-down would otherwise delay each request by up to 2 s.
      extra: ['--randomize=email', '--ignore-code=401'],
    }),
    probe('product search (GET /api/products/search)', {
      url: `${base}/api/products/search?q=queijo`,
      cookie,
      // The query, not the session cookie (a changed cookie is simply signed out: 401).
      extra: ['-p', 'q'],
    }),
    probe('CPF look-up (POST /api/storefront/stores/:id/customers/lookup)', {
      url: `${base}/api/storefront/stores/${storeId}/customers/lookup`,
      data: { cpf: customerCpf },
    }),
    probe('CPF confirmation (POST /api/storefront/stores/:id/customers/confirm)', {
      url: `${base}/api/storefront/stores/${storeId}/customers/confirm`,
      data: { cpf: customerCpf, dataNascimento: birthDate },
    }),
    probe('checkout order (POST /api/storefront/stores/:id/orders)', {
      url: `${base}/api/storefront/stores/${storeId}/orders`,
      data: orderBody,
      // A new idempotency key at each request: the same key answers with the first order.
      // Every accepted request is a new order, so no two answers have the same body (its id, number
      // and time): sqlmap's comparison of the pages then took a true and a false condition's orders
      // for different answers and reported a boolean-based injection in a text field that the
      // server only binds as a parameter (a CI run, 2026-12-02). Its answers are told apart by their
      // status instead: 201 is an order taken, anything else is not.
      extra: ['--eval=import uuid; idempotencyKey=str(uuid.uuid4())', '--skip=idempotencyKey', '--code=201'],
    }),
  ];
  console.log(`\nsqlmap ${sqlmapVersion}, level ${level}, risk ${risk}, ${new Date().toISOString()}`);
  for (const run of runs) {
    console.log(
      `  ${run.verdict.padEnd(18)} ${run.name} (${run.seconds} s; ${run.tested.join(', ')})${run.note ? `: ${run.note}` : ''}`,
    );
  }
  if (runs.some((run) => run.verdict === 'INJECTABLE')) exitCode = 1;
  else if (runs.some((run) => run.verdict !== 'no injection found')) exitCode = 2;
} catch (err) {
  console.error(`A sonda falhou: ${err.message}`);
  exitCode = 2;
}
process.exit(exitCode);
