import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { SESSION_HINT_COOKIE, SESSION_TOKEN_COOKIE } from '../config/routes';

export type PageScore = {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Each run's blocking time, in the order run (it moves most between runs). */
  tbtRuns: number[];
  /** Runs that Lighthouse could not measure (its runtime error), left out of the medians. */
  failed: string[];
  /**
   * Lighthouse's measure of the machine's CPU during the runs (`environment.benchmarkIndex`, the median): the
   * simulated phone's times are the machine's own times four times over, so blocking times move with it.
   */
  cpuIndex: number;
};
/** One Lighthouse run's full report. */
export type LighthouseReport = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Debian's Chromium with a DevTools port for Lighthouse; nothing is downloaded. */
async function launchChromium(): Promise<{ port: number; process: ChildProcess; profile: string }> {
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'brp-bench-chromium-'));
  const child = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Chromium did not start in 30 s')), 30_000);
    let text = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
      if (found) {
        clearTimeout(timer);
        resolve(Number(found[1]));
      }
    });
    child.once('exit', () => reject(new Error(`Chromium exited: ${text.slice(-500)}`)));
  });
  return { port, process: child, profile };
}

export type Visitor = { token: string; account: { role_name: string } } | null;

/**
 * A first visit: nothing of the site in the browser's caches, as Lighthouse measures by default. A return visit:
 * the page was loaded once before (HTTP cache, service worker and compiled scripts warm), as for the riders and
 * drivers who open the app every day.
 */
export type Visit = 'first' | 'return';

/** Loads the page once and lets it settle, so that the measured runs find what a return visit finds. */
async function loadOnce(port: number, url: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.close();
  } finally {
    await browser.close().catch(() => {});
  }
}

/**
 * Puts a signed-in visitor's session in the browser's storage and cookies as the login page would (or clears
 * it): the token in local storage, the signed-in hint and the token cookie (src/web/shared/session.ts). A
 * visitor who `answeredGuide` has read the user guide (the home page's prompt stays away); a new one has not.
 */
async function setVisitor(port: number, origin: string, visitor: Visitor, answeredGuide: boolean) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate(
      ([v, cookie, tokenCookie, answered]) => {
        localStorage.clear();
        // biome-ignore lint/suspicious/noDocumentCookie: the hint cookie as the page itself sets it.
        document.cookie = `${cookie}=; Path=/; Max-Age=0`;
        // biome-ignore lint/suspicious/noDocumentCookie: as above.
        document.cookie = `${tokenCookie}=; Path=/; Max-Age=0`;
        if (answered) localStorage.setItem('showUserGuide', 'false');
        if (v) {
          localStorage.setItem('token', v.token);
          localStorage.setItem('account', v.account.role_name);
          localStorage.setItem('info', JSON.stringify(v.account));
          // biome-ignore lint/suspicious/noDocumentCookie: as above.
          document.cookie = `${cookie}=1; Path=/`;
          // biome-ignore lint/suspicious/noDocumentCookie: as above.
          document.cookie = `${tokenCookie}=${v.token}; Path=/; SameSite=Lax`;
        }
      },
      [visitor, SESSION_HINT_COOKIE, SESSION_TOKEN_COOKIE, answeredGuide] as const,
    );
    await page.close();
  } finally {
    await browser.close().catch(() => {});
  }
}

/** A page measured as a visitor: `key` names it in the answer (one address may be measured as two visitors). */
export type MeasuredPage = { key: string; path: string; visitor: Visitor; answeredGuide: boolean };

/**
 * The network and phone Lighthouse simulates: its mobile defaults (slow 4G: 150 ms round trips, 1.6 Mbit/s, 4×
 * CPU slowdown), or a 2G-like link (800 ms round trips, 250 kbit/s, 4× CPU slowdown), as many riders in Palawan
 * load the site away from town.
 */
export type Profile = 'mobile' | '2g';
const TWO_G = {
  rttMs: 800,
  throughputKbps: 250,
  cpuSlowdownMultiplier: 4,
  // Used only by other throttling methods than the simulation; set alike for completeness.
  requestLatencyMs: 800,
  downloadThroughputKbps: 250,
  uploadThroughputKbps: 250,
};

/** What Lighthouse clears before each run: everything a first visit would not have, but not the session. */
const FIRST_VISIT_CLEARS = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'] as const;

const median = (values: number[]) =>
  values.length === 0 ? Number.NaN : [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Lighthouse's performance score of each page on the simulated network and phone of `profile` (its mobile
 * defaults unless told), the median of `runs` runs, as the given visitor, on a first or a return visit.
 * Answered by page `key`.
 */
export async function lighthouseScores(
  origin: string,
  pages: MeasuredPage[],
  runs: number,
  visit: Visit,
  /** Given each run's full report (for a look at its long tasks and main-thread work). */
  inspect?: (lhr: LighthouseReport) => void,
  profile: Profile = 'mobile',
): Promise<Map<string, PageScore>> {
  if (!origin.startsWith('http://127.0.0.1:')) throw new Error('The bench only measures 127.0.0.1');
  const chrome = await launchChromium();
  const scores = new Map<string, PageScore>();
  try {
    for (const { key, path: pagePath, visitor, answeredGuide } of pages) {
      await setVisitor(chrome.port, origin, visitor, answeredGuide);
      if (visit === 'return') await loadOnce(chrome.port, `${origin}${pagePath}`);
      const results: Omit<PageScore, 'tbtRuns' | 'failed'>[] = [];
      const failed: string[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(`${origin}${pagePath}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          ...(profile === '2g' ? { throttlingMethod: 'simulate' as const, throttling: TWO_G } : {}),
          // A first visit: the HTTP cache, service workers and cache storage are cleared before each run, as
          // Lighthouse does by default; the session (local storage and the hint cookie) stays. A return visit
          // keeps everything.
          ...(visit === 'first'
            ? { clearStorageTypes: [...FIRST_VISIT_CLEARS] }
            : { disableStorageReset: true }),
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${pagePath}`);
        inspect?.(lhr);
        if (lhr.runtimeError) {
          failed.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
          continue;
        }
        results.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          cpuIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
        });
      }
      const mid = median(results.map((r) => r.score));
      scores.set(key, {
        score: mid,
        fcpMs: median(results.map((r) => r.fcpMs)),
        lcpMs: median(results.map((r) => r.lcpMs)),
        tbtMs: median(results.map((r) => r.tbtMs)),
        cls: median(results.map((r) => r.cls)),
        tbtRuns: results.map((r) => r.tbtMs),
        failed,
        cpuIndex: median(results.map((r) => r.cpuIndex)),
      });
    }
  } finally {
    chrome.process.kill('SIGTERM');
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, 5000);
      chrome.process.once('exit', () => {
        clearTimeout(timer);
        resolve(undefined);
      });
    });
    await fs.rm(chrome.profile, { recursive: true, force: true });
  }
  return scores;
}
