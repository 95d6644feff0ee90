import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoadGroups } from '../../../scripts/first-load-groups';

const ROOT = path.join(path.sep, 'brp');
const id = (name: string) => path.join(ROOT, name);

/** A small module graph shaped like the web apps': each module's static and dynamic imports. */
function graphOf(modules: Record<string, { imports?: string[]; dynamic?: string[] }>) {
  return {
    getModuleInfo(moduleId: string) {
      const name = path.relative(ROOT, moduleId);
      const module = modules[name];
      if (!module) return null;
      return {
        importedIds: (module.imports ?? []).map(id),
        dynamicallyImportedIds: (module.dynamic ?? []).map(id),
      };
    },
  };
}

const graph = graphOf({
  'src/web/public/start.ts': {
    imports: ['src/web/shared/start-app.ts'],
    dynamic: ['src/web/public/main.tsx'],
  },
  'src/web/ride/start.ts': { imports: ['src/web/shared/start-app.ts'], dynamic: ['src/web/ride/main.tsx'] },
  'src/web/driver/start.ts': { imports: ['src/web/shared/start-app.ts'] },
  'src/web/console/start.ts': { imports: ['src/web/shared/start-app.ts'] },
  'src/web/shared/start-app.ts': {},
  'src/web/public/main.tsx': { imports: ['src/web/shared/mount.tsx'], dynamic: ['src/web/public/tree.tsx'] },
  'src/web/shared/mount.tsx': { imports: ['src/web/shared/start-app.ts', 'node_modules/react-dom/index.js'] },
  'node_modules/react-dom/index.js': {},
  'src/web/public/tree.tsx': {
    imports: ['src/web/public/router.tsx'],
    dynamic: ['src/web/public/home/HomePage.tsx'],
  },
  'src/web/public/router.tsx': { imports: ['src/web/shared/mount.tsx'] },
  'src/web/public/home/HomePage.tsx': {
    imports: ['src/web/public/home/Chooser.tsx', 'src/web/shared/PageLayout.tsx'],
  },
  'src/web/public/home/Chooser.tsx': {},
  'src/web/shared/PageLayout.tsx': { imports: ['src/web/shared/mount.tsx'] },
  'src/web/ride/main.tsx': {
    imports: ['src/web/shared/mount.tsx'],
    dynamic: ['src/web/ride/WalletPage.tsx'],
  },
  'src/web/ride/WalletPage.tsx': { imports: ['src/web/shared/PageLayout.tsx'] },
  'src/web/driver/main.tsx': { imports: ['src/web/shared/mount.tsx'] },
  'src/web/console/main.tsx': {},
});

function groupOf(name: string): string | null {
  const [group] = firstLoadGroups(ROOT);
  return group.name(id(name), graph) ?? null;
}

describe('the public site’s first-load chunks', () => {
  it('puts what the other apps run at their start in the shell, and what their screens draw in the frame', () => {
    expect(groupOf('src/web/shared/mount.tsx')).toBe('app-shell');
    expect(groupOf('src/web/shared/PageLayout.tsx')).toBe('site-frame');
    expect(groupOf('src/web/public/router.tsx')).toBe('public-site');
    expect(groupOf('src/web/public/tree.tsx')).toBe('public-site');
  });

  it('leaves the entries and their imports, packages, the home page’s own code and the app modules apart', () => {
    for (const name of [
      'src/web/shared/start-app.ts',
      'src/web/public/start.ts',
      'src/web/public/main.tsx',
      'node_modules/react-dom/index.js',
      'src/web/public/home/HomePage.tsx',
      'src/web/public/home/Chooser.tsx',
      'src/web/ride/WalletPage.tsx',
    ]) {
      expect(groupOf(name), name).toBeNull();
    }
  });
});
