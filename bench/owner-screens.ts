/**
 * The owner's screens, this build against an earlier one: each screen loaded cold (new browser
 * context, empty cache) by the demo shop's owner in Chromium, with a mid-range phone's CPU (4×
 * slower, DevTools throttling) on a slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up).
 * Per screen: bytes of JavaScript on the wire, requests, and the largest contentful paint once the
 * network is nearly idle (the panel keeps its live stream open). The two builds take turns in
 * every round, alternating which goes first; the median of the rounds is reported, with the ratio
 * now/before.
 *
 *   npx tsx bench/owner-screens.ts --baseline <dir> [--runs 3]
 *
 * <dir> is another checkout of this repository with its own production build, for example the
 * commit before the storefront's performance work:
 *
 *   git worktree add /tmp/owner-base 980cb2b && cd /tmp/owner-base \
 *     && ln -s <this checkout>/node_modules node_modules && npm run build
 *
 * Each build runs its own `npm run demo` on its own temporary PGlite directory and serves it with
 * its own dist/server/main.js, so each gets the schema and data of its own commit.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import puppeteer, { type Browser } from 'puppeteer-core';
import { kb, markdownTable, median, num } from './perf-format.ts';
import { freePort, HOST, log, sleep } from './perf-server.ts';

const SCREENS = [
  '/lojista',
  '/listar-produtos',
  '/vendas',
  '/gerenciar-pedidos',
  '/cadastrar-clientes',
  '/crm',
  '/dashboard',
  '/relatorio-caixa',
];
const DEMO_OWNER = { email: 'demo@fidelizaloja.com.br', senha: 'padaria2025' };
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

interface Build {
  label: string;
  root: string;
  dataDir: string;
  url: string;
  child: ChildProcess;
  cookie: { name: string; value: string };
}

interface Load {
  jsBytes: number;
  requests: number;
  lcpMs: number;
}

async function startBuild(label: string, root: string): Promise<Build> {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'owner-screens-')), 'data');
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  const demo = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/demo/demo-cli.ts'], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (demo.status !== 0) throw new Error(`demo failed in ${root}:\n${demo.stderr}`);
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'dist', 'server', 'main.js')], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://${HOST}:${port}`;
  const deadline = Date.now() + 120_000;
  while (
    !(await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`${label}: server did not start`);
    await sleep(200);
  }
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_OWNER),
  });
  const setCookie = login.headers.get('set-cookie') ?? '';
  const match = /^([^=]+)=([^;]*)/.exec(setCookie);
  if (!login.ok || !match) throw new Error(`${label}: login failed (${login.status})`);
  return { label, root, dataDir, url, child, cookie: { name: match[1] as string, value: match[2] as string } };
}

async function stopBuild(build: Build) {
  if (build.child.exitCode === null) {
    build.child.kill('SIGTERM');
    await new Promise((r) => build.child.once('exit', r));
  }
  rmSync(join(build.dataDir, '..'), { recursive: true, force: true });
}

async function loadScreen(browser: Browser, build: Build, path: string): Promise<Load> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await context.setCookie({ ...build.cookie, domain: HOST, path: '/', httpOnly: true });
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const types = new Map<string, string>();
    let jsBytes = 0;
    let requests = 0;
    cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
    cdp.on('Network.loadingFinished', (event) => {
      requests += 1;
      if (types.get(event.requestId) === 'Script') jsBytes += event.encodedDataLength;
    });
    await page.goto(`${build.url}${path}`, { waitUntil: 'networkidle2', timeout: 120_000 });
    if (new URL(page.url()).pathname !== path) throw new Error(`${build.label}: ${path} went to ${page.url()}`);
    const lcpMs = await page.evaluate(
      () =>
        new Promise<number>((done) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            done(entries[entries.length - 1]?.startTime ?? Number.NaN);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => done(Number.NaN), 5_000);
        }),
    );
    return { jsBytes, requests, lcpMs };
  } finally {
    await context.close();
  }
}

export async function runOwnerScreens(baselineRoot: string, runs: number) {
  const builds = [
    await startBuild('before', resolve(baselineRoot)),
    await startBuild('now', resolve(import.meta.dirname, '..')),
  ];
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const results = new Map<string, Load[]>();
  try {
    for (let round = 0; round < runs; round += 1) {
      for (const path of SCREENS) {
        const order = round % 2 === 0 ? builds : [...builds].reverse();
        for (const build of order) {
          const key = `${build.label} ${path}`;
          const load = await loadScreen(browser, build, path);
          results.set(key, [...(results.get(key) ?? []), load]);
        }
      }
      log(`  round ${round + 1}/${runs} done`);
    }
  } finally {
    await browser.close();
    for (const build of builds) await stopBuild(build);
  }
  const pick = (label: string, path: string, field: keyof Load) =>
    median((results.get(`${label} ${path}`) ?? []).map((load) => load[field]));
  const rows = SCREENS.map((path) => {
    const [jsBefore, jsNow] = [pick('before', path, 'jsBytes'), pick('now', path, 'jsBytes')];
    const [lcpBefore, lcpNow] = [pick('before', path, 'lcpMs'), pick('now', path, 'lcpMs')];
    return [
      path,
      `${kb(jsBefore)} → ${kb(jsNow)}`,
      `${num(pick('before', path, 'requests'))} → ${num(pick('now', path, 'requests'))}`,
      `${num(lcpBefore)} → ${num(lcpNow)} ms`,
      `${(lcpNow / lcpBefore).toFixed(2)}×`,
    ];
  });
  log(markdownTable(['screen', 'JS on the wire', 'requests', 'LCP (median)', 'LCP now/before'], rows as string[][]));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { baseline: { type: 'string' }, runs: { type: 'string' } } });
  if (!values.baseline) {
    console.error('usage: npx tsx bench/owner-screens.ts --baseline <dir with an earlier build> [--runs 3]');
    process.exit(2);
  }
  await runOwnerScreens(values.baseline, Number(values.runs ?? 3));
}
