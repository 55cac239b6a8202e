import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = import.meta.dirname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sources(root).map((path) => ({ name: relative(root, path), text: readFileSync(path, 'utf8') }));
const isKeysFile = (name: string) => name === 'lib/query-keys.ts' || /^features\/.+\/api\/keys\.ts$/.test(name);

describe("the web app's query keys", () => {
  it("are written in a feature's api/keys.ts (or lib/query-keys.ts), never inline", () => {
    const inline = files.filter(({ name, text }) => !isKeysFile(name) && /queryKey:\s*\[/.test(text));
    expect(inline.map((f) => f.name)).toEqual([]);
  });

  it('are not defined outside those files', () => {
    const defined = files.filter(
      ({ name, text }) => !isKeysFile(name) && /export const (\w+Keys|\w*QueryKey)\s*=/.test(text),
    );
    expect(defined.map((f) => f.name)).toEqual([]);
  });

  it('are never all refreshed at once: a mutation names what it changed', () => {
    const everything = files.filter(({ text }) => /invalidateQueries\(\s*\)/.test(text));
    expect(everything.map((f) => f.name)).toEqual([]);
  });
});
