import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { ENTRY_HTML, matchRoute, type WebEntry } from '../../../config/routes';
import type { App } from '../types';

/**
 * Serves the built web apps: hashed assets as files, every spec URL as the HTML of the entry that serves it
 * (config/routes.ts), and anything else as the public site's not-found page with status 404.
 */
export default fp(async (app: App) => {
  const distDir = app.deps.distDir;
  const html = new Map<WebEntry, string>();
  if (distDir) {
    for (const [entry, file] of Object.entries(ENTRY_HTML) as [WebEntry, string][]) {
      html.set(entry, await fs.readFile(path.join(distDir, file), 'utf8'));
    }
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      index: false,
      wildcard: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else if (path.basename(filePath) === 'sw.js') {
          // The service worker (rider and driver apps): always checked for a new version.
          res.header('Cache-Control', 'no-cache');
        } else if (filePath.endsWith('.webmanifest')) {
          res.header('Content-Type', 'application/manifest+json');
          res.header('Cache-Control', 'no-cache');
        }
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0];
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return reply.status(404).send({ message: 'Not found.' });
    }
    if (!distDir || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: 'Not found.' });
    }
    const match = matchRoute(pathname);
    const page = html.get(match?.route.entry ?? 'public');
    return reply
      .status(match ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page);
  });
});
