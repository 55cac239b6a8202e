import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');

describe("the web app's two HTML shells", () => {
  it('are the same page but for the script each loads (decision 031)', () => {
    const owner = read('index.html');
    const publicPages = read('public.html');
    expect(owner).toContain('<script type="module" src="./main.tsx"></script>');
    expect(publicPages).toContain('<script type="module" src="./public-site/main.tsx"></script>');
    expect(publicPages.replace('./public-site/main.tsx', './main.tsx')).toBe(owner);
  });
});
