import { describe, expect, it } from 'vitest';
import { alternate, kb, markdownTable, median, selectedGroups } from './perf-format.ts';

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
