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
import { fillShell, type PageRenderer } from '../src/shared/page-html';
import { firstScreenStyles, readAsset } from '../src/server/first-screen-styles';
import { compressBeside } from './precompress';

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.join(root, 'dist');
const renderer = path.join(root, 'build/ssr/render-public.js');

async function main() {
  // React and MUI render as in the production browser build (no development checks or warnings).
  process.env.NODE_ENV = 'production';
  const { render } = (await import(pathToFileURL(renderer).href)) as PageRenderer;
  const shell = await fs.readFile(path.join(distDir, ENTRY_HTML.public), 'utf8');
  await fs.rm(path.join(distDir, 'prerendered'), { recursive: true, force: true });
  // Each page carries its first screen's style rules and links the stylesheet once painted.
  const withStyles = firstScreenStyles((href) => readAsset(distDir, href));
  for (const locale of LOCALES) {
    for (const pathname of PRERENDERED_PAGES) {
      const page = await render(pathname, locale);
      const file = path.join(distDir, prerenderedFile(pathname, locale));
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, withStyles(fillShell(shell, pathname, locale, page)));
      await compressBeside(file);
    }
  }
  console.log(`prerendered ${PRERENDERED_PAGES.length} pages in ${LOCALES.join(', ')}`);
}

await main();
