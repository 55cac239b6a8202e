// `npm run restore -- <file>`: replaces the embedded database (./data or DATA_DIR) with a backup made
// by `npm run backup`; the replaced directory is kept as data.before-restore-<time>.
// `npm run restore -- --check <file>`: opens the backup in a temporary directory and lists its tables
// and row counts, without touching the data directory. See docs/operations.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { BackupFileError, checkBackup, restoreBackup, type TableCount } from './backup.ts';
import { DataDirLockedError } from './data-dir-lock.ts';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { check: { type: 'boolean' } } });
if (positionals.length !== 1) {
  console.error('Uso: npm run restore -- arquivo.tar.gz   (ou npm run restore -- --check arquivo.tar.gz)');
  process.exit(2);
}
const file = resolve(positionals[0] as string);
const config = loadConfig();

function printCounts(counts: TableCount[]) {
  const width = Math.max(...counts.map((c) => c.table.length));
  for (const c of counts) console.log(`  ${c.table.padEnd(width)}  ${c.rows}`);
}

try {
  if (values.check) {
    const scratch = mkdtempSync(join(tmpdir(), 'fidelizaloja-check-'));
    try {
      const counts = await checkBackup(file, scratch);
      console.log(`Backup ${file} íntegro: o banco abriu e tem ${counts.length} tabelas (linhas por tabela):`);
      printCounts(counts);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  } else {
    if (config.databaseUrl) {
      console.error('Com DATABASE_URL o banco é um PostgreSQL: restaure com pg_restore; veja docs/operations.md.');
      process.exit(2);
    }
    const { counts, aside } = await restoreBackup(file, config.dataDir);
    console.log(`Banco em ${config.dataDir} restaurado de ${file}.`);
    if (aside) console.log(`O banco substituído foi guardado em ${aside} (apague-o quando não precisar mais).`);
    console.log('Linhas por tabela no banco restaurado:');
    printCounts(counts);
    console.log('Inicie o servidor com `npm start`: ele aplica as migrações que faltarem.');
  }
} catch (err) {
  if (err instanceof DataDirLockedError) {
    console.error(`${err.message}\nPare o servidor antes de restaurar um backup.`);
    process.exit(1);
  }
  if (err instanceof BackupFileError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
