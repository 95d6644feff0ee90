import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { englishTextTranslator, isLocale, type Locale, matchLocale } from '@/shared/i18n';
import { SERVER_CATALOGUES } from '../i18n/server-messages';
import type { App } from '../types';

const toCallerLanguage = englishTextTranslator(SERVER_CATALOGUES);
const resolved = new WeakMap<FastifyRequest, Promise<Locale>>();

/**
 * The caller's language: the Accept-Language header when it names English or Filipino (the web apps send the
 * language chosen on the switch), otherwise the logged-in account's `locale`, otherwise English.
 */
export function requestLocale(app: App, request: FastifyRequest): Promise<Locale> {
  let found = resolved.get(request);
  if (!found) {
    found = (async () => {
      const fromHeader = matchLocale(request.headers['accept-language']);
      if (fromHeader) return fromHeader;
      if (!request.user) return 'en';
      const { rows } = await app.deps.db.query<{ locale: string | null }>(
        'SELECT locale FROM users WHERE id = $1',
        [request.user.id],
      );
      const stored = rows[0]?.locale;
      return isLocale(stored) ? stored : 'en';
    })();
    resolved.set(request, found);
  }
  return found;
}

/** Translates an English text of the server's catalogues into the given language (unknown texts stay). */
export function inLocale(text: string, locale: Locale): string {
  return toCallerLanguage(text, locale);
}

/**
 * Answers people in their language: the `message` of every JSON answer (errors included) is written in the
 * modules in English, word for word from the spec, and translated here on the way out.
 */
export default fp(async (app: App) => {
  // A callback rather than a promise: most answers (positions, lists) carry no message and go on at once.
  app.addHook('preSerialization', (request, _reply, payload: unknown, done) => {
    const message =
      request.url.startsWith('/api/') && payload && typeof payload === 'object' && !Array.isArray(payload)
        ? (payload as { message?: unknown }).message
        : undefined;
    if (typeof message !== 'string') {
      done(null, payload);
      return;
    }
    requestLocale(app, request).then((locale) => {
      const translated = locale === 'en' ? message : inLocale(message, locale);
      done(null, translated === message ? payload : { ...(payload as object), message: translated });
    }, done);
  });
});
