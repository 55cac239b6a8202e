// `npm run db:migrate`: applies the committed migrations to DATABASE_URL, or to the PGlite in DATA_DIR.
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, durable: true });
console.log(`Migrações aplicadas (${database.kind}).`);
await database.close();
