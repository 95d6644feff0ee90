/**
 * After the browser build: renders each page of config/prerendered-pages.ts in English and Filipino with the
 * server build of src/web/ssr/render-public.tsx and writes it into a copy of the public entry's HTML
 * (`dist/prerendered/<locale>/<page>.html`, with brotli and gzip copies). The server sends these to signed-out
 * visitors (src/server/plugins/pages.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ENTRY_HTML } from '../config/routes';
import { PRERENDERED_PAGES, prerenderedFile } from '../config/prerendered-pages';
import { LOCALES } from '../src/shared/i18n';
import type { RenderedPage } from '../src/web/ssr/render-public';
import { compressBeside } from './precompress';

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.join(root, 'dist');
const renderer = path.join(root, 'build/ssr/render-public.js');

/**
 * Until the app has hydrated the page, taps would be lost (no handlers yet): the first screen shows at once but
 * takes input only when hydrated (mount.tsx sets data-hydrated). Without JavaScript its plain links work.
 */
const UNTIL_HYDRATED =
  '<style>#root[data-prerendered]:not([data-hydrated]){pointer-events:none}</style>' +
  '<noscript><style>#root[data-prerendered]{pointer-events:auto!important}</style></noscript>';

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The entry's HTML with the page's first screen in #root and its styles in the head. */
export function fillShell(shell: string, pathname: string, locale: string, page: RenderedPage): string {
  const rootTag = '<div id="root"></div>';
  if (!shell.includes(rootTag) || !shell.includes('</head>')) throw new Error('Unexpected entry HTML');
  return shell
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace('</head>', `${UNTIL_HYDRATED}${page.styles}</head>`)
    .replace(
      rootTag,
      `<div id="root" data-prerendered="${escapeAttr(pathname)}" data-locale="${locale}">${page.html}</div>`,
    );
}

async function main() {
  // React and MUI render as in the production browser build (no development checks or warnings).
  process.env.NODE_ENV = 'production';
  const { render } = (await import(pathToFileURL(renderer).href)) as {
    render(url: string, locale: string): Promise<RenderedPage>;
  };
  const shell = await fs.readFile(path.join(distDir, ENTRY_HTML.public), 'utf8');
  await fs.rm(path.join(distDir, 'prerendered'), { recursive: true, force: true });
  for (const locale of LOCALES) {
    for (const pathname of PRERENDERED_PAGES) {
      const page = await render(pathname, locale);
      const file = path.join(distDir, prerenderedFile(pathname, locale));
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, fillShell(shell, pathname, locale, page));
      await compressBeside(file);
    }
  }
  console.log(`prerendered ${PRERENDERED_PAGES.length} pages in ${LOCALES.join(', ')}`);
}

await main();
