// `npm run admin:create -- --email E --password P`: creates a super admin, or resets its password.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { PASSWORD_MIN } from '../../shared/contracts/auth.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createOrResetAdmin } from '../modules/auth/auth-service.ts';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
const email = z.email().safeParse(values.email?.trim());
if (!email.success || !values.password || values.password.length < PASSWORD_MIN) {
  console.error(
    `Uso: npm run admin:create -- --email admin@exemplo.com --password "senha com ${PASSWORD_MIN}+ caracteres"`,
  );
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, durable: true });
const result = await createOrResetAdmin(database.db, email.data, values.password);
console.log(result === 'created' ? `Super admin ${email.data} criado.` : `Senha de ${email.data} redefinida.`);
await database.close();
