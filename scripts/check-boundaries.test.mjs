import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBoundaries, matchesList, publicCode } from './check-boundaries.mjs';

const repo = join(import.meta.dirname, '..');
const checker = join(import.meta.dirname, 'check-boundaries.mjs');

const trees = [];
afterAll(() => {
  for (const root of trees) rmSync(root, { recursive: true, force: true });
});

/** The files every web tree below has: the modules the imports under test point at. */
const base = {
  'main.tsx': '',
  'app.tsx': '',
  'router.tsx': '',
  'layouts/owner-layout.tsx': '',
  'components/button.tsx': '',
  'lib/notify.ts': '',
  'api/client.ts': '',
  'public-site/reads.ts': '',
  'public-site/page.tsx': '',
  'features/storefront/store-page.tsx': '',
  'features/storefront/api/get-storefront.ts': '',
  'features/game/game-page.tsx': '',
  'features/game/admin/admin-game-page.tsx': '',
  'features/errors/not-found-page.tsx': '',
  'features/errors/not-allowed-panel.tsx': '',
  'features/products/products-page.tsx': '',
  'features/customers/customer-search.tsx': '',
  'features/customers/api/keys.ts': '',
  'features/customers/report/report-list.tsx': '',
  'features/crm/chatbot/api/keys.ts': '',
  'features/crm/chatbot/send-tab.tsx': '',
};

/** A web app folder (what src/web is) with `base` and one more file `path` holding `source`. */
function webTree(path, source) {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  trees.push(root);
  for (const [file, text] of Object.entries({ ...base, [path]: source })) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

/** The rules the one import of `path` breaks (an empty list: allowed). */
function broken(path, source) {
  return checkBoundaries(webTree(path, source)).map((v) => v.rule);
}

describe('public-entry: the public pages do not import the owner panel', () => {
  it.each([
    ['public-site/main.tsx', "import { router } from '../router.tsx';"],
    ['public-site/main.tsx', "import { App } from '../app.tsx';"],
    ['public-site/main.tsx', "import '../main.tsx';"],
    ['public-site/page.tsx', "import { OwnerLayout } from '../layouts/owner-layout.tsx';"],
    ['public-site/main.tsx', "const page = () => import('../features/products/products-page.tsx');"],
    ['public-site/main.tsx', "const page = () => import('../features/game/admin/admin-game-page.tsx');"],
    ['public-site/main.tsx', "export { NotAllowedPanel } from '../features/errors/not-allowed-panel.tsx';"],
    ['features/storefront/cart/cart.tsx', "import { OwnerLayout } from '../../layouts/owner-layout.tsx';"],
    ['features/game/reels.ts', "import { AdminGamePage } from './admin/admin-game-page.tsx';"],
  ])('%s: %s is forbidden', (path, source) => {
    expect(broken(path, source)).toContain('public-entry');
  });

  it.each([
    ['public-site/main.tsx', "const page = () => import('../features/storefront/store-page.tsx');"],
    ['public-site/main.tsx', "const page = () => import('../features/game/game-page.tsx');"],
    ['public-site/main.tsx', "const page = () => import('../features/errors/not-found-page.tsx');"],
    ['public-site/main.tsx', "import { Button } from '../components/button.tsx';"],
    ['public-site/reads.ts', "import { api } from '../api/client.ts';"],
    ['public-site/main.tsx', "import { goTo } from './page.tsx';"],
    ['public-site/main.tsx', "import { paths } from '../../shared/paths.ts';"],
  ])('%s: %s is allowed', (path, source) => {
    expect(broken(path, source)).toEqual([]);
  });
});

describe('public-site-only: only the public pages import the public entry (its router and data layer)', () => {
  it.each([
    ['features/products/products-page.tsx', "import { useQuery } from '../../public-site/reads.ts';"],
    ['features/game/admin/prizes.ts', "import { useMutation } from '../../../public-site/reads.ts';"],
    ['features/errors/not-allowed-panel.tsx', "import { Link } from '../../public-site/page.tsx';"],
    ['layouts/owner-layout.tsx', "import { useQuery } from '../public-site/reads.ts';"],
    ['components/button.tsx', "import { Link } from '../public-site/page.tsx';"],
    ['lib/notify.ts', "import type { QueryOptions } from '../public-site/reads.ts';"],
    ['router.tsx', "const load = () => import('./public-site/main.tsx');"],
  ])('%s: %s is forbidden', (path, source) => {
    expect(broken(path, source)).toContain('public-site-only');
  });

  it.each([
    ['features/storefront/api/get-storefront.ts', "import { useRead } from '../../../public-site/reads.ts';"],
    ['features/game/game-page.tsx', "import { useWrite } from '../../public-site/reads.ts';"],
    ['features/errors/not-found-page.tsx', "import { Link } from '../../public-site/page.tsx';"],
    ['public-site/main.tsx', "import { PublicPage } from './page.tsx';"],
  ])('%s: %s is allowed', (path, source) => {
    expect(broken(path, source)).toEqual([]);
  });
});

describe("feature-internals: a feature imports only another feature's api/ folder", () => {
  it.each([
    ['features/crm/customers/section.tsx', "import { CustomerSearch } from '../../customers/customer-search.tsx';"],
    ['features/crm/customers/section.tsx', "import { ReportList } from '../../customers/report/report-list.tsx';"],
    ['features/sales/sale-page.tsx', "import { SendTab } from '../crm/chatbot/send-tab.tsx';"],
    ['features/sales/sale-page.tsx', "import type { Props } from '../customers/customer-search.tsx';"],
    ['features/sales/sale-page.tsx', "export { CustomerSearch } from '../customers/customer-search.tsx';"],
    ['features/sales/sale-page.tsx', "const load = () => import('../customers/customer-search.tsx');"],
    ['features/sales/sale-page.tsx', "import { CustomerSearch } from '../customers/customer-search';"],
    ['features/sales/sale.test.tsx', "import { CustomerSearch } from '../customers/customer-search.tsx';"],
    [
      'features/sales/sale-page.tsx',
      "import {\n  CustomerSearch,\n  type Props,\n} from '../customers/customer-search.tsx';",
    ],
  ])('%s: %s is forbidden', (path, source) => {
    expect(broken(path, source)).toEqual(['feature-internals']);
  });

  it.each([
    ['features/sales/sale-page.tsx', "import { customerKeys } from '../customers/api/keys.ts';"],
    ['features/sales/sale-page.tsx', "import { chatbotKeys } from '../crm/chatbot/api/keys.ts';"],
    ['features/crm/customers/section.tsx', "import { SendTab } from '../chatbot/send-tab.tsx';"],
    ['features/customers/report/report-list.tsx', "import { CustomerSearch } from '../customer-search.tsx';"],
    ['features/sales/sale-page.tsx', "import { Button } from '../../components/button.tsx';"],
    ['features/sales/sale-page.tsx', "import { notify } from '../../lib/notify.ts';"],
    ['features/sales/sale-page.tsx', "import { money } from '../../../shared/money.ts';"],
    ['features/sales/sale-page.tsx', "import { useQuery } from '@tanstack/react-query';"],
    ['layouts/owner-layout.tsx', "import { NotAllowedPanel } from '../features/errors/not-allowed-panel.tsx';"],
  ])('%s: %s is allowed', (path, source) => {
    expect(broken(path, source)).toEqual([]);
  });
});

describe('the report', () => {
  it('names the file, the line, the import as written, the file it resolves to and the rule', () => {
    const source =
      "import { a } from '../../components/button.tsx';\n\nimport { b } from '../customers/customer-search.tsx';\n";
    expect(checkBoundaries(webTree('features/sales/sale-page.tsx', source))).toEqual([
      {
        file: 'features/sales/sale-page.tsx',
        line: 3,
        specifier: '../customers/customer-search.tsx',
        target: 'features/customers/customer-search.tsx',
        rule: 'feature-internals',
        message: expect.stringContaining('only its api/ folder'),
      },
    ]);
  });

  it('exits 1 with one line per forbidden import, and 0 when there is none', () => {
    const bad = webTree('features/sales/sale-page.tsx', "import { b } from '../customers/customer-search.tsx';\n");
    const failed = spawnSync(process.execPath, [checker, bad], { cwd: bad, encoding: 'utf8' });
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain(
      "features/sales/sale-page.tsx:1: imports '../customers/customer-search.tsx' (features/customers/customer-search.tsx): [feature-internals]",
    );
    const good = webTree('features/sales/sale-page.tsx', "import { k } from '../customers/api/keys.ts';\n");
    const passed = spawnSync(process.execPath, [checker, good], { cwd: good, encoding: 'utf8' });
    expect(passed.status).toBe(0);
    expect(passed.stderr).toBe('');
  });
});

describe('the web app', () => {
  it('has no import across its boundaries', () => {
    expect(checkBoundaries(join(repo, 'src', 'web'))).toEqual([]);
  });

  it("marks as public the same files as biome.json's override of noRestrictedImports", () => {
    const config = JSON.parse(readFileSync(join(repo, 'biome.json'), 'utf8'));
    const override = config.overrides.find((o) => o.linter?.rules?.style?.noRestrictedImports);
    const inWeb = publicCode.map((p) => (p.startsWith('!') ? `!src/web/${p.slice(1)}` : `src/web/${p}`));
    expect(override.includes).toEqual(inWeb);
  });

  it('reads a later ! pattern as taking out what an earlier one matched', () => {
    expect(matchesList('features/game/game-page.tsx', publicCode)).toBe(true);
    expect(matchesList('features/game/admin/admin-game-page.tsx', publicCode)).toBe(false);
    expect(matchesList('features/errors/not-found-page.tsx', publicCode)).toBe(true);
    expect(matchesList('features/errors/not-allowed-panel.tsx', publicCode)).toBe(false);
    expect(matchesList('features/storefrontx/page.tsx', publicCode)).toBe(false);
  });
});
