import { type AdminCredentials, readControlFile } from './control-file.ts';

/**
 * Asks the server that holds the data directory (process `pid`) to create or reset a super admin.
 * Returns undefined when that server has no control port (it is still starting, or it is not the
 * server but another command).
 */
export async function createAdminThroughServer(
  dataDir: string,
  pid: number,
  credentials: AdminCredentials,
): Promise<'created' | 'updated' | undefined> {
  const control = readControlFile(dataDir);
  if (!control || control.pid !== pid) return undefined;
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${control.port}/admins`, {
      method: 'POST',
      headers: { authorization: `Bearer ${control.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (err) {
    throw new Error(
      `O servidor (processo ${pid}) está com o banco aberto, mas não respondeu na porta de controle ${control.port}: ${(err as Error).message}`,
    );
  }
  const body = (await response.json().catch(() => ({}))) as {
    result?: 'created' | 'updated';
    error?: { message?: string };
  };
  if (!response.ok || !body.result) {
    throw new Error(body.error?.message ?? `O servidor respondeu ${response.status}.`);
  }
  return body.result;
}

/**
 * Asks the server that holds the data directory (process `pid`) for a backup: the gzip-compressed
 * tar of its data directory. Undefined when that server has no control port.
 */
export async function backupThroughServer(dataDir: string, pid: number): Promise<Uint8Array | undefined> {
  const control = readControlFile(dataDir);
  if (!control || control.pid !== pid) return undefined;
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${control.port}/backup`, {
      method: 'POST',
      headers: { authorization: `Bearer ${control.token}` },
      signal: AbortSignal.timeout(30 * 60_000),
    });
  } catch (err) {
    throw new Error(
      `O servidor (processo ${pid}) está com o banco aberto, mas não respondeu na porta de controle ${control.port}: ${(err as Error).message}`,
    );
  }
  if (response.status === 404) {
    throw new Error(`O servidor (processo ${pid}) é de uma versão sem backup pela porta de controle: reinicie-o.`);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
    throw new Error(body.error?.message ?? `O servidor respondeu ${response.status}.`);
  }
  return new Uint8Array(await response.arrayBuffer());
}
