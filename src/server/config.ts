import { join } from 'node:path';
import { packageRoot } from './db/migrations-folder.ts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Trust X-Forwarded-For (only behind a proxy you control). */
  trustProxy: boolean;
  production: boolean;
  /** Where the built web app lives; missing in API-only tests. */
  webDir: string;
  /** PGLITE_FSYNC: flush every PGlite commit to the disk (default on); see docs/durability.md. */
  pgliteDurable: boolean;
  superAdminEmail?: string;
  superAdminPassword?: string;
  logLevel: string;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? join(process.cwd(), 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    trustProxy: flag(env.TRUST_PROXY, false),
    production,
    webDir: env.WEB_DIR ?? join(packageRoot, 'dist', 'web'),
    pgliteDurable: flag(env.PGLITE_FSYNC, true),
    superAdminEmail: env.SUPER_ADMIN_EMAIL || undefined,
    superAdminPassword: env.SUPER_ADMIN_PASSWORD || undefined,
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'info'),
  };
}
