import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../errors';
import type { App, AuthUser, RouteAccess } from '../types';

export function allows(access: RouteAccess, user: AuthUser | null): boolean {
  if (access === 'public') return true;
  if (!user) return false;
  if (access === 'authenticated') return true;
  return user.roles.some((role) => access.includes(role));
}

/**
 * Deny by default: an API route that does not declare `config.access` fails at start-up, so no route can be
 * forgotten open. The documentation routes are the only exception.
 */
export type AccessEntry = { method: string; url: string; access: RouteAccess };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with the access it declares; the permission tests walk this table. */
    accessTable: AccessEntry[];
  }
}

export default fp(async (app: App) => {
  const table: AccessEntry[] = [];
  app.decorate('accessTable', table);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const access = (route.config as { access?: RouteAccess } | undefined)?.access;
    if (!access) {
      throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.access`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') table.push({ method, url: route.url, access });
    }
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') done();
    else if (!request.user) done(unauthorized());
    else if (!allows(access, request.user)) done(forbidden());
    else done();
  });
});
