import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALIASES } from '../../../scripts/aliases';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const FOLDERS = ['src', 'config', 'schemas'];
const EXTENSIONS = ['.ts', '.tsx'];

function codeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return codeFiles(full);
    return EXTENSIONS.includes(path.extname(entry.name)) ? [full] : [];
  });
}

/** Every module a file imports (static, type-only and dynamic imports, and re-exports), as written. */
function specifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [/\bfrom\s+'([^']+)'/g, /\bimport\s*\(\s*'([^']+)'\s*\)/g, /^import\s+'([^']+)'/gm];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.push(match[1]);
  return found;
}

/** The file path a relative or aliased specifier points at, or null for packages. */
function target(from: string, specifier: string): string | null {
  const bare = specifier.replace(/\?.*$/, '');
  if (bare.startsWith('.')) return path.resolve(path.dirname(from), bare);
  const alias = Object.keys(ALIASES).find((prefix) => bare.startsWith(prefix));
  return alias ? path.join(ROOT, ALIASES[alias], bare.slice(alias.length)) : null;
}

/** The project file a specifier names, or null for packages and assets. */
function resolve(from: string, specifier: string): string | null {
  const base = target(from, specifier);
  if (!base) return null;
  for (const candidate of [
    base,
    ...EXTENSIONS.map((e) => base + e),
    ...EXTENSIONS.map((e) => path.join(base, `index${e}`)),
  ]) {
    if (
      EXTENSIONS.includes(path.extname(candidate)) &&
      fs.existsSync(candidate) &&
      fs.statSync(candidate).isFile()
    ) {
      return candidate;
    }
  }
  return null;
}

const files = FOLDERS.flatMap((folder) => codeFiles(path.join(ROOT, folder)));
const graph = new Map(
  files.map((file) => {
    const source = fs.readFileSync(file, 'utf8');
    return [file, specifiers(source).flatMap((s) => resolve(file, s) ?? [])] as const;
  }),
);

/** Groups of files that import each other, directly or through others (Tarjan's strongly connected components). */
function cycles(): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (file: string) => {
    indexOf.set(file, index);
    low.set(file, index);
    index++;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file) as number, indexOf.get(next) as number));
      }
    }
    if (low.get(file) === indexOf.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        group.push(path.relative(ROOT, member));
      } while (member !== file);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const file of graph.keys()) if (!indexOf.has(file)) visit(file);
  return groups;
}

describe('imports', () => {
  it('reads the project files', () => {
    expect(files.length).toBeGreaterThan(300);
  });

  it('form no cycles between files', () => {
    expect(cycles()).toEqual([]);
  });

  it('name another folder of the project by its alias instead of climbing to it', () => {
    const climbing = files.flatMap((file) => {
      const source = fs.readFileSync(file, 'utf8');
      return specifiers(source)
        .filter((s) => s.startsWith('../../'))
        .map((s) => `${path.relative(ROOT, file)}: ${s}`);
    });
    expect(climbing).toEqual([]);
  });

  it('follow aliased imports to their files', () => {
    const aliased = [...graph.entries()].filter(([file]) =>
      specifiers(fs.readFileSync(file, 'utf8')).some((s) => s.startsWith('@/')),
    );
    expect(aliased.length).toBeGreaterThan(100);
    expect(aliased.every(([, imports]) => imports.length > 0)).toBe(true);
  });
});
