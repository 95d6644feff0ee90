import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { ServerConfig } from '@config/server';
import { ENTRY_HTML } from '@config/routes';
import type { App } from '../types';

type Sources = {
  script: string[];
  style: string[];
  img: string[];
  font: string[];
  connect: string[];
  frame: string[];
};

/**
 * The CSP sources of the inline scripts of the build's entry pages (`'sha256-...'`): each page's first script,
 * which the build writes into its HTML (scripts/first-script.ts). Every page the server sends is one of these
 * entries' HTML with a first screen in it, so these are all the inline scripts a page runs.
 */
export function inlineScriptHashes(distDir: string | undefined): string[] {
  if (!distDir) return [];
  const hashes = new Set<string>();
  for (const file of Object.values(ENTRY_HTML)) {
    let html: string;
    try {
      html = fs.readFileSync(path.join(distDir, file), 'utf8');
    } catch {
      continue;
    }
    for (const [, code] of html.matchAll(/<script>([\s\S]*?)<\/script>/g))
      hashes.add(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The Content-Security-Policy of every page: the app's own files only, plus the Google Maps and Firebase hosts
 * when (and only when) those services are configured. Styles allow inline rules because MUI's emotion writes
 * its styles into <style> tags at run time. The only inline scripts that run are the pages' first scripts, each
 * allowed by its hash (`scriptHashes`, from `inlineScriptHashes`); no other inline script and no eval.
 */
export function contentSecurityPolicy(
  config: ServerConfig,
  scriptHashes: readonly string[] = [],
): Record<string, string[]> {
  const extra: Sources = { script: [], style: [], img: [], font: [], connect: [], frame: [] };
  if (config.googleMapsBrowserKey) {
    extra.script.push('https://maps.googleapis.com', 'https://maps.gstatic.com');
    extra.style.push('https://fonts.googleapis.com');
    extra.font.push('https://fonts.gstatic.com');
    extra.img.push(
      'https://maps.googleapis.com',
      'https://maps.gstatic.com',
      'https://*.googleapis.com',
      'https://*.gstatic.com',
      'https://*.google.com',
    );
    extra.connect.push('https://maps.googleapis.com', 'https://*.googleapis.com');
  }
  const firebase = config.firebase;
  if (firebase.apiKey && firebase.authDomain && firebase.projectId && firebase.appId) {
    extra.script.push('https://apis.google.com', 'https://www.gstatic.com');
    extra.connect.push(
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://www.googleapis.com',
      'https://firebaseinstallations.googleapis.com',
    );
    extra.frame.push(`https://${firebase.authDomain}`, 'https://apis.google.com');
    extra.img.push('https://*.googleusercontent.com');
    if (firebase.measurementId) {
      extra.script.push('https://www.googletagmanager.com');
      extra.connect.push(
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://www.googletagmanager.com',
      );
      extra.img.push('https://*.google-analytics.com', 'https://www.googletagmanager.com');
    }
  }
  const unique = (values: string[]) => [...new Set(values)];
  const https = config.publicUrl?.startsWith('https://') ?? false;
  return {
    'default-src': ["'self'"],
    // No eval (the forms' ajv validators are compiled at build time, ajv standalone) and no inline script but
    // the pages' first scripts, by their hashes.
    'script-src': unique(["'self'", ...scriptHashes, ...extra.script]),
    'style-src': unique(["'self'", "'unsafe-inline'", ...extra.style]),
    'img-src': unique(["'self'", 'data:', 'blob:', ...extra.img]),
    'font-src': unique(["'self'", 'data:', ...extra.font]),
    'connect-src': unique(["'self'", ...extra.connect]),
    'worker-src': ["'self'", 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'frame-src': extra.frame.length ? unique(extra.frame) : ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Browser features pages may use: the camera (selfies, QR scanning) and location, nothing else. Only features
 * Chromium recognises are named (it warns about any other, e.g. `bluetooth`).
 */
const HSTS_MAX_AGE = 31_536_000;
const HSTS = `max-age=${HSTS_MAX_AGE}; includeSubDomains`;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: a small API answer never shown as a page, sent without the page security headers. */
    pageHeaders?: false;
  }
}

export const PERMISSIONS_POLICY =
  'camera=(self), geolocation=(self), microphone=(), payment=(), usb=(), serial=(), hid=(), interest-cohort=()';

/**
 * Security headers on every response (helmet): CSP, frame-ancestors and X-Frame-Options, nosniff,
 * Referrer-Policy, HSTS when the public URL is HTTPS, and a Permissions-Policy set by hand (helmet has none).
 * helmet is configured once at start; the Fastify wrapper would parse the whole policy again on every request.
 */
export default fp(async (app: App) => {
  const config = app.deps.config;
  const https = config.publicUrl?.startsWith('https://') ?? false;
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(config, inlineScriptHashes(app.deps.distDir)),
    },
    // Google Maps keys are restricted by referrer, so the origin (never the path) goes along cross-site.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE, includeSubDomains: true } : false,
    // Firebase's Google sign-in opens a popup that must be able to answer its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    // The small JSON answers phones ask for many times a minute (positions, the map's drivers) are never shown
    // as a page: they carry only what keeps a browser from reading them as something else.
    if (request.routeOptions.config?.pageHeaders === false) {
      reply.raw.setHeader('X-Content-Type-Options', 'nosniff');
      if (https) reply.raw.setHeader('Strict-Transport-Security', HSTS);
      done();
      return;
    }
    applyHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  app.addHook('onSend', (request, reply, _payload, done) => {
    if (request.routeOptions.config?.pageHeaders !== false)
      reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    done();
  });
});
