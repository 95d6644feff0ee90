import { translate } from '@/shared/i18n';
import { genericMessages } from '@/shared/site-messages';
import { getLocale } from './i18n';
import { KEPT_ANSWER_HEADER } from '../sw/protocol';
import { clearSession, getToken } from './session';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  form?: FormData;
  token?: string | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** The one way the web apps call the API: bearer token from storage, `{ message }` errors as ApiError. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = new URL(`/api/${path.replace(/^\//, '')}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  // The server answers in the language chosen on the switch.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': getLocale(),
    ...options.headers,
  };
  const token = options.token === undefined ? getToken() : options.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, translate(genericMessages, getLocale(), 'NO_NETWORK'));
  }
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    const payload = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
    const message =
      typeof payload.message === 'string'
        ? payload.message
        : translate(genericMessages, getLocale(), 'UNEXPECTED_ERROR');
    // A token the server no longer accepts is dropped so the user is asked to log in again.
    if (response.status === 401 && token && token === getToken()) clearSession();
    throw new ApiError(response.status, message, payload);
  }
  if (data && typeof data === 'object' && response.headers.get(KEPT_ANSWER_HEADER)) {
    const givenAt = Date.parse(response.headers.get('Date') ?? '');
    keptAnswers.set(data, Number.isNaN(givenAt) ? 0 : givenAt);
  }
  return data as T;
}

/** Answers the app's service worker gave from its cache without signal, with when the server first gave them. */
const keptAnswers = new WeakMap<object, number>();

/**
 * When the server gave this answer: now for a fresh one, earlier for one the app kept and gave again without
 * signal (screens mark what they show from it as "last updated … ago").
 */
export function answeredAt(answer: unknown): number {
  return answer && typeof answer === 'object' ? (keptAnswers.get(answer) ?? Date.now()) : Date.now();
}

export function errorMessage(error: unknown, fallback = 'An unexpected error occurred'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** The short-lived token registration uploads carry when nobody is logged in; renewed before it runs out. */
let registrationToken: { token: string; until: number } | null = null;

/** The token being asked for: uploads sent together share it, so every file of one form carries one token. */
let issuing: Promise<string> | null = null;

async function currentRegistrationToken(): Promise<string> {
  if (registrationToken && registrationToken.until > Date.now()) return registrationToken.token;
  issuing ??= api<{ token: string; expires_in: number }>('uploads/registration-token', { method: 'POST' })
    .then((issued) => {
      // Renewed a minute early, so a slow upload never arrives with an expired token.
      registrationToken = { token: issued.token, until: Date.now() + (issued.expires_in - 60) * 1000 };
      return issued.token;
    })
    .finally(() => {
      issuing = null;
    });
  return issuing;
}

/** The header a registration sends so the server takes only the files this page uploaded. */
export function registrationTokenHeaders(): Record<string, string> {
  return registrationToken ? { 'X-Registration-Token': registrationToken.token } : {};
}

/** Uploads one file for a form field; returns the upload id the form then sends. */
export async function uploadFile(
  kind: string,
  file: Blob,
  filename = 'photo.jpg',
): Promise<{ id: string; url: string }> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, filename);
  const headers: Record<string, string> = {};
  if (!getToken()) headers['X-Registration-Token'] = await currentRegistrationToken();
  try {
    return await api('uploads', { method: 'POST', form, headers });
  } catch (error) {
    // The token ran out (a long pause on the form): take a new one once and try again.
    if (error instanceof ApiError && error.status === 401 && headers['X-Registration-Token']) {
      registrationToken = null;
      headers['X-Registration-Token'] = await currentRegistrationToken();
      return api('uploads', { method: 'POST', form, headers });
    }
    throw error;
  }
}
