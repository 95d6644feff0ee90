import { useSyncExternalStore } from 'react';
import type { Account } from '@schemas/account';
import {
  cookieValue,
  ROLE_HINT_COOKIE,
  roleHintValue,
  SESSION_HINT_COOKIE,
  SESSION_TOKEN_COOKIE,
} from '@config/routes';
import { isAdminLevel, isDriver, parseRoleNames } from '@/shared/roles';
import { forgetCachedAnswers } from '../sw/forget';
import { getLocale, hasChosenLocale, setLocale } from './i18n';

/** Local storage keys of spec part 1 §3. `account` holds the role names joined by `|`; `info` the account. */
export const STORAGE_KEYS = {
  token: 'token',
  account: 'account',
  info: 'info',
  theme: 'theme',
  showUserGuide: 'showUserGuide',
} as const;

/** The Manila day the visitor last answered the user-guide prompt with "I'll read it next time". */
export const USER_GUIDE_LATER_ON_KEY = 'userGuideLaterOn';

/** Local storage that belongs to the device rather than the account (the user-guide prompt's answer). */
const DEVICE_KEYS = [STORAGE_KEYS.showUserGuide, USER_GUIDE_LATER_ON_KEY] as const;

export type Session = { token: string | null; roleName: string; roles: string[]; info: Account | null };

/** A visitor who is not signed in. */
const SIGNED_OUT: Session = { token: null, roleName: '', roles: [], info: null };

const listeners = new Set<() => void>();
let cached: { raw: string; session: Session } | null = null;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The account a server render of an app page draws for (src/web/ssr), or, in the browser, true while such a
 * page is hydrated: until hydration ends every component renders what the server rendered.
 */
let renderSession: Session | null = null;
let hydratingSignedIn = false;

/** Server renderer: the session the next render draws for (null: a signed-out visitor). */
export function setRenderSession(session: Session | null) {
  renderSession = session;
}

/** Browser: the page being hydrated was rendered by the server for this device's session. */
export function hydrateSignedIn(value: boolean) {
  hydratingSignedIn = value;
}

export function getToken(): string | null {
  if (typeof window === 'undefined') return renderSession?.token ?? null;
  return read(STORAGE_KEYS.token);
}

export function getSession(): Session {
  if (typeof window === 'undefined') return renderSession ?? SIGNED_OUT;
  const token = read(STORAGE_KEYS.token);
  const roleName = read(STORAGE_KEYS.account) ?? '';
  const infoRaw = read(STORAGE_KEYS.info);
  const raw = `${token}\n${roleName}\n${infoRaw}`;
  if (cached?.raw === raw) return cached.session;
  let info: Account | null = null;
  try {
    info = infoRaw ? (JSON.parse(infoRaw) as Account) : null;
  } catch {
    info = null;
  }
  const session = { token, roleName, roles: parseRoleNames(roleName), info };
  cached = { raw, session };
  return session;
}

const HINT_MAX_AGE_S = 60 * 60 * 24 * 400;

/**
 * Sets (or, with null, removes) a hint cookie when its value differs from the one the browser holds (`jar`: the
 * page's cookies as read before).
 */
function syncHintCookie(jar: string, name: string, value: string | null) {
  const current = cookieValue(jar, name);
  if (value && current !== value) {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older phone browsers.
    document.cookie = `${name}=${value}; Path=/; Max-Age=${HINT_MAX_AGE_S}; SameSite=Lax${secure}`;
  } else if (!value && current !== undefined) {
    // biome-ignore lint/suspicious/noDocumentCookie: as above.
    document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
  }
}

/** A token as stored in a cookie: only tokens of the server's own form (base64url) are mirrored. */
const TOKEN_FORM = /^[A-Za-z0-9_-]{16,200}$/;

/**
 * Keeps the session cookies (config/routes.ts) in step with the stored token and account: the signed-in hint lets
 * the server send signed-out visitors of login-only pages to the login page before any script loads, the
 * role hint lets it send staff from a URL shared with drivers straight to the console's screen, and the token
 * lets it render an app page's first screen with the visitor's data. The API never accepts the cookies; every
 * API call still needs the token in its header.
 */
export function syncSessionHint() {
  try {
    const token = window.localStorage.getItem(STORAGE_KEYS.token);
    const signedIn = Boolean(token);
    // Read once: reading the cookies asks the browser's network side and waits for its answer, and after a
    // write the next read would ask again (a few milliseconds each while a page loads).
    const jar = document.cookie;
    syncHintCookie(jar, SESSION_HINT_COOKIE, signedIn ? '1' : null);
    syncHintCookie(jar, SESSION_TOKEN_COOKIE, token && TOKEN_FORM.test(token) ? token : null);
    const roles = signedIn
      ? roleHintValue(parseRoleNames(window.localStorage.getItem(STORAGE_KEYS.account)))
      : '';
    syncHintCookie(jar, ROLE_HINT_COOKIE, roles || null);
  } catch {
    // Storage or cookies may be unavailable (private mode); the screens' own checks still apply.
  }
}

function notify() {
  syncSessionHint();
  for (const listener of listeners) listener();
}

/** Stores a new session's token and account; signing in goes through `signIn` (locale-account.ts), which also applies the account's language. */
export function saveSession(token: string, account: Account) {
  window.localStorage.setItem(STORAGE_KEYS.token, token);
  saveAccount(account);
}

export function saveAccount(account: Account) {
  window.localStorage.setItem(STORAGE_KEYS.account, account.role_name);
  window.localStorage.setItem(STORAGE_KEYS.info, JSON.stringify(account));
  notify();
}

/** Sign out as the spec says: local storage is cleared entirely. */
export function clearSession() {
  forgetCachedAnswers();
  // The language is the device's, not the account's: it stays after signing out. So does the answer to the
  // user-guide prompt, which is asked once per visitor, not once per sign-in.
  const keepLocale = hasChosenLocale() ? getLocale() : null;
  try {
    const kept = DEVICE_KEYS.map((key) => [key, window.localStorage.getItem(key)] as const);
    window.localStorage.clear();
    for (const [key, value] of kept) if (value !== null) window.localStorage.setItem(key, value);
    if (keepLocale) setLocale(keepLocale);
  } catch {
    // Storage may be unavailable (private mode); nothing to clear then.
  }
  notify();
}

/** Runs `listener` whenever this tab or another one signs in, out or changes the stored account. */
export function onSessionChange(listener: () => void): () => void {
  return subscribe(listener);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = () => listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * What prerendered pages show (src/web/ssr): a visitor who is not signed in; an app page the server rendered
 * for the visitor's session shows that session while it is hydrated (the token cookie is this device's token).
 */
function serverSnapshot(): Session {
  if (typeof window === 'undefined') return renderSession ?? SIGNED_OUT;
  return hydratingSignedIn ? getSession() : SIGNED_OUT;
}

export function useSession(): Session & { isDriver: boolean; isAdmin: boolean; loggedIn: boolean } {
  const session = useSyncExternalStore(subscribe, getSession, serverSnapshot);
  return {
    ...session,
    loggedIn: Boolean(session.token),
    isDriver: isDriver(session.roleName),
    isAdmin: isAdminLevel(session.roleName),
  };
}
