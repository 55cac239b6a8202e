// `npm run demo`: fills the app's database (./data, or DATABASE_URL) with the demo shop.
// `npm run demo -- --shops 200 --sales 10000000 --customers 1000000`: the scale data set, on
// PostgreSQL only (DATABASE_URL), loaded with COPY.
// Either refuses a database that holds other shops (someone's real ones) unless given --force.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { generateDemo } from './demo-generate.ts';
import { countOtherShops, type DemoKind, otherShopsMessage } from './demo-guard.ts';
import { DEMO_SHOP, DEMO_TEAM } from './demo-shop.ts';
import { runScaleFromCli } from './scale/scale-cli.ts';

const { values } = parseArgs({
  options: {
    shops: { type: 'string' },
    sales: { type: 'string' },
    customers: { type: 'string' },
    days: { type: 'string' },
    seed: { type: 'string' },
    force: { type: 'boolean', default: false },
  },
});
const config = loadConfig();
const started = Date.now();
const kind: DemoKind =
  values.shops !== undefined || values.sales !== undefined || values.customers !== undefined ? 'scale' : 'demo';
const where = config.databaseUrl ? 'PostgreSQL de DATABASE_URL' : `embutido em ${config.dataDir}`;

/** Exits (1) when the database holds shops this run would not write, unless --force. */
async function refuseOtherShops(database: Awaited<ReturnType<typeof openDatabase>>): Promise<void> {
  if (values.force) return;
  const others = await countOtherShops(database.db, kind, DEMO_SHOP.email);
  if (others === 0) return;
  console.error(otherShopsMessage(others, where));
  await database.close();
  process.exit(1);
}

if (kind === 'scale') {
  if (config.databaseUrl) {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, outsideScope: 'platform' });
    await refuseOtherShops(database);
    await database.close();
  }
  const { force: _, ...size } = values;
  process.exit(await runScaleFromCli(config.databaseUrl, size));
}

let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    durable: config.pgliteDurable,
    // A script that writes every table directly, outside any request.
    outsideScope: 'platform',
  });
} catch (err) {
  if (!(err instanceof DataDirLockedError)) throw err;
  console.error(
    `O banco embutido em ${config.dataDir} está em uso pelo processo ${err.owner.pid} (o servidor, se ele estiver rodando).\n` +
      'Para criar a loja de demonstração: pare o servidor (Ctrl+C no terminal dele), rode `npm run demo` ' +
      'e depois inicie o servidor de novo com `npm start`.',
  );
  process.exit(1);
}
await refuseOtherShops(database);

try {
  const result = await generateDemo(database.db, { seed: values.seed ? Number(values.seed) : undefined });
  const port = process.env.PORT ?? '3000';
  const base = `http://localhost:${port}`;
  const c = result.counts;
  console.log(
    [
      `Loja de demonstração ${result.replaced ? 'recriada' : 'criada'} em ${((Date.now() - started) / 1000).toFixed(1)} s ` +
        `(${database.kind === 'pglite' ? `banco embutido em ${config.dataDir}` : 'PostgreSQL de DATABASE_URL'}):`,
      `  ${DEMO_SHOP.nomeEmpresa}: ${c.products} produtos com fotos, ${c.customers} clientes, ${c.sales} vendas no balcão, ` +
        `${c.orders} pedidos online, ${c.validations} compras validadas, ${c.spins} giros da roleta, ` +
        `${c.surveys} pesquisas de satisfação.`,
      '',
      `  Entrar:            ${base}/login-lojista`,
      `  E-mail:            ${DEMO_SHOP.email}`,
      `  Senha:             ${DEMO_SHOP.password}`,
      `  Senha da fidelidade (PIN): ${DEMO_SHOP.pin}`,
      ...(result.team
        ? [
            `  Equipe:            Gerente ${DEMO_TEAM.gerente.email} (senha ${DEMO_TEAM.gerente.password}), ` +
              `Caixa ${DEMO_TEAM.caixa.email} (senha ${DEMO_TEAM.caixa.password})`,
            `  PIN de autorização: dono ${DEMO_TEAM.ownerOverridePin}, gerente ${DEMO_TEAM.gerente.overridePin}`,
          ]
        : []),
      `  Vitrine da loja:   ${base}/store/${result.storeId}`,
      '',
      database.kind === 'pglite' ? '  Inicie o servidor com `npm start` e abra o endereço acima.' : '',
    ].join('\n'),
  );
} finally {
  await database.close();
}
