// The project's path aliases, read from tsconfig.json's `paths` so there is one list: TypeScript and tsx
// read tsconfig.json themselves, esbuild too; Vite and vitest get theirs from here.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

type TsConfig = { compilerOptions: { paths: Record<string, string[]> } };

function readAliases(): Record<string, string> {
  const tsconfig = JSON.parse(fs.readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8')) as TsConfig;
  const aliases: Record<string, string> = {};
  for (const [pattern, [target]] of Object.entries(tsconfig.compilerOptions.paths)) {
    aliases[pattern.replace(/\*$/, '')] = target.replace(/^\.\//, '').replace(/\/\*$/, '');
  }
  return aliases;
}

/** Alias prefix (`@/`) → folder under the project root (`src`). */
export const ALIASES = readAliases();

/** The same aliases as Vite's `resolve.alias` entries. */
export function viteAliases(): { find: RegExp; replacement: string }[] {
  return Object.entries(ALIASES).map(([alias, folder]) => ({
    find: new RegExp(`^${alias.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`),
    replacement: `${path.join(ROOT, folder)}/`,
  }));
}
