import { lazy, Suspense, useEffect, useState } from 'react';
import { type ApiClientError, setAuthChallenges } from '../../../api/client.ts';

/** A refusal waiting for the person: the password again, or a manager's authorisation. */
export type Challenge =
  | { kind: 'reauth'; id: number; refusal: ApiClientError; settle: (confirmed: boolean) => void }
  | {
      kind: 'override';
      id: number;
      refusal: ApiClientError;
      attempt: (headers: Record<string, string>) => Promise<unknown>;
      resolve: (answer: unknown) => void;
      reject: (err: unknown) => void;
    };

let dialogs: Promise<typeof import('./challenge-dialogs.tsx')> | undefined;
function loadDialogs() {
  dialogs ??= import('./challenge-dialogs.tsx').catch((err: unknown) => {
    dialogs = undefined; // the next refusal tries again
    throw err;
  });
  return dialogs;
}

const ChallengeDialog = lazy(async () => ({ default: (await loadDialogs()).ChallengeDialog }));

/**
 * The dialogs the API client opens when the server asks for the password again or for a manager's
 * authorisation (src/web/api/client.ts), mounted once in the app. One at a time: requests refused
 * together wait in line, and those that need the password share one dialog. Their code is fetched
 * by the first refusal; if it cannot be, the request fails with the server's refusal.
 */
export function AuthChallengeHost() {
  const [queue, setQueue] = useState<Challenge[]>([]);

  useEffect(() => {
    let next = 0;
    let reauthing: Promise<boolean> | null = null;
    const remove = (id: number) => setQueue((q) => q.filter((c) => c.id !== id));
    return setAuthChallenges({
      reauth(refusal) {
        reauthing ??= loadDialogs().then(
          () =>
            new Promise<boolean>((settle) => {
              const id = ++next;
              const done = (confirmed: boolean) => {
                reauthing = null;
                remove(id);
                settle(confirmed);
              };
              setQueue((q) => [...q, { kind: 'reauth', id, refusal, settle: done }]);
            }),
          () => {
            reauthing = null;
            return false;
          },
        );
        return reauthing;
      },
      async override<T>(refusal: ApiClientError, attempt: (headers: Record<string, string>) => Promise<T>) {
        try {
          await loadDialogs();
        } catch {
          throw refusal;
        }
        return new Promise<T>((resolve, reject) => {
          const id = ++next;
          setQueue((q) => [
            ...q,
            {
              kind: 'override',
              id,
              refusal,
              attempt,
              resolve: (answer) => {
                remove(id);
                resolve(answer as T);
              },
              reject: (err) => {
                remove(id);
                reject(err);
              },
            },
          ]);
        });
      },
    });
  }, []);

  const current = queue[0];
  return current ? (
    <Suspense fallback={null}>
      <ChallengeDialog key={current.id} challenge={current} />
    </Suspense>
  ) : null;
}
