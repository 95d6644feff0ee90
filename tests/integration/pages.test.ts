import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE, prerenderedFile } from '@config/prerendered-pages';
import { ROLE_HINT_COOKIE, SESSION_HINT_COOKIE } from '@config/routes';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let distDir: string;
const script = `export const greeting = ${JSON.stringify('Magandang araw, Palawan! '.repeat(200))};\n`;

/** A build output as `npm run build` lays it out: four entry pages and a hashed asset with its compressed copies. */
async function writeDist(dir: string) {
  const page = (name: string) =>
    `<!doctype html><html><head><title>${name}</title><script type="module" src="/assets/app-Ab12Cd34.js"></script></head><body><div id="root"></div>${'<p>Murang pamasahe, ligtas na biyahe.</p>'.repeat(40)}</body></html>`;
  for (const [file, name] of [
    ['index.html', 'public'],
    ['ride/index.html', 'ride'],
    ['driver/index.html', 'driver'],
    ['console/index.html', 'console'],
  ]) {
    await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await fs.writeFile(path.join(dir, file), page(name));
  }
  await fs.mkdir(path.join(dir, 'assets'), { recursive: true });
  const asset = path.join(dir, 'assets/app-Ab12Cd34.js');
  await fs.writeFile(asset, script);
  await fs.writeFile(`${asset}.br`, zlib.brotliCompressSync(script));
  await fs.writeFile(`${asset}.gz`, zlib.gzipSync(script));
  await fs.writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // Pages prerendered by scripts/prerender.ts, in both languages; the brotli copy as the build writes it.
  for (const locale of ['en', 'fil'] as const) {
    for (const pathname of ['/register', '/login']) {
      const file = path.join(dir, prerenderedFile(pathname, locale));
      const html = `<!doctype html><html lang="${locale}"><body><div id="root" data-prerendered="${pathname}" data-locale="${locale}"><h1>${locale} ${pathname}</h1></div></body></html>`;
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, html);
      await fs.writeFile(`${file}.br`, zlib.brotliCompressSync(html));
    }
  }
}

beforeAll(async () => {
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'brp-dist-'));
  await writeDist(distDir);
  t = await createTestApp({ deps: { distDir } });
});
afterAll(async () => {
  await t?.close();
  await fs.rm(distDir, { recursive: true, force: true });
});

describe('web pages and assets', () => {
  it('sends hashed assets precompressed in the encoding the browser prefers, cached for a year', async () => {
    const br = await t.app.inject({
      url: '/assets/app-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await t.app.inject({ url: '/assets/app-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({ url: '/assets/app-Ab12Cd34.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('revalidates pages and unhashed files on every visit', async () => {
    const page = await t.app.inject({ url: '/pricing' });
    expect(page.statusCode).toBe(200);
    const compressed = await t.app.inject({ url: '/pricing', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe(page.body);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>public</title>');
    const icon = await t.app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    const missing = await t.app.inject({ url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>public</title>');
  });

  it('compresses JSON above a small size on the fly and leaves small answers alone', async () => {
    const big = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString()).openapi).toBeTruthy();
    const gz = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const small = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('redirects signed-out visits to login-only pages to /login with the return code', async () => {
    const cases: [string, string][] = [
      ['/book/ride', '/login?r=book%2Fride'],
      ['/ride/book', '/login?r=book%2Fride'],
      ['/driver/jobs', '/login?r=driver-jobs'],
      ['/delete-account', '/login?r=delete-account'],
      ['/claim', '/login?r=claim-gift-certificate'],
      ['/attendance/scanner', '/login?r=camera-scanner'],
      ['/delivery/edit_stores/42', '/login?r=delivery%2Fedit_stores_42'],
    ];
    for (const [url, location] of cases) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(location);
    }
    // A browser that holds a session token, and a link that carries one, get the page itself.
    const signedIn = await t.app.inject({
      url: '/book/ride',
      headers: { cookie: `other=1; ${SESSION_HINT_COOKIE}=1` },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('<title>ride</title>');
    const withToken = await t.app.inject({ url: '/id?token=abc' });
    expect(withToken.statusCode).toBe(200);
    // Pages open to everyone are never redirected.
    expect((await t.app.inject({ url: '/login?r=book%2Fride' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/booking/ABC123' })).statusCode).toBe(200);
  });

  it('sends staff who open a URL shared with drivers to the console, by the role hint alone', async () => {
    const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
    const staff = (roles: string) => `${SESSION_HINT_COOKIE}=1; ${ROLE_HINT_COOKIE}=${roles}`;
    for (const [url, roles, location] of [
      ['/tracking', 'admin', '/console/tracking'],
      ['/tracking/finished', 'operations-manager', '/console/tracking/finished'],
      ['/tracking?page=2', 'brp-partner-manager', '/console/tracking?page=2'],
      ['/drivers/commitment', 'driver.admin', '/console/commitments'],
    ] as const) {
      const res = await get(url, staff(roles));
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(location);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // Drivers keep their own screen; a partner manager is not operations staff; the console itself never moves.
    for (const [url, roles] of [
      ['/tracking', 'driver'],
      ['/drivers/commitment', 'brp-partner-manager'],
      ['/console/tracking', 'admin'],
    ] as const) {
      const res = await get(url, staff(roles));
      expect(res.statusCode, url).toBe(200);
    }
    expect((await get('/tracking', staff('driver'))).body).toContain('<title>driver</title>');
    // Without the signed-in hint the role hint counts for nothing (the login page comes first), and a malformed
    // hint is no role: the driver entry is served and its own check forwards in the browser.
    const signedOut = await get('/tracking', `${ROLE_HINT_COOKIE}=admin`);
    expect(signedOut.headers.location).toBe('/login?r=tracking');
    for (const hint of ['ADMIN', 'admin%0d%0aX-Evil:1', '', '..', `${'a'.repeat(60)}`]) {
      const res = await get('/tracking', staff(hint));
      expect(res.statusCode, hint).toBe(200);
      expect(res.body, hint).toContain('<title>driver</title>');
    }
  });

  it('sends signed-out visitors the prerendered page in their language, and the shell otherwise', async () => {
    const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
    expect((await get('/register')).body).toContain('<h1>en /register</h1>');
    expect((await get('/register', { 'accept-language': 'fil-PH,fil;q=0.9' })).body).toContain(
      '<h1>fil /register</h1>',
    );
    // The language chosen on the device (its cookie) wins over the browser's.
    const chosen = await get('/login?r=book%2Fride', {
      'accept-language': 'en-US',
      cookie: `${LOCALE_COOKIE}=fil`,
    });
    expect(chosen.body).toContain('<h1>fil /login</h1>');
    expect(chosen.headers.vary).toContain('Accept-Language');
    // Sent from its build-time brotli copy.
    const compressed = await get('/login', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toContain('<h1>en /login</h1>');
    // Signed in, a query the page reads, or a page that is not prerendered: the entry's shell.
    for (const [url, headers] of [
      ['/register', { cookie: `${SESSION_HINT_COOKIE}=1` }],
      ['/register?step=2', {}],
      ['/pricing', {}],
    ] as const) {
      const res = await get(url, headers);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>public</title>');
    }
  });
});
