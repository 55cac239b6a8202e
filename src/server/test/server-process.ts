/**
 * The environment of a real server process (or a CLI next to it) that a test starts: on the given
 * port and data directory, without the caller's database, admin, proxy or e-mail settings, and on
 * PostgreSQL only when a database URL is given.
 */
export function serverProcessEnv(port: number, dataDir: string, databaseUrl?: string): NodeJS.ProcessEnv {
  const vars: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIR: '/nonexistent',
    PGLITE_FSYNC: '0',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  };
  for (const key of [
    'DATABASE_URL',
    'SUPER_ADMIN_EMAIL',
    'SUPER_ADMIN_PASSWORD',
    'TRUST_PROXY',
    'SMTP_URL',
    'MAIL_FROM',
    'PUBLIC_URL',
  ]) {
    delete vars[key];
  }
  if (databaseUrl) vars.DATABASE_URL = databaseUrl;
  return vars;
}
