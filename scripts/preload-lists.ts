import type { Plugin, Rollup } from 'vite';

/**
 * Shorter preload lists for the app's dynamic imports. Vite writes, beside each `import()`, every script the
 * imported chunk needs, to fetch them at once instead of one import after another; the lists of a chunk that
 * imports many screens (the public site's screen table) name React, the shell and the frame again at each
 * screen. The scripts the importing chunk imports itself, directly or not, have run before its `import()` can:
 * they are left out (preloading them again did nothing). Stylesheets stay, as Vite keeps them.
 *
 * `plugin` goes in the build's plugins and `resolveDependencies` in `build.modulePreload`.
 */
export function preloadLists() {
  let bundle: Rollup.OutputBundle | undefined;
  const imported = new Map<string, Set<string>>();
  /** The scripts `file` imports statically, directly or not. */
  const importedBy = (file: string): Set<string> => {
    let found = imported.get(file);
    if (found) return found;
    found = new Set();
    const visit = (name: string) => {
      const chunk = bundle?.[name];
      if (chunk?.type !== 'chunk') return;
      for (const dependency of chunk.imports) {
        if (found?.has(dependency)) continue;
        found?.add(dependency);
        visit(dependency);
      }
    };
    visit(file);
    imported.set(file, found);
    return found;
  };
  const plugin: Plugin = {
    name: 'brp-preload-lists',
    apply: 'build',
    // Before Vite writes the lists (its import analysis, in the same hook).
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
        imported.clear();
      },
    },
  };
  const resolveDependencies = (
    file: string,
    dependencies: string[],
    context: { hostId: string; hostType: 'html' | 'js' },
  ) => {
    if (context.hostType !== 'js' || !bundle) return dependencies;
    const loaded = importedBy(context.hostId);
    return dependencies.filter((dependency) => dependency === file || !loaded.has(dependency));
  };
  return { plugin, resolveDependencies };
}
