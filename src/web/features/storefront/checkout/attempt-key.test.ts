import { beforeEach, describe, expect, it } from 'vitest';
import { attemptKeyFor, forgetAttempt, newAttemptKey } from './attempt-key.ts';

const store = new Map<string, string>();

describe('attempt keys', () => {
  beforeEach(() => {
    store.clear();
    globalThis.sessionStorage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    } as Storage;
  });

  it('are random v4 UUIDs', () => {
    const a = newAttemptKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newAttemptKey()).not.toBe(a);
  });

  it('stay the same for a retry of the same order, and change with the order or after it went through', () => {
    const first = attemptKeyFor(1, '{"a":1}');
    expect(attemptKeyFor(1, '{"a":1}')).toBe(first);
    const changed = attemptKeyFor(1, '{"a":2}');
    expect(changed).not.toBe(first);
    expect(attemptKeyFor(2, '{"a":2}')).not.toBe(changed);
    forgetAttempt(1);
    expect(attemptKeyFor(1, '{"a":2}')).not.toBe(changed);
  });

  it("keep a fingerprint of the order, never the buyer's data itself", () => {
    attemptKeyFor(1, JSON.stringify({ cpf: '52998224725', dataNascimento: '1988-09-03' }));
    const kept = [...store.values()].join();
    expect(kept).not.toContain('52998224725');
    expect(kept).not.toContain('1988-09-03');
  });
});
