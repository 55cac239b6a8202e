import { describe, expect, it } from 'vitest';
import { newAttemptKey } from './attempt-key.ts';

describe('attempt keys', () => {
  it('are random v4 UUIDs', () => {
    const a = newAttemptKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newAttemptKey()).not.toBe(a);
  });
});
