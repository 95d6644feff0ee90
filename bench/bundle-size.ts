import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ENTRY_HTML, type WebEntry } from '../config/routes';

/** First-load JavaScript of each web app: its entry script and every module it preloads, gzip-compressed. */
export function firstLoadSizes(distDir: string): Record<WebEntry, { files: number; gzipBytes: number }> {
  const out = {} as Record<WebEntry, { files: number; gzipBytes: number }>;
  for (const [entry, file] of Object.entries(ENTRY_HTML) as [WebEntry, string][]) {
    const html = fs.readFileSync(path.join(distDir, file), 'utf8');
    const sources = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    const unique = [...new Set(sources)];
    const gzipBytes = unique.reduce(
      (sum, src) => sum + gzipSync(fs.readFileSync(path.join(distDir, src))).length,
      0,
    );
    out[entry] = { files: unique.length, gzipBytes };
  }
  return out;
}
