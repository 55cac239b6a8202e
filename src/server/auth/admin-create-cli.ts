// `npm run admin:create -- --email E`: creates a super admin, or resets its password. The password
// is read from standard input, never from the command line (where `ps` and the shell's history
// show it): typed at a prompt that does not echo it, or piped (`printf '%s\n' "$SENHA" | ...`).
// With the embedded database held by the running server, the server does it (see control/).
import { parseArgs } from 'node:util';
import { PASSWORD_MIN } from '../../shared/contracts/auth.ts';
import { loadConfig } from '../config.ts';
import { createAdminThroughServer } from '../control/control-client.ts';
import { adminCredentialsSchema } from '../control/control-file.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { createOrResetAdmin } from '../modules/auth/auth-service.ts';

const USAGE =
  'Uso: npm run admin:create -- --email admin@exemplo.com\n' +
  `  A senha (${PASSWORD_MIN}+ caracteres) é pedida no terminal, sem aparecer na tela, ou lida da entrada padrão:\n` +
  '  printf \'%s\\n\' "$SENHA" | npm run admin:create -- --email admin@exemplo.com';

/** Everything piped into standard input, up to its first line break. */
async function readPipedLine(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

/** One line typed at the terminal without echoing it (Ctrl-C gives up). */
function readHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stderr.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let typed = '';
    const done = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.removeListener('data', onData);
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (text: string) => {
      for (const char of text) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003' || char === '\u0004') return done(new Error('Cancelado.'));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else if (char >= ' ') typed += char;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPassword(): Promise<string | null> {
  if (!process.stdin.isTTY) return readPipedLine();
  const first = await readHidden('Nova senha: ');
  const again = await readHidden('Repita a senha: ');
  if (first !== again) {
    console.error('As senhas não conferem.');
    return null;
  }
  return first;
}

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
if (values.password !== undefined) {
  console.error(
    'A senha não vai mais na linha de comando (outros usuários a veem em `ps` e ela fica no histórico do shell).\n' +
      USAGE,
  );
  process.exit(2);
}
if (values.email === undefined) {
  console.error(USAGE);
  process.exit(2);
}
const password = await readPassword().catch((err: Error) => {
  console.error(err.message);
  return null;
});
if (password === null) process.exit(1);
const credentials = adminCredentialsSchema.safeParse({ email: values.email, password });
if (!credentials.success) {
  console.error(`${credentials.error.issues[0]?.message ?? 'Dados inválidos.'}\n${USAGE}`);
  process.exit(2);
}
const { email } = credentials.data;
const done = (result: 'created' | 'updated', how = '') =>
  console.log(result === 'created' ? `Super admin ${email} criado${how}.` : `Senha de ${email} redefinida${how}.`);

const config = loadConfig();
try {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, durable: true });
  try {
    done(await createOrResetAdmin(database.db, email, credentials.data.password));
  } finally {
    await database.close();
  }
} catch (err) {
  if (!(err instanceof DataDirLockedError)) throw err;
  // The embedded database is open in another process: if it is the server, it does the work.
  try {
    const result = await createAdminThroughServer(config.dataDir, err.owner.pid, credentials.data);
    if (result) {
      done(result, ` pelo servidor em execução (processo ${err.owner.pid})`);
      process.exit(0);
    }
  } catch (failure) {
    console.error((failure as Error).message);
    process.exit(1);
  }
  console.error(
    `${err.message}\nSe esse processo for o servidor, ele ainda está iniciando: tente de novo em alguns segundos.`,
  );
  process.exit(1);
}
