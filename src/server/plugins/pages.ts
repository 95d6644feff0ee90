import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import fp from 'fastify-plugin';
import {
  ENTRY_HTML,
  cookieValue,
  loginReturnCode,
  matchRoute,
  roleHintFrom,
  SESSION_HINT_COOKIE,
  SESSION_TOKEN_COOKIE,
  staffScreenFor,
  type WebEntry,
} from '@config/routes';
import {
  LOCALE_COOKIE,
  PRERENDERED_PAGES,
  prerenderedFile,
  QUERY_INDEPENDENT_PAGES,
} from '@config/prerendered-pages';
import { LOCALES, type Locale, matchLocale } from '@/shared/i18n';
import { type Encoded, encodeText, preferredEncoding } from '../compression';
import { firstScreenStyles, readAsset } from '../first-screen-styles';
import type { App } from '../types';
import { livePages } from './live-pages';

/** Hashed build output (`/assets/...`) never changes under its name: cached for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Pages and unhashed files are revalidated on every visit (cheap: an ETag or a small HTML answer). */
export const REVALIDATE_CACHE = 'no-cache';
/** A page rendered with a visitor's own data: kept by no cache (the service worker keeps it without the data). */
export const PERSONAL_CACHE = 'private, no-store';

function hasSessionHint(cookieHeader: string | undefined): boolean {
  return cookieValue(cookieHeader, SESSION_HINT_COOKIE) === '1';
}

/** The language the browser app will start in: the one chosen on the device (its cookie), else the browser's. */
export function pageLocale(cookieHeader: string | undefined, acceptLanguage: string | undefined): Locale {
  const chosen = cookieValue(cookieHeader, LOCALE_COOKIE);
  return matchLocale(chosen ?? []) ?? matchLocale(acceptLanguage) ?? 'en';
}

/** A build file with its brotli and gzip copies (made at build time; made here when missing). */
async function readEncoded(file: string): Promise<Encoded> {
  const identity = await fs.readFile(file);
  const copy = (suffix: string, make: () => Buffer) => fs.readFile(`${file}${suffix}`).catch(make);
  const [br, gzip] = await Promise.all([
    copy('.br', () => zlib.brotliCompressSync(identity)),
    copy('.gz', () => zlib.gzipSync(identity, { level: 9 })),
  ]);
  return { identity, br, gzip };
}

/** The prerendered public pages (config/prerendered-pages.ts) of a build, by language and address. */
async function loadPrerendered(distDir: string): Promise<Map<string, Encoded>> {
  const pages = new Map<string, Encoded>();
  for (const locale of LOCALES) {
    for (const pathname of PRERENDERED_PAGES) {
      const file = path.join(distDir, prerenderedFile(pathname, locale));
      // A build without prerendered pages (or an older one) serves the entry's shell instead.
      const page = await readEncoded(file).catch(() => null);
      if (page) pages.set(`${locale}:${pathname}`, page);
    }
  }
  return pages;
}

/**
 * Serves the built web apps: hashed assets as files (brotli or gzip copies made at build time when the
 * browser accepts them), every spec URL as the HTML of the entry that serves it (config/routes.ts), and
 * anything else as the public site's not-found page with status 404. Signed-out visits to pages that need
 * login go to `/login?r=<code>` from here, before any JavaScript loads.
 */
export default fp(async (app: App) => {
  const distDir = app.deps.distDir;
  const html = new Map<WebEntry, Encoded>();
  let prerendered = new Map<string, Encoded>();
  let live: ReturnType<typeof livePages> | undefined;
  if (distDir) {
    prerendered = await loadPrerendered(distDir);
    const shells = new Map<WebEntry, string>();
    for (const [entry, file] of Object.entries(ENTRY_HTML) as [WebEntry, string][]) {
      // The build's brotli and gzip copies, so that starting compresses nothing.
      const encoded = await readEncoded(path.join(distDir, file));
      shells.set(entry, encoded.identity.toString('utf8'));
      html.set(entry, encoded);
    }
    // A page rendered with its first screen carries that screen's style rules (the build's pages do already).
    const withStyles = firstScreenStyles((href) => readAsset(distDir, href));
    const pages = livePages(app, app.deps.pageRenderer, shells, (text) =>
      encodeText(withStyles(text), 'quick'),
    );
    // The renderer (React, the public pages' code) loads once the server listens and has compiled its schemas in
    // the background (app.warmUp), not before listening: the API answers meanwhile, and a live page asked for
    // sooner loads it itself.
    let closed = false;
    app.addHook('onListen', (done) => {
      void app.warmUp().then(() => {
        if (!closed) pages.warmUp();
      });
      done();
    });
    app.addHook('onClose', (_instance, done) => {
      closed = true;
      done();
    });
    live = pages;
    // An address the file server will not look up (`//x`, `/a/./b`) is no file: the pages below answer it too.
    const files = async (scope: App) => {
      scope.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
        if (error.statusCode === 403) return reply.callNotFound();
        throw error;
      });
      await scope.register(fastifyStatic, fileOptions);
    };
    const fileOptions: FastifyStaticOptions = {
      root: distDir,
      prefix: '/',
      index: false,
      // One route for every file: a route per built file (a thousand and more, found by walking the folder)
      // was a fifth of the start. An address that is no file goes on to the pages below.
      wildcard: true,
      preCompressed: true,
      // The entries' HTML is answered by the page routes below (with its status and cache rules), not as files;
      // the brotli and gzip copies are sent in place of their file (preCompressed), never under their own name.
      allowedPath: (pathname) => !/\.(html|br|gz)$/.test(pathname),
      setHeaders(res, filePath) {
        res.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE_CACHE : REVALIDATE_CACHE,
        );
        // The rider and driver apps' manifests (the service worker is revalidated like every other file).
        if (filePath.endsWith('.webmanifest')) res.header('Content-Type', 'application/manifest+json');
      },
    };
    await app.register(files);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const [pathname, search = ''] = request.url.split('?', 2);
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return reply.status(404).send({ message: 'Not found.' });
    }
    if (!distDir || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: 'Not found.' });
    }
    const match = matchRoute(pathname);
    if (match && hasSessionHint(request.headers.cookie)) {
      // Staff who open a URL they share with drivers (/tracking) go to the console's screen for it. The role
      // hint only chooses the address; the console checks the account itself (and the browser app forwards
      // the same way when the hint is missing).
      const roles = roleHintFrom(request.headers.cookie);
      const staffScreen = roles.length > 0 ? staffScreenFor(pathname, roles) : null;
      if (staffScreen) {
        return reply
          .header('Cache-Control', 'no-store')
          .header('Vary', 'Cookie')
          .redirect(`${staffScreen}${search ? `?${search}` : ''}`, 302);
      }
    }
    if (match) {
      const code = loginReturnCode(match);
      // A `token` in the address signs the visitor in on the page itself (spec part 2 §2), so it stays.
      if (code && !hasSessionHint(request.headers.cookie) && !new URLSearchParams(search).has('token')) {
        return reply
          .header('Cache-Control', 'no-store')
          .redirect(`/login?r=${encodeURIComponent(code)}`, 302);
      }
    }
    // Signed-out visitors of a prerendered page get its first screen in the HTML, in their language (with its
    // data for a live page); signed-in visitors (whose screens differ) and addresses with a query the page reads
    // get the entry's shell.
    const signedOut = match !== null && !hasSessionHint(request.headers.cookie);
    const locale = pageLocale(request.headers.cookie, request.headers['accept-language']);
    const livePage = signedOut && live?.isLive(pathname) ? await live.page(pathname, search, locale) : null;
    const prerenderedPage =
      signedOut && (search === '' || QUERY_INDEPENDENT_PAGES.includes(pathname))
        ? prerendered.get(`${locale}:${pathname}`)
        : undefined;
    // Signed-in visitors of an app page the server renders get its first screen with their own data.
    const token = signedOut ? undefined : cookieValue(request.headers.cookie, SESSION_TOKEN_COOKIE);
    const appPage =
      token && live?.isLiveApp(pathname) ? await live.appPage(pathname, search, locale, token) : null;
    const page = appPage ?? livePage ?? prerenderedPage ?? html.get(match?.route.entry ?? 'public')!;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    reply
      .status(match ? 200 : 404)
      // A page with a visitor's own data is theirs alone: never stored by a shared cache.
      .header('Cache-Control', appPage ? PERSONAL_CACHE : REVALIDATE_CACHE)
      .header('Vary', 'Accept-Encoding, Accept-Language, Cookie')
      .type('text/html; charset=utf-8');
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.send(page[encoding]);
  });
});
