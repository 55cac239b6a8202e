// `npm run db:migrate`: applies the committed migrations to DATABASE_URL, or to the PGlite in DATA_DIR.
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { DataDirLockedError } from './data-dir-lock.ts';

const config = loadConfig();
try {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, durable: true });
  console.log(`Migrações aplicadas (${database.kind}).`);
  await database.close();
} catch (err) {
  if (!(err instanceof DataDirLockedError)) throw err;
  console.error(`${err.message}\nO servidor aplica as migrações sozinho ao iniciar.`);
  process.exit(1);
}
