// The scale part of `npm run demo`: `--shops N --sales M --customers C [--days D]`, PostgreSQL only.
import pg from 'pg';
import { openDatabase } from '../../db/client.ts';
import { generateScale } from './scale-generate.ts';
import { SCALE_EMAIL_DOMAIN, SCALE_PASSWORD, type ScaleSize } from './scale-plan.ts';

const USAGE =
  'Uso: DATABASE_URL=postgres://... npm run demo -- --shops 200 --sales 10000000 --customers 1000000 [--days 365]';

function count(value: string | undefined, fallback: number, min: number): number | null {
  if (value === undefined) return fallback;
  const n = Number(value.replace(/[_.]/g, ''));
  return Number.isSafeInteger(n) && n >= min && n <= 1_000_000_000 ? n : null;
}

export function scaleSizeFromArgs(values: Record<string, string | undefined>): ScaleSize | null {
  const shops = count(values.shops, 200, 1);
  const sales = count(values.sales, 10_000_000, 0);
  const customers = count(values.customers, 1_000_000, 0);
  const days = count(values.days, 365, 1);
  if (shops === null || sales === null || customers === null || days === null || shops > 9_999) return null;
  if (customers < shops && sales > 0) return null;
  return { shops, sales, customers, days };
}

/** Runs the scale generator from the command line; returns the exit code. */
export async function runScaleFromCli(databaseUrl: string | undefined, values: Record<string, string | undefined>) {
  if (!databaseUrl) {
    console.error(
      'O volume de escala (--shops, --sales, --customers) só roda no PostgreSQL: o banco embutido (PGlite) ' +
        'é um único processo e não foi feito para milhões de vendas.\n' +
        'Crie um banco vazio (ex.: createdb -h 127.0.0.1 -U postgres fideliza_scale) e rode:\n' +
        `  DATABASE_URL=postgres://postgres@127.0.0.1:5432/fideliza_scale ${USAGE.slice(USAGE.indexOf('npm'))}`,
    );
    return 2;
  }
  const size = scaleSizeFromArgs(values);
  if (!size) {
    console.error(`${USAGE}\n(pelo menos um cliente por loja)`);
    return 2;
  }
  const database = await openDatabase({ databaseUrl, outsideScope: 'platform' });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 8 });
  const log = (line: string) => console.log(line);
  try {
    log(
      `Gerando ${size.shops} lojas, ${size.sales.toLocaleString('pt-BR')} vendas e ` +
        `${size.customers.toLocaleString('pt-BR')} clientes nos últimos ${size.days} dias...`,
    );
    const result = await generateScale(database.db, pool, size, log);
    log('');
    log(
      `Pronto em ${(result.seconds / 60).toFixed(1)} min; banco com ${(result.databaseBytes / 1024 ** 3).toFixed(2)} GB.`,
    );
    log(`Maior loja: id ${result.largestStoreId}; loja mediana: id ${result.medianStoreId}.`);
    log(`As lojas entram com o e-mail loja-NNN@${SCALE_EMAIL_DOMAIN} (001 é a maior) e a senha ${SCALE_PASSWORD}.`);
    return 0;
  } finally {
    await pool.end();
    await database.close();
  }
}
