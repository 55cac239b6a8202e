import { describe, expect, it } from 'vitest';
import {
  alternate,
  kb,
  type Manifest,
  manifestClosure,
  manifestEntry,
  markdownTable,
  median,
  selectedGroups,
} from './perf-format.ts';

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('markdownTable', () => {
  it('right-aligns the columns whose header ends with a colon', () => {
    expect(markdownTable(['Page', 'Score:'], [['/', 71]])).toBe('| Page | Score |\n| --- | ---: |\n| / | 71 |');
  });
  it('counts kilobytes of 1,000 bytes', () => {
    expect(kb(157_700)).toBe('157.7 KB');
  });
});

describe('manifestClosure', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_runtime.js'] },
    '_runtime.js': { file: 'assets/runtime.js' },
    '_shared.js': { file: 'assets/shared.js', imports: ['index.html', '_runtime.js'] },
    'features/store-page.tsx': {
      file: 'assets/store-page.js',
      isDynamicEntry: true,
      imports: ['_shared.js', 'index.html'],
      dynamicImports: ['features/owner.tsx'],
    },
    'features/owner.tsx': { file: 'assets/owner.js', isDynamicEntry: true },
  };

  it('follows static imports transitively, once each, and leaves dynamic imports out', () => {
    const entry = manifestEntry(manifest);
    expect(manifestClosure(manifest, [entry, 'features/store-page.tsx'])).toEqual([
      'assets/index.js',
      'assets/runtime.js',
      'assets/store-page.js',
      'assets/shared.js',
    ]);
  });

  it('refuses a module the manifest does not have', () => {
    expect(() => manifestClosure(manifest, ['features/gone.tsx'])).toThrow(/not in the manifest/);
  });
});

describe('alternate', () => {
  it('swaps which side goes first every round', () => {
    expect(alternate('A', 'B', 3)).toEqual(['A', 'B', 'B', 'A', 'A', 'B']);
  });
});

describe('selectedGroups', () => {
  const all = ['fsync', 'bundle', 'reads'];
  it('runs the defaults without --only, and the named groups in their usual order with it', () => {
    expect(selectedGroups([], all, ['bundle'])).toEqual(['bundle']);
    expect(selectedGroups(['--only', 'reads,fsync'], all, [])).toEqual(['fsync', 'reads']);
    expect(selectedGroups(['--only=bundle'], all, [])).toEqual(['bundle']);
  });
  it('refuses an unknown group', () => {
    expect(() => selectedGroups(['--only', 'bundel'], all, [])).toThrow(/unknown group bundel/);
  });
});
