import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

/**
 * What a first visit really fetches before the page takes taps: every script the browser asks for until the
 * prerendered page is hydrated (`#root[data-hydrated]`), including the ones the entry imports at run time
 * (router and screen code), which the static first-load count of `bundle-size.ts` does not see. Given as sent
 * (the server's encoding) and gzip-compressed, to compare with the first-load goal.
 */
export async function scriptsBeforeInteractive(origin: string, pagePath: string) {
  if (!origin.startsWith('http://127.0.0.1:')) throw new Error('The bench only measures 127.0.0.1');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const scripts = new Map<string, Promise<{ sent: number; gzip: number }>>();
    let hydrated = false;
    page.on('response', (response) => {
      const url = response.url();
      if (hydrated || !url.startsWith(origin) || !url.split('?')[0].endsWith('.js')) return;
      scripts.set(
        url,
        (async () => {
          const sizes = await response.request().sizes();
          const body = await response.body();
          return { sent: sizes.responseBodySize, gzip: gzipSync(body).length };
        })(),
      );
    });
    await page.goto(`${origin}${pagePath}`);
    await page.waitForSelector('#root[data-hydrated]', { state: 'attached', timeout: 60_000 });
    hydrated = true;
    const sizes = await Promise.all(scripts.values());
    return {
      files: sizes.length,
      sentBytes: sizes.reduce((sum, s) => sum + s.sent, 0),
      gzipBytes: sizes.reduce((sum, s) => sum + s.gzip, 0),
    };
  } finally {
    await browser.close();
  }
}
