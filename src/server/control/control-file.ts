import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { PASSWORD_MIN } from '../../shared/contracts/auth.ts';

/**
 * While the server holds the embedded data directory, the CLI cannot open it: it asks the running
 * server instead, through a loopback-only control port. The server writes where to reach it and a
 * random per-start token into this file (mode 0600), inside the data directory.
 */
export const CONTROL_FILE = 'fidelizaloja.control.json';

export interface ControlInfo {
  pid: number;
  port: number;
  token: string;
}

/** What `npm run admin:create` sends, checked by the CLI and again by the server. */
export const adminCredentialsSchema = z.object({
  email: z.string().trim().max(254, 'E-mail muito longo.').pipe(z.email('E-mail inválido.')),
  password: z
    .string()
    .min(PASSWORD_MIN, `A senha deve ter pelo menos ${PASSWORD_MIN} caracteres.`)
    .max(200, 'Senha muito longa.'),
});
export type AdminCredentials = z.infer<typeof adminCredentialsSchema>;

export const newControlToken = () => randomBytes(32).toString('hex');

export function writeControlFile(dataDir: string, info: ControlInfo): void {
  const path = join(dataDir, CONTROL_FILE);
  // A new private file renamed over the old one: readable only by this user, never half written.
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(info), { mode: 0o600, flag: 'wx' });
  renameSync(temp, path);
}

export function readControlFile(dataDir: string): ControlInfo | undefined {
  try {
    const info = JSON.parse(readFileSync(join(dataDir, CONTROL_FILE), 'utf8')) as ControlInfo;
    return Number.isInteger(info.pid) && Number.isInteger(info.port) && typeof info.token === 'string'
      ? info
      : undefined;
  } catch {
    return undefined;
  }
}

/** Removes the control file if it is still this token's. */
export function removeControlFile(dataDir: string, token: string): void {
  if (readControlFile(dataDir)?.token !== token) return;
  try {
    unlinkSync(join(dataDir, CONTROL_FILE));
  } catch {}
}
