import { describe, expect, it } from 'vitest';
import { smapsParts } from './memory.ts';

describe('smapsParts', () => {
  it('splits the resident set of smaps_rollup into anonymous and file-backed', () => {
    const rollup = [
      '55d0c0a00000-7ffd6f5fe000 ---p 00000000 00:00 0                          [rollup]',
      'Rss:              409600 kB',
      'Pss:              405000 kB',
      'Pss_Anon:         346000 kB',
      'Pss_File:          59000 kB',
      'Anonymous:        346112 kB',
      'AnonHugePages:         0 kB',
    ].join('\n');
    expect(smapsParts(rollup)).toEqual({
      rss: 409600 * 1024,
      anonymous: 346112 * 1024,
      fileBacked: (409600 - 346112) * 1024,
    });
  });
});
