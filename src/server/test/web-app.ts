import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { buildApp } from '../app.ts';
import { openMigratedPglite } from './harness.ts';

/**
 * The app serving a built web app of its own (`files`, path → content, under web/) on a database of
 * its own, closed after the file's tests; with `renderer`, the build's renderer of the public pages
 * beside it (ssr/server-entry.js).
 */
export async function serveBuiltWeb(
  files: Record<string, string | Buffer>,
  { renderer, production = true }: { renderer?: string; production?: boolean } = {},
) {
  const webDir = join(mkdtempSync(join(tmpdir(), 'build-')), 'web');
  if (renderer !== undefined) {
    mkdirSync(join(webDir, '..', 'ssr'), { recursive: true });
    writeFileSync(join(webDir, '..', 'ssr', 'server-entry.js'), renderer);
  }
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(webDir, path, '..'), { recursive: true });
    writeFileSync(join(webDir, path), text);
  }
  const database = await openMigratedPglite();
  const app = await buildApp({
    database,
    config: { production, trustProxy: false, webDir, logLevel: 'silent' },
    logger: false,
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, database };
}
