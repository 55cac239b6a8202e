// `node scripts/check-boundaries.mjs [webDir]` (part of `npm run lint`): the module boundaries of the
// web app that an import's specifier alone cannot show (docs/conventions.md, "Boundaries"). Every
// relative import of every source file under src/web (tests too) is resolved to a path, then:
//   public-entry       the public pages' code imports no owner panel module;
//   public-site-only   only the public pages' code imports src/web/public-site/ (its page and reads);
//   feature-internals  a feature imports another feature's api/ folders only.
// Which packages the public pages may not import (React Router, TanStack Query) is Biome's
// noRestrictedImports, in biome.json's override for the same files as `publicCode` below.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

/**
 * The public pages' code, relative to src/web: the public entry (its page and reads) and
 * the pages it loads. A later `!` pattern takes out what an earlier one matched. biome.json's
 * override has the same list (with `src/web/` in front); a test keeps the two equal.
 */
export const publicCode = [
  'public-site/**',
  'features/landing/**',
  'features/storefront/**',
  'features/survey/**',
  'features/game/**',
  '!features/game/admin/**',
  'features/errors/not-found-page.tsx',
];

/** The owner panel's own modules, beside its features: its entry, app, router and layouts. */
const panelModules = ['main.tsx', 'app.tsx', 'router.tsx', 'layouts/**'];

const sourceFile = /\.(ts|tsx|mts|js|jsx|mjs)$/;
const resolvable = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'];

/** Whether a path (relative to src/web, with `/`) matches a pattern: `dir/**` or an exact path. */
function matches(path, pattern) {
  return pattern.endsWith('/**') ? path.startsWith(pattern.slice(0, -2)) : path === pattern;
}

/** Whether a path matches a list of patterns, `!` ones taking out what earlier ones matched. */
export function matchesList(path, patterns) {
  let matched = false;
  for (const pattern of patterns) {
    if (pattern.startsWith('!')) {
      if (matched && matches(path, pattern.slice(1))) matched = false;
    } else if (!matched && matches(path, pattern)) matched = true;
  }
  return matched;
}

const isPublic = (path) => matchesList(path, publicCode);

/** The feature a path belongs to (`features/<name>/…`), or null. */
function featureOf(path) {
  const match = /^features\/([^/]+)\//.exec(path);
  return match ? match[1] : null;
}

/** The rules: each takes the importing file and the imported one (relative to src/web) and says why not, or null. */
export const rules = [
  {
    name: 'public-entry',
    check(from, to) {
      if (!isPublic(from)) return null;
      if (matchesList(to, panelModules)) {
        return "the public pages' code may not import the owner panel's entry, router or layouts";
      }
      if (to.startsWith('features/') && !isPublic(to)) {
        return "the public pages' code may import, of src/web/features/, only the public pages' code (publicCode in scripts/check-boundaries.mjs)";
      }
      return null;
    },
  },
  {
    name: 'public-site-only',
    check(from, to) {
      if (!to.startsWith('public-site/') || isPublic(from)) return null;
      return "only the public pages' code may import src/web/public-site/ (its router and data layer); the owner panel uses React Router and TanStack Query";
    },
  },
  {
    name: 'feature-internals',
    check(from, to) {
      const feature = featureOf(from);
      const other = featureOf(to);
      if (!feature || !other || feature === other) return null;
      const inside = to.slice(`features/${other}/`.length).split('/').slice(0, -1);
      if (inside.includes('api')) return null;
      return `features/${feature}/ may import, of features/${other}/, only its api/ folder; move what both use to src/web/components/, src/web/lib/ or src/shared/`;
    },
  },
];

/** Every source file under a directory. */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return sourceFile.test(entry.name) ? [path] : [];
  });
}

/** The file an import names: the path itself, or with an extension, or a folder's index. */
function resolveImport(fromFile, specifier) {
  const path = resolve(dirname(fromFile), specifier.replace(/[?#].*$/, ''));
  const isFile = (p) => existsSync(p) && statSync(p).isFile();
  if (isFile(path)) return path;
  for (const ext of resolvable) if (isFile(path + ext)) return path + ext;
  for (const ext of resolvable) if (isFile(join(path, `index${ext}`))) return join(path, `index${ext}`);
  return path;
}

/**
 * The forbidden imports of the web app in `webDir`: one entry per import, with the importing file
 * and the imported one (relative to `webDir`), the line, the specifier as written and the rule.
 */
export function checkBoundaries(webDir) {
  const root = resolve(webDir);
  const toWebPath = (file) => relative(root, file).split(sep).join('/');
  const violations = [];
  for (const file of sourceFiles(root)) {
    const text = readFileSync(file, 'utf8');
    const from = toWebPath(file);
    for (const { fileName: specifier, pos } of ts.preProcessFile(text, true, true).importedFiles) {
      if (!specifier.startsWith('./') && !specifier.startsWith('../')) continue;
      const target = resolveImport(file, specifier);
      const to = toWebPath(target);
      if (to.startsWith('..')) continue; // outside the web app (src/shared)
      for (const rule of rules) {
        const why = rule.check(from, to);
        if (why) {
          const line = text.slice(0, pos).split('\n').length;
          violations.push({ file: from, line, specifier, target: to, rule: rule.name, message: why });
        }
      }
    }
  }
  return violations;
}

/** One line per violation: `src/web/<file>:<line>: imports '<specifier>' (<target>): [<rule>] <why>`. */
export function formatViolation(violation, prefix = 'src/web/') {
  const { file, line, specifier, target, rule, message } = violation;
  return `${prefix}${file}:${line}: imports '${specifier}' (${prefix}${target}): [${rule}] ${message}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const repo = join(import.meta.dirname, '..');
  const webDir = process.argv[2] ? resolve(process.argv[2]) : join(repo, 'src', 'web');
  const shown = relative(process.cwd(), webDir).split(sep).join('/');
  const prefix = shown ? `${shown}/` : '';
  const violations = checkBoundaries(webDir);
  for (const violation of violations) console.error(formatViolation(violation, prefix));
  if (violations.length > 0) {
    console.error(
      `\n${violations.length} import(s) across the web app's boundaries (docs/conventions.md, "Boundaries").`,
    );
    process.exit(1);
  }
  console.log('Boundaries: no forbidden imports in the web app.');
}
