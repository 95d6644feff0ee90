import type { FastifyRequest } from 'fastify';

/** What a route declares in `config`, with its url and method (no url: no route matched). */
export type RouteConfig = FastifyRequest['routeOptions']['config'];

declare module 'fastify' {
  interface FastifyRequest {
    /** The matched route's config, once read (see {@link routeConfigOf}). */
    matchedRouteConfig: RouteConfig | null;
  }
}

/**
 * The config of the route a request matched (what it declares, and its url and method), read from Fastify once
 * per request: `request.routeOptions` makes a new object each time it is read, and the hooks every request
 * passes (security headers, permissions, metrics) each ask for the route's config. The app decorates requests
 * with `matchedRouteConfig` (null) so that every request keeps one shape.
 */
export function routeConfigOf(request: FastifyRequest): RouteConfig {
  request.matchedRouteConfig ??= request.routeOptions.config;
  return request.matchedRouteConfig;
}
