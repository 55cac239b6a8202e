// `npm run admin:create -- --email E --password P`: creates a super admin, or resets its password.
// With the embedded database held by the running server, the server does it (see control/).
import { parseArgs } from 'node:util';
import { PASSWORD_MIN } from '../../shared/contracts/auth.ts';
import { loadConfig } from '../config.ts';
import { createAdminThroughServer } from '../control/control-client.ts';
import { adminCredentialsSchema } from '../control/control-file.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { createOrResetAdmin } from '../modules/auth/auth-service.ts';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
const credentials = adminCredentialsSchema.safeParse(values);
if (!credentials.success) {
  console.error(
    `Uso: npm run admin:create -- --email admin@exemplo.com --password "senha com ${PASSWORD_MIN}+ caracteres"`,
  );
  process.exit(2);
}
const { email, password } = credentials.data;
const done = (result: 'created' | 'updated', how = '') =>
  console.log(result === 'created' ? `Super admin ${email} criado${how}.` : `Senha de ${email} redefinida${how}.`);

const config = loadConfig();
try {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, durable: true });
  try {
    done(await createOrResetAdmin(database.db, email, password));
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
