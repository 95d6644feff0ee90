import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, e2eSession } from '../helpers/e2e';

const session = e2eSession();

describe('what a phone downloads', () => {
  it('gets the page and its scripts compressed, and hashed scripts cached for a year', async () => {
    const page = await session.openPhone();
    const scripts: { url: string; encoding?: string; cache?: string }[] = [];
    page.on('response', (response) => {
      if (/\/assets\/.+\.js$/.test(response.url())) {
        const headers = response.headers();
        scripts.push({
          url: response.url(),
          encoding: headers['content-encoding'],
          cache: headers['cache-control'],
        });
      }
    });
    const response = await page.goto('/pricing');
    expect(response?.status()).toBe(200);
    expect(['br', 'gzip']).toContain(response?.headers()['content-encoding']);
    expect(response?.headers()['cache-control']).toBe('no-cache');
    await page.getByRole('heading', { name: 'Pricing' }).waitFor();
    // The heading is in the HTML: the scripts are asked for once it has been painted, and have run once hydrated.
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(['br', 'gzip'], script.url).toContain(script.encoding);
      expect(script.cache, script.url).toBe('public, max-age=31536000, immutable');
    }
  });

  it('fetches at most 100 KiB of scripts (gzip) before the home page takes taps', async () => {
    // Counted as the bench counts them (bench/hydration-bytes.ts): each script the browser asks for until the
    // page is hydrated, compressed on its own. 97.6 KiB when this bound was set.
    const page = await session.openPhone();
    const sizes: Promise<number>[] = [];
    let hydrated = false;
    page.on('response', (response) => {
      if (!hydrated && /\/assets\/.+\.js$/.test(response.url()))
        sizes.push(response.body().then((body) => gzipSync(body).length));
    });
    await page.goto('/');
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    hydrated = true;
    const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    expect(total / 1024).toBeLessThanOrEqual(100);
  });

  it('is sent to the login page by the server before any script runs when signed out', async () => {
    const page = await session.openPhone({ javaScriptEnabled: false });
    const response = await page.goto('/book/ride');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).searchParams.get('r')).toBe('book/ride');
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/book\/ride$/);
  });

  it('signs in to the console on a small form that loads react-admin only afterwards', async () => {
    const page = await session.openPhone();
    const consoleChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/ConsoleApp-[^/]+\.js$/.test(request.url())) consoleChunks.push(request.url());
    });
    await page.goto('/console');
    await page.getByRole('heading', { name: 'Operations console' }).waitFor();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Please enter your email or phone.').waitFor();
    await page.getByLabel('Email or phone').fill('admin@example.com');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').waitFor();
    // The typed address stays, as every form keeps what the user typed.
    expect(await page.getByLabel('Email or phone').inputValue()).toBe('admin@example.com');
    expect(consoleChunks).toEqual([]);

    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor({ state: 'detached' });
    await page.waitForFunction(() => localStorage.getItem('token') !== null);
    expect(consoleChunks.length).toBe(1);
  });
});
