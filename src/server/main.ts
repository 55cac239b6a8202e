import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.ts';
import { type ControlServer, startControlServer } from './control/control-server.ts';
import { type Database, openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { reportMemoryOnSignal } from './memory-report.ts';
import { ensureFirstAdmin } from './modules/auth/auth-service.ts';
import { initEmbeddedDataDirInChild, planProcesses, runPrimary } from './processes.ts';

const config = loadConfig();
const plan = cluster.isWorker
  ? { workers: 1 }
  : planProcesses(process.env, { postgres: Boolean(config.databaseUrl), production: config.production });
if (plan.warning) console.warn(plan.warning);

/** Migrations and the first super admin: once, by the primary (or the only process) before serving. */
async function prepareDatabase(database: Database) {
  if (await ensureFirstAdmin(database.db, config.superAdminEmail, config.superAdminPassword)) {
    console.log(`Super admin ${config.superAdminEmail} criado.`);
  }
}

if (plan.workers > 1) {
  // WEB_CONCURRENCY on PostgreSQL: this process prepares the database, then only watches the workers.
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  await prepareDatabase(database);
  await database.close();
  console.log(`FidelizaLoja: ${plan.workers} processos na porta ${config.port} (banco: postgres)`);
  runPrimary({ workers: plan.workers, exec: fileURLToPath(import.meta.url), log: (message) => console.log(message) });
} else {
  await serve();
}

async function serve() {
  let database: Database;
  try {
    if (!config.databaseUrl && !cluster.isWorker) initEmbeddedDataDirInChild(config.dataDir);
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      durable: config.pgliteDurable,
      // A worker's primary has applied them.
      migrate: !cluster.isWorker,
    });
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
  if (!cluster.isWorker) await prepareDatabase(database);
  // Loaded here, not at the top: a cluster's primary never serves and does not need the app.
  const { buildApp } = await import('./app.ts');
  const app = await buildApp({ database, config });
  const { previewCacheSize } = await import('./modules/storefront/og-image.ts');
  reportMemoryOnSignal(process.env, () => ({
    storefrontCacheBytes: app.storefrontCache.sizeBytes,
    previewCacheBytes: previewCacheSize().bytes,
  }));
  // Embedded database: this process holds it, so `npm run admin:create` asks us through a loopback port.
  const control: ControlServer | undefined =
    database.kind === 'pglite'
      ? await startControlServer(database.db, config.dataDir, database.dumpDataDir?.bind(database))
      : undefined;

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
  if (cluster.isWorker) app.log.info(`processo ${process.pid} pronto (banco: ${database.kind})`);
  else app.log.info(`FidelizaLoja em http://localhost:${config.port} (banco: ${database.kind})`);
}
