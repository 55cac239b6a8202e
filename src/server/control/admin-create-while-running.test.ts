import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageRoot } from '../db/migrations-folder.ts';
import { testDbKind } from '../test/harness.ts';
import { serverProcessEnv } from '../test/server-process.ts';
import { CONTROL_FILE } from './control-file.ts';

/**
 * The real server (src/server/main.ts in its own process) and the real CLIs, as a user runs them:
 * `npm run admin:create` while the server is up must reach the running server, never open its
 * embedded database a second time.
 */

const dataDir = join(mkdtempSync(join(tmpdir(), 'admin-cli-')), 'data');
let databaseUrl: string | undefined;
let dropDatabase = async () => {};

const env = (port: number) => serverProcessEnv(port, dataDir, databaseUrl);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

interface Server {
  child: ChildProcess;
  port: number;
  output(): string;
  exited: Promise<number | null>;
}

function startServer(port: number): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: packageRoot,
    env: env(port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, output: () => output, exited };
}

async function waitUntilUp(server: Server): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/api/health`);
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start:\n${server.output()}`);
}

async function stopServer(server: Server): Promise<void> {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

function run(script: string, args: string[], port: number, stdin = ''): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      { cwd: packageRoot, env: env(port), timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, out: `${stdout}${stderr}` });
      },
    );
    child.stdin?.end(stdin);
  });
}

/** The password goes in on standard input, as `printf '%s\n' "$SENHA" | npm run admin:create -- --email E`. */
const adminCreate = (port: number, email: string, password: string) =>
  run('src/server/auth/admin-create-cli.ts', ['--email', email], port, `${password}\n`);

async function adminLogin(port: number, email: string, senha: string): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, senha }),
  });
  return response.status;
}

beforeAll(async () => {
  if (testDbKind !== 'postgres') return;
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: baseUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
});
afterAll(async () => {
  await dropDatabase();
  rmSync(dirname(dataDir), { recursive: true, force: true });
});

describe(`npm run admin:create with the server running (${testDbKind})`, () => {
  it('creates an admin who logs in to the running server, and again after a restart', async () => {
    const port = await freePort();
    const server = startServer(port);
    try {
      await waitUntilUp(server);
      const email = 'dona@fidelizaloja.com.br';

      const created = await adminCreate(port, email, 'senha longa 1');
      expect(created.code, created.out).toBe(0);
      if (testDbKind === 'pglite') {
        expect(created.out).toContain(`criado pelo servidor em execução (processo ${server.child.pid})`);
        // The token file is private to the server's user.
        expect(statSync(join(dataDir, CONTROL_FILE)).mode & 0o777).toBe(0o600);
      } else {
        // PostgreSQL takes many connections: the CLI writes directly, no lock, no control file.
        expect(created.out).toContain(`Super admin ${email} criado.`);
        expect(existsSync(join(dataDir, 'fidelizaloja.lock'))).toBe(false);
        expect(existsSync(join(dataDir, CONTROL_FILE))).toBe(false);
      }
      expect(await adminLogin(port, email, 'senha longa 1')).toBe(200);

      // A reset through the running server takes effect at once.
      const reset = await adminCreate(port, email, 'senha longa 2');
      expect(reset.code, reset.out).toBe(0);
      expect(reset.out).toContain(`Senha de ${email} redefinida`);
      expect(await adminLogin(port, email, 'senha longa 1')).toBe(401);
      expect(await adminLogin(port, email, 'senha longa 2')).toBe(200);

      if (testDbKind === 'pglite') {
        // Commands that would open the database themselves refuse, naming the server's pid.
        const migrate = await run('src/server/db/migrate-cli.ts', [], port);
        expect(migrate.code).toBe(1);
        expect(migrate.out).toContain(`já está aberto pelo processo ${server.child.pid}`);
        const second = startServer(await freePort());
        expect(await second.exited).toBe(1);
        expect(second.output()).toContain(`já está aberto pelo processo ${server.child.pid}`);
        // The running server is unharmed.
        expect(await adminLogin(port, email, 'senha longa 2')).toBe(200);
      }
    } finally {
      if (server.child.exitCode === null) await stopServer(server);
    }
    expect(existsSync(join(dataDir, 'fidelizaloja.lock'))).toBe(false);
    expect(existsSync(join(dataDir, CONTROL_FILE))).toBe(false);

    // Server stopped: the CLI opens the database itself.
    const offline = await adminCreate(port, 'dona@fidelizaloja.com.br', 'senha longa 3');
    expect(offline.code, offline.out).toBe(0);
    expect(offline.out).toContain('Senha de dona@fidelizaloja.com.br redefinida.');

    const restarted = startServer(port);
    try {
      await waitUntilUp(restarted);
      expect(await adminLogin(port, 'dona@fidelizaloja.com.br', 'senha longa 3')).toBe(200);
    } finally {
      await stopServer(restarted);
    }
  }, 180_000);
});
