import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import type { Plugin } from 'vite';
import { APP_SCRIPTS_META, MANIFEST_META } from '../src/shared/page-html';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Vite plugin (build only): each entry's HTML gets its first script inline, and names its app scripts in a
 * <meta> (`APP_SCRIPTS_META`) instead of loading them. Vite writes `<script type="module" src>` and
 * `<link rel="modulepreload">` tags, which the browser fetches at once, before the first paint; on a slow link
 * each is another round trip before the page shows. The inline script (`firstScripts`: the HTML entry's path
 * under the pages folder → its source, bundled here) asks for them once the page has been painted
 * (src/web/shared/first-script.ts). The server allows it by its hash in the CSP
 * (src/server/plugins/security-headers.ts), read from the built HTML.
 *
 * The other requests a page would make before its first paint go too: the web app manifest (which the browser
 * fetches once the page has loaded, possibly before it is painted) is named in a <meta> for the first script
 * to link after the paint, and the site's icon (`publicDir`/favicon.svg, a few hundred bytes) is written into
 * the page as a data: address.
 */
export function firstScript(
  pagesRoot: string,
  publicDir: string,
  firstScripts: Record<string, string>,
): Plugin {
  const built = new Map<string, string>();
  const inline = (source: string) => {
    let code = built.get(source);
    if (code === undefined) {
      const result = buildSync({
        entryPoints: [path.join(ROOT, source)],
        bundle: true,
        minify: true,
        format: 'iife',
        target: 'es2020',
        write: false,
        legalComments: 'none',
        tsconfig: path.join(ROOT, 'tsconfig.json'),
      });
      code = result.outputFiles[0].text.trim();
      if (code.includes('</script')) throw new Error(`${source}: "</script" cannot be inline`);
      built.set(source, code);
    }
    return code;
  };
  // An SVG in a data: address needs only its quotes changed and a few characters escaped.
  const icon = () =>
    `data:image/svg+xml,${fs
      .readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8')
      .trim()
      .replace(/"/g, "'")
      .replace(/[%#<>{}]/g, encodeURIComponent)}`;
  return {
    name: 'brp-first-script',
    apply: 'build',
    buildStart() {
      built.clear();
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const page = path.relative(pagesRoot, ctx.filename).split(path.sep).join('/');
        const source = firstScripts[page];
        if (!source) throw new Error(`${page}: no first script named for it`);
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?\s*/.exec(html);
        if (!entry) throw new Error(`${page}: no module script written by the build`);
        const imported: string[] = [];
        const withoutPreloads = html.replace(
          /<link rel="modulepreload" crossorigin href="([^"]+)">\n?\s*/g,
          (_tag, href: string) => {
            imported.push(href);
            return '';
          },
        );
        const scripts = [entry[1], ...imported].join(' ');
        return withoutPreloads
          .replace(
            entry[0],
            `<meta name="${APP_SCRIPTS_META}" content="${scripts}">\n    <script>${inline(source)}</script>\n    `,
          )
          .replace(/<link rel="manifest" href="([^"]+)" \/>/, `<meta name="${MANIFEST_META}" content="$1">`)
          .replace(
            /<link rel="icon" href="\/favicon\.svg" type="image\/svg\+xml" \/>/,
            `<link rel="icon" href="${icon()}" type="image/svg+xml">`,
          );
      },
    },
  };
}
