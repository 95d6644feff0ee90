import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ENTRY_HTML, type WebEntry } from '../config/routes';

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[] };

/**
 * First-load JavaScript of each web app, gzip-compressed: its entry script and every module it imports, from
 * the build's manifest. The public site's first script imports the app (`main.tsx`) as soon as the page has
 * been painted (src/web/public/start.ts): that code counts too.
 */
export function firstLoadSizes(distDir: string): Record<WebEntry, { files: number; gzipBytes: number }> {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const out = {} as Record<WebEntry, { files: number; gzipBytes: number }>;
  for (const [entry, html] of Object.entries(ENTRY_HTML) as [WebEntry, string][]) {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
      for (const imported of chunk.dynamicImports ?? []) if (imported.endsWith('/main.tsx')) visit(imported);
    };
    visit(html);
    if (files.size === 0) throw new Error(`${html} is not in the build's manifest`);
    const gzipBytes = [...files].reduce(
      (sum, file) => sum + gzipSync(fs.readFileSync(path.join(distDir, file))).length,
      0,
    );
    out[entry] = { files: files.size, gzipBytes };
  }
  return out;
}
