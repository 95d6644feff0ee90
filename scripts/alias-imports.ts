// Rewrites imports that climb two or more folders into the project's path aliases (`@/` for src/,
// `@config/` and `@schemas/` for the top-level folders of the same names), so a reader sees where a module
// lives instead of counting dots. The aliases are declared once in tsconfig.json and read from there by
// Vite, vitest, tsx and esbuild (see `scripts/aliases.ts`).
//
//   node --import tsx scripts/alias-imports.ts          rewrite in place
//   node --import tsx scripts/alias-imports.ts --check  list what would change, exit 1 if anything would
import fs from 'node:fs';
import path from 'node:path';
import { ALIASES } from './aliases';

const ROOT = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['src', 'config', 'schemas', 'tests', 'bench', 'scripts'];
const SPECIFIER = /((?:\bfrom|\bimport|\bimport\(|\bvi\.mock\()\s*)(['"])((?:\.\.\/){2,}[^'"]*)\2/g;

function* codeFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') yield* codeFiles(full);
    } else if (/\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      yield full;
    }
  }
}

/** The alias form of a relative import, or null where the target lies outside every aliased folder. */
export function aliasFor(file: string, specifier: string): string | null {
  const target = path.resolve(path.dirname(file), specifier);
  for (const [alias, folder] of Object.entries(ALIASES)) {
    const base = path.join(ROOT, folder);
    if (target === base || target.startsWith(`${base}${path.sep}`)) {
      return `${alias}${path.relative(base, target).split(path.sep).join('/')}`;
    }
  }
  return null;
}

function main() {
  const check = process.argv.includes('--check');
  let changed = 0;
  for (const folder of FOLDERS) {
    const dir = path.join(ROOT, folder);
    if (!fs.existsSync(dir)) continue;
    for (const file of codeFiles(dir)) {
      const text = fs.readFileSync(file, 'utf8');
      const next = text.replace(SPECIFIER, (whole, lead: string, quote: string, specifier: string) => {
        const alias = aliasFor(file, specifier);
        return alias ? `${lead}${quote}${alias}${quote}` : whole;
      });
      if (next === text) continue;
      changed += 1;
      if (check) console.log(path.relative(ROOT, file));
      else fs.writeFileSync(file, next);
    }
  }
  console.log(`${changed} file(s) ${check ? 'would change' : 'rewritten'}`);
  if (check && changed > 0) process.exitCode = 1;
}

main();
