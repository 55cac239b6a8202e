import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAdminCredentials } from '../modules/auth/auth-queries.ts';
import { createCliDatabase, runCli } from '../test/cli-database.ts';
import { testDbKind } from '../test/harness.ts';
import { verifyPassword } from './password.ts';

let cli: Awaited<ReturnType<typeof createCliDatabase>>;
beforeAll(async () => {
  cli = await createCliDatabase();
}, 60_000);
afterAll(async () => cli?.remove());

const adminCreate = (args: string[], stdin = '') => runCli('auth/admin-create-cli.ts', args, cli.env, stdin);

async function adminPasswordIs(email: string, password: string): Promise<boolean> {
  const database = await cli.open();
  try {
    const admin = await findAdminCredentials(database.db, email);
    return admin !== undefined && (await verifyPassword(admin.passwordHash, password));
  } finally {
    await database.close();
  }
}

describe(`npm run admin:create takes the password from standard input (${testDbKind})`, () => {
  it('creates the admin from a piped password, and resets it the same way', async () => {
    const created = await adminCreate(['--email', 'raiz@plataforma.com.br'], 'uma senha longa 1\n');
    expect(created.code, created.out).toBe(0);
    expect(created.out).toContain('Super admin raiz@plataforma.com.br criado.');
    expect(await adminPasswordIs('raiz@plataforma.com.br', 'uma senha longa 1')).toBe(true);

    // Only the first line counts; the password keeps its spaces.
    const reset = await adminCreate(['--email', 'raiz@plataforma.com.br'], ' outra senha  \r\nlixo\n');
    expect(reset.code, reset.out).toBe(0);
    expect(reset.out).toContain('Senha de raiz@plataforma.com.br redefinida.');
    expect(await adminPasswordIs('raiz@plataforma.com.br', ' outra senha  ')).toBe(true);
  }, 120_000);

  it('refuses a password on the command line, where ps shows it, and a short or missing one', async () => {
    const inArgs = await adminCreate(['--email', 'b@plataforma.com.br', '--password', 'senha longa demais']);
    expect(inArgs.code).toBe(2);
    expect(inArgs.out).toContain('A senha não vai mais na linha de comando');
    const short = await adminCreate(['--email', 'b@plataforma.com.br'], 'curta\n');
    expect(short.code).toBe(2);
    expect(short.out).toContain('A senha deve ter pelo menos 8 caracteres.');
    const none = await adminCreate(['--email', 'b@plataforma.com.br']);
    expect(none.code).toBe(2);
    const noEmail = await adminCreate([], 'uma senha longa\n');
    expect(noEmail.code).toBe(2);
    expect(noEmail.out).toContain('Uso: npm run admin:create -- --email');
    expect(await adminPasswordIs('b@plataforma.com.br', 'senha longa demais')).toBe(false);
  }, 120_000);
});
