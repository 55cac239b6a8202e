import { isIP } from 'node:net';
import { join } from 'node:path';
import { adminCredentialsSchema } from './control/control-file.ts';
import { packageRoot } from './db/migrations-folder.ts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /**
   * TRUST_PROXY: which proxies' X-Forwarded-For/-Proto/-Host count (Fastify's trustProxy): false, a
   * number of proxy hops in front of the server, or the proxies' addresses and CIDRs.
   * `true` (trust every address in the header) only in tests: the client writes its leftmost entry.
   */
  trustProxy: boolean | number | string[];
  production: boolean;
  /** Where the built web app lives; missing in API-only tests. */
  webDir: string;
  /** PGLITE_FSYNC: flush every PGlite commit to the disk (default on); see docs/durability.md. */
  pgliteDurable: boolean;
  /** API_DOCS: serve the Swagger UI and the OpenAPI document at /api/docs (default: on in development only). */
  apiDocs: boolean;
  /** IMAGE_QUOTA_MB: the most bytes of images one shop may keep stored. */
  imageQuotaBytes: number;
  /** LIVE_STREAMS_PER_SESSION: live order streams one session may hold open at once. */
  liveStreamsPerSession: number;
  /**
   * LIVE_STREAMS_PER_STORE: live order streams one shop may hold open at once in this process, over
   * all its sessions; below LIVE_STREAMS_MAX.
   */
  liveStreamsPerStore: number;
  /** LIVE_STREAMS_MAX: live order streams this process holds open at once, over all shops. */
  liveStreamsMax: number;
  superAdminEmail?: string;
  superAdminPassword?: string;
  logLevel: string;
  /** PLATFORM_*: the platform's own payment details for the shops' invoices (seed the empty settings). */
  platform: PlatformConfig;
  /** PUBLIC_URL: the origin the links the server sends out point at (e-mails, the admin's reset links). */
  publicUrl: string;
  /**
   * PUBLIC_URL as set, or undefined: the origin of the absolute addresses written into pages
   * (og:url, og:image). Unlike publicUrl, no default: without it they are left out, never taken
   * from the request's Host header.
   */
  pageOrigin?: string;
  /** SMTP_URL: the mail server (smtp:// or smtps://, with user and password); without it no e-mail is sent. */
  smtpUrl?: string;
  /** MAIL_FROM: the sender of the e-mails ('FidelizaLoja <nao-responda@loja.com.br>'); required with SMTP_URL. */
  mailFrom?: string;
}

/** The platform's payment details from the environment; empty strings when not set. */
export interface PlatformConfig {
  /** PLATFORM_BANK */
  banco: string;
  /** PLATFORM_AGENCY */
  agencia: string;
  /** PLATFORM_ACCOUNT */
  conta: string;
  /** PLATFORM_HOLDER: the account's holder, also the PIX receiver's name. */
  titular: string;
  /** PLATFORM_PIX_KEY */
  pixKey: string;
  /** PLATFORM_PIX_CITY */
  pixCity: string;
  /** PLATFORM_WHATSAPP: the number shops send their receipts to (DDD and number). */
  whatsapp: string;
}

export function loadPlatformConfig(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  const read = (name: string) => (env[name] ?? '').trim();
  return {
    banco: read('PLATFORM_BANK'),
    agencia: read('PLATFORM_AGENCY'),
    conta: read('PLATFORM_ACCOUNT'),
    titular: read('PLATFORM_HOLDER'),
    pixKey: read('PLATFORM_PIX_KEY'),
    pixCity: read('PLATFORM_PIX_CITY'),
    whatsapp: read('PLATFORM_WHATSAPP').replace(/\D/g, ''),
  };
}

/** The most proxy hops TRUST_PROXY may name: more is a mistake, not a network. */
export const MAX_PROXY_HOPS = 10;
/** Names proxy-addr (behind Fastify's trustProxy) knows for its ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: off when empty, `0`, `false`, `no` or `off`; a number of proxy hops in front of the
 * server (`1`: one reverse proxy; `true`, `yes` and `on` mean 1 too); or a comma list of the
 * proxies' addresses and CIDRs (`10.0.0.0/8, 127.0.0.1`; also `loopback`, `linklocal`,
 * `uniquelocal`). The client's address is then the entry of X-Forwarded-For just before the
 * trusted proxies, never the leftmost one, which the client itself writes.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const raw = (value ?? '').trim();
  const lower = raw.toLowerCase();
  if (['', '0', 'false', 'no', 'off'].includes(lower)) return false;
  if (['true', 'yes', 'on'].includes(lower)) return 1;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > MAX_PROXY_HOPS) {
      throw new Error(`TRUST_PROXY deve ser um número de 0 a ${MAX_PROXY_HOPS} proxies (recebido: ${raw}).`);
    }
    return hops;
  }
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !isAddressOrCidr(entry));
  if (bad !== undefined || entries.length === 0) {
    throw new Error(
      `TRUST_PROXY deve ser um número de proxies ou uma lista de endereços e faixas CIDR separados por vírgula (inválido: ${bad ?? raw}).`,
    );
  }
  return entries;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/** The limits' defaults, also used when an app is built without them (tests). */
export const defaultLimits = {
  imageQuotaBytes: 50 * 1024 * 1024,
  liveStreamsPerSession: 5,
  liveStreamsPerStore: 50,
  liveStreamsMax: 1000,
} as const;

function positiveNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} deve ser um número maior que zero (recebido: ${value}).`);
  return n;
}

/** An http(s) origin, without a path: where the links the server writes point at. */
function origin(name: string, value: string | undefined, fallback: string): string {
  if (value === undefined || value.trim() === '') return fallback;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`${name} deve ser um endereço como https://loja.exemplo.com.br (recebido: ${value}).`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(
      `${name} deve ser só a origem, como https://loja.exemplo.com.br, sem caminho (recebido: ${value}).`,
    );
  }
  return url.origin;
}

/** SMTP_URL: smtp:// or smtps:// with a host; the error never repeats the URL (it may carry a password). */
function smtpUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value.trim());
  } catch {}
  if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname) {
    throw new Error('SMTP_URL deve ser como smtp://usuario:senha@servidor:587 ou smtps://usuario:senha@servidor:465.');
  }
  return value.trim();
}

/** MAIL_FROM: an address, or a name and an address in angle brackets. Required when SMTP_URL is set. */
function mailFrom(value: string | undefined, smtp: string | undefined): string | undefined {
  const from = (value ?? '').trim();
  if (!from) {
    if (!smtp) return undefined;
    throw new Error('MAIL_FROM é obrigatório com SMTP_URL (ex.: FidelizaLoja <nao-responda@suaempresa.com.br>).');
  }
  const address = /<([^<>]+)>$/.exec(from)?.[1] ?? from;
  if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(address)) {
    throw new Error(
      `MAIL_FROM deve ser um e-mail, como FidelizaLoja <nao-responda@suaempresa.com.br> (recebido: ${value}).`,
    );
  }
  return from;
}

/**
 * SUPER_ADMIN_EMAIL and SUPER_ADMIN_PASSWORD follow `npm run admin:create`'s rules (a valid e-mail,
 * a password of 8 to 200 characters): a short first password is refused at start, not stored.
 */
function firstAdmin(env: NodeJS.ProcessEnv): { superAdminEmail?: string; superAdminPassword?: string } {
  const email = env.SUPER_ADMIN_EMAIL || undefined;
  const password = env.SUPER_ADMIN_PASSWORD || undefined;
  const fields = adminCredentialsSchema.shape;
  for (const [name, value, schema] of [
    ['SUPER_ADMIN_EMAIL', email, fields.email],
    ['SUPER_ADMIN_PASSWORD', password, fields.password],
  ] as const) {
    if (value === undefined) continue;
    const checked = schema.safeParse(value);
    if (!checked.success) throw new Error(`${name}: ${checked.error.issues[0]?.message ?? 'inválido.'}`);
  }
  return { superAdminEmail: email, superAdminPassword: password };
}

/**
 * LIVE_STREAMS_MAX and LIVE_STREAMS_PER_STORE: one shop's cap must stay below the process's, or one
 * shop could take every place. Left unset, the shop's cap is 50, or half the process's when that
 * is smaller.
 */
function liveStreamLimits(env: NodeJS.ProcessEnv): Pick<Config, 'liveStreamsPerStore' | 'liveStreamsMax'> {
  const max = Math.floor(positiveNumber('LIVE_STREAMS_MAX', env.LIVE_STREAMS_MAX, defaultLimits.liveStreamsMax));
  const fallback = Math.max(1, Math.min(defaultLimits.liveStreamsPerStore, Math.floor(max / 2)));
  const perStore = Math.floor(positiveNumber('LIVE_STREAMS_PER_STORE', env.LIVE_STREAMS_PER_STORE, fallback));
  if (perStore >= max && max > 1) {
    throw new Error(
      `LIVE_STREAMS_PER_STORE (${perStore}) deve ser menor que LIVE_STREAMS_MAX (${max}): uma loja não pode ocupar todas as conexões ao vivo.`,
    );
  }
  return { liveStreamsPerStore: perStore, liveStreamsMax: max };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 3000);
  const smtp = smtpUrl(env.SMTP_URL);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? join(process.cwd(), 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    production,
    webDir: env.WEB_DIR ?? join(packageRoot, 'dist', 'web'),
    pgliteDurable: flag(env.PGLITE_FSYNC, true),
    apiDocs: flag(env.API_DOCS, !production),
    imageQuotaBytes: Math.floor(
      positiveNumber('IMAGE_QUOTA_MB', env.IMAGE_QUOTA_MB, defaultLimits.imageQuotaBytes / 1024 / 1024) * 1024 * 1024,
    ),
    liveStreamsPerSession: Math.floor(
      positiveNumber('LIVE_STREAMS_PER_SESSION', env.LIVE_STREAMS_PER_SESSION, defaultLimits.liveStreamsPerSession),
    ),
    ...liveStreamLimits(env),
    ...firstAdmin(env),
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'info'),
    platform: loadPlatformConfig(env),
    publicUrl: origin('PUBLIC_URL', env.PUBLIC_URL, `http://localhost:${port}`),
    pageOrigin: env.PUBLIC_URL?.trim() ? origin('PUBLIC_URL', env.PUBLIC_URL, '') : undefined,
    smtpUrl: smtp,
    mailFrom: mailFrom(env.MAIL_FROM, smtp),
  };
}
