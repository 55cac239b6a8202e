// `npm run backup [-- <file>]`: a backup of the embedded database (./data or DATA_DIR), taken at one
// point in time. While the server runs it takes the backup itself, asked through its control port;
// otherwise this command opens the database (holding its lock) and takes it. See docs/operations.md.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { backupThroughServer } from '../control/control-client.ts';
import { compressTar, defaultBackupPath, sizeInMb, writeFileAtomically } from './backup.ts';
import { openDatabase } from './client.ts';
import { DataDirLockedError } from './data-dir-lock.ts';

const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length > 1) {
  console.error('Uso: npm run backup [-- arquivo.tar.gz]');
  process.exit(2);
}
const config = loadConfig();
if (config.databaseUrl) {
  console.error(
    'Com DATABASE_URL o banco é um PostgreSQL: faça o backup com pg_dump (ou pg_basebackup e arquivamento de WAL); ' +
      'veja docs/operations.md.',
  );
  process.exit(2);
}
if (!existsSync(join(config.dataDir, 'PG_VERSION'))) {
  console.error(`Não há banco embutido em ${config.dataDir} (DATA_DIR): nada a copiar.`);
  process.exit(1);
}
const file = resolve(positionals[0] ?? defaultBackupPath(config.dataDir));
const started = Date.now();
const done = (how: string) =>
  console.log(
    `Backup de ${config.dataDir} gravado em ${file} (${sizeInMb(file)} MB, ${((Date.now() - started) / 1000).toFixed(1)} s)${how}.`,
  );

try {
  // migrate: false: a backup does not change the database it copies.
  const database = await openDatabase({ dataDir: config.dataDir, durable: true, migrate: false });
  try {
    const tar = await database.dumpDataDir?.();
    if (!tar) throw new Error('Este banco não permite backup pelo FidelizaLoja.');
    writeFileAtomically(file, await compressTar(tar));
  } finally {
    await database.close();
  }
  done('');
} catch (err) {
  if (!(err instanceof DataDirLockedError)) throw err;
  // The server holds the database: it takes the backup.
  let data: Uint8Array | undefined;
  try {
    data = await backupThroughServer(config.dataDir, err.owner.pid);
  } catch (failure) {
    console.error((failure as Error).message);
    process.exit(1);
  }
  if (!data) {
    console.error(
      `${err.message}\nSe esse processo for o servidor, ele ainda está iniciando: tente de novo em alguns segundos.`,
    );
    process.exit(1);
  }
  writeFileAtomically(file, data);
  done(` pelo servidor em execução (processo ${err.owner.pid})`);
}
