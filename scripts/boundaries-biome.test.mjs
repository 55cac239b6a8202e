import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The public pages' package rule (docs/conventions.md, "Boundaries") is biome.json's override of
// noRestrictedImports. These tests run Biome with the project's biome.json on a few files laid
// out as in src/web, in a temporary folder (so the real tree never holds a forbidden import).

const repo = join(import.meta.dirname, '..');
const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');
const rule = 'lint/style/noRestrictedImports';

const router = "import { Link } from 'react-router';\n\nexport const used = [Link];\n";
const routerDom = "import { Link } from 'react-router-dom';\n\nexport const used = [Link];\n";
const routerSubpath = "import { HydratedRouter } from 'react-router/dom';\n\nexport const used = [HydratedRouter];\n";
const query = "import { useQuery } from '@tanstack/react-query';\n\nexport const used = [useQuery];\n";
const lazyQuery = "export const load = () => import('@tanstack/react-query');\n";
const publicRouter = "import { goTo } from './page.tsx';\n\nexport const used = [goTo];\n";

/** path (as in the repository) → source. */
const files = {
  'src/web/public-site/uses-router.tsx': router,
  'src/web/public-site/uses-router-dom.tsx': routerDom,
  'src/web/public-site/uses-router-subpath.tsx': routerSubpath,
  'src/web/public-site/uses-query.ts': query,
  'src/web/public-site/uses-own-router.tsx': publicRouter,
  'src/web/features/storefront/cart/uses-query.ts': query,
  'src/web/features/survey/uses-router.tsx': router,
  'src/web/features/landing/loads-query.ts': lazyQuery,
  'src/web/features/game/uses-query.ts': query,
  'src/web/features/game/admin/uses-query.ts': query,
  'src/web/features/errors/not-found-page.tsx': router,
  'src/web/features/errors/not-allowed-panel.tsx': router,
  'src/web/features/products/uses-query.ts': query,
  'src/web/layouts/uses-router.tsx': router,
  'src/web/lib/uses-query.ts': query,
};

let root;
let diagnostics;
let status;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'boundaries-biome-'));
  const config = JSON.parse(readFileSync(join(repo, 'biome.json'), 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(join(root, 'biome.json'), JSON.stringify(config));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const run = spawnSync(process.execPath, [biome, 'lint', '--reporter=json', '--max-diagnostics=none', '.'], {
    cwd: root,
    encoding: 'utf8',
  });
  status = run.status;
  const report = JSON.parse(run.stdout);
  diagnostics = report.diagnostics.filter((d) => d.category === rule);
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

const flagged = (path) => diagnostics.filter((d) => d.location.path.replaceAll('\\', '/') === path);

describe("Biome's rule for the public pages' imports", () => {
  it('fails the lint', () => {
    expect(status).not.toBe(0);
  });

  it.each([
    'src/web/public-site/uses-router.tsx',
    'src/web/public-site/uses-router-dom.tsx',
    'src/web/public-site/uses-router-subpath.tsx',
    'src/web/features/survey/uses-router.tsx',
    'src/web/features/errors/not-found-page.tsx',
  ])('forbids React Router in %s', (path) => {
    const found = flagged(path);
    expect(found).toHaveLength(1);
    expect(found[0].message).toContain('public-site/page.tsx');
  });

  it.each([
    'src/web/public-site/uses-query.ts',
    'src/web/features/storefront/cart/uses-query.ts',
    'src/web/features/landing/loads-query.ts',
    'src/web/features/game/uses-query.ts',
  ])('forbids TanStack Query in %s', (path) => {
    const found = flagged(path);
    expect(found).toHaveLength(1);
    expect(found[0].message).toContain('public-site/reads.ts');
  });

  it.each([
    'src/web/public-site/uses-own-router.tsx',
    'src/web/features/game/admin/uses-query.ts',
    'src/web/features/errors/not-allowed-panel.tsx',
    'src/web/features/products/uses-query.ts',
    'src/web/layouts/uses-router.tsx',
    'src/web/lib/uses-query.ts',
  ])("leaves %s alone (the public entry's own router, or the owner panel's code)", (path) => {
    expect(flagged(path)).toEqual([]);
  });

  it('reports nothing else: only the files above break the rule', () => {
    expect(diagnostics).toHaveLength(9);
  });
});
