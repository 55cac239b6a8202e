import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { type ControlServer, startControlServer } from './control/control-server.ts';
import { type Database, openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { ensureFirstAdmin } from './modules/auth/auth-service.ts';

const config = loadConfig();
let database: Database;
try {
  database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    durable: config.pgliteDurable,
  });
} catch (err) {
  if (!(err instanceof DataDirLockedError)) throw err;
  console.error(err.message);
  process.exit(1);
}
if (await ensureFirstAdmin(database.db, config.superAdminEmail, config.superAdminPassword)) {
  console.log(`Super admin ${config.superAdminEmail} criado.`);
}
const app = await buildApp({ database, config });
// Embedded database: this process holds it, so `npm run admin:create` asks us through a loopback port.
const control: ControlServer | undefined =
  database.kind === 'pglite' ? await startControlServer(database.db, config.dataDir) : undefined;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await control?.close();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`FidelizaLoja em http://localhost:${config.port} (banco: ${database.kind})`);
