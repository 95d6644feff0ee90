import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadServerConfig } from '@config/server';
import { contentSecurityPolicy, inlineScriptHashes } from '@/server/plugins/security-headers';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true }))));

/** A build with the public and rider entries' HTML (the others missing). */
async function build(publicScript: string, rideScript: string) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'brp-csp-'));
  dirs.push(dir);
  await fs.mkdir(path.join(dir, 'ride'));
  const page = (script: string) =>
    `<!doctype html><html><head><script>${script}</script><script type="application/json" id="x">{}</script></head><body><div id="root"></div></body></html>`;
  await fs.writeFile(path.join(dir, 'index.html'), page(publicScript));
  await fs.writeFile(path.join(dir, 'ride', 'index.html'), page(rideScript));
  return dir;
}

const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

describe("the CSP's inline scripts", () => {
  it("allows each entry page's first script by its hash, and nothing else inline", async () => {
    const dir = await build('start("public")', 'start("ride")');
    const hashes = inlineScriptHashes(dir);
    expect(hashes.sort()).toEqual([sha256('start("public")'), sha256('start("ride")')].sort());
    const scriptSrc = contentSecurityPolicy(loadServerConfig({}), hashes)['script-src'];
    expect(scriptSrc).toEqual(["'self'", ...hashes]);
    expect(scriptSrc.join(' ')).not.toContain('unsafe-inline');
  });

  it('lists one hash for entries that share a first script, and none without a build', async () => {
    const dir = await build('same()', 'same()');
    expect(inlineScriptHashes(dir)).toEqual([sha256('same()')]);
    expect(inlineScriptHashes(undefined)).toEqual([]);
    expect(contentSecurityPolicy(loadServerConfig({}))['script-src']).toEqual(["'self'"]);
  });
});
