import path from 'node:path';

/** What the bundler tells of a module while it forms chunks (Rolldown's ChunkingContext). */
type ModuleGraph = {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
};

/** Every module `root` imports statically (or also dynamically), directly or not, `root` included. */
function closure(root: string, graph: ModuleGraph, dynamic = false): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    const info = graph.getModuleInfo(id);
    if (!info) return;
    seen.add(id);
    for (const imported of info.importedIds) visit(imported);
    if (dynamic) for (const imported of info.dynamicallyImportedIds) visit(imported);
  };
  visit(root);
  return seen;
}

/**
 * Code-splitting groups (vite.config.ts) for the scripts a first visit to the public site fetches before its
 * page takes taps. Left to the automatic splitting, that code came as some twenty-five small files (modules
 * each shared by a different set of screens and apps), each compressed on its own: gzip starts every file with
 * an empty dictionary, and each file names the files it imports, so the same code cost about a fifth more than
 * in a few files. The modules the public site's app (src/web/public/main.tsx), its router and screen table
 * (tree.tsx) and the home page's frame import come in three files, by who else runs them:
 *
 * - `app-shell`: what the other apps run at their start too (mount, theme, dialogs, language, session, the
 *   service worker's registration);
 * - `site-frame`: what the other apps' screens draw later too (the header, footer, menu and language switch
 *   of the pages, the plain dialogs);
 * - `public-site`: the rest, the public site's own (its router and screen table).
 *
 * So the other apps load nothing more than before at their start, and their screens nothing of the public
 * site's own. The home page's own code (src/web/public/home) stays in its chunk, as each screen's does.
 * The entries (src/web/<app>/start.ts) and what they import (start-app.ts, the styles) are left out: they run
 * before React is loaded (start-app.ts), so no group takes in the modules its own import
 * (`includeDependenciesRecursively: false`; the groups' modules import no module of a later group).
 */
export function firstLoadGroups(projectRoot: string) {
  const file = (name: string) => path.join(projectRoot, name);
  const publicApp = file('src/web/public/main.tsx');
  const publicTree = file('src/web/public/tree.tsx');
  const homePage = file('src/web/public/home/HomePage.tsx');
  const homeFolder = file('src/web/public/home') + path.sep;
  const entries = ['public', 'ride', 'driver', 'console'].map((app) => file(`src/web/${app}/start.ts`));
  const otherAppMains = ['ride', 'driver', 'console'].map((app) => file(`src/web/${app}/main.tsx`));
  let groups: Map<string, string> | undefined;
  const groupOf = (id: string, graph: ModuleGraph) => {
    if (!groups) {
      groups = new Map();
      const taken = new Set<string>();
      for (const entry of entries) for (const id of closure(entry, graph)) taken.add(id);
      // What the public site's first visit runs before it takes taps: its app, its router and screen table,
      // and what the home page draws that is not its own.
      const site = closure(publicApp, graph);
      site.delete(publicApp);
      for (const id of closure(publicTree, graph)) site.add(id);
      for (const id of closure(homePage, graph)) if (!id.startsWith(homeFolder)) site.add(id);
      // What the other apps run at their start, and later.
      const otherStarts = new Set<string>();
      const otherApps = new Set<string>();
      for (const app of otherAppMains) {
        for (const id of closure(app, graph)) otherStarts.add(id);
        for (const id of closure(app, graph, true)) otherApps.add(id);
      }
      for (const id of site) {
        if (taken.has(id) || id.includes(`${path.sep}node_modules${path.sep}`)) continue;
        groups.set(id, otherStarts.has(id) ? 'app-shell' : otherApps.has(id) ? 'site-frame' : 'public-site');
      }
    }
    return groups.get(id) ?? null;
  };
  return [
    {
      name: (id: string, graph: ModuleGraph) => groupOf(id, graph),
      debugName: 'public site before taps',
      priority: 1,
      includeDependenciesRecursively: false,
    },
  ];
}
