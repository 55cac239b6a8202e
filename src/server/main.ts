import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { ensureFirstAdmin } from './modules/auth/auth-service.ts';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  durable: config.pgliteDurable,
});
if (await ensureFirstAdmin(database.db, config.superAdminEmail, config.superAdminPassword)) {
  console.log(`Super admin ${config.superAdminEmail} criado.`);
}
const app = await buildApp({ database, config });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`FidelizaLoja em http://localhost:${config.port} (banco: ${database.kind})`);
