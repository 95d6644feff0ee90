import { QueryClient } from '@tanstack/react-query';
import { getSession, getToken } from '../shared/session';
import { sessionIdentity } from './auth-provider';

/** How long react-admin keeps the session's answers before asking the auth provider again (its own default). */
const AUTH_STALE_MS = 5 * 60 * 1000;

/**
 * react-admin's query cache, seeded with what the session already holds: that it is signed in, its roles
 * (getPermissions) and its name (getIdentity), exactly what `authProvider` would answer.
 *
 * Without the seed, react-admin draws a loading screen first and the layout, menu and dashboard when each of
 * those answers arrives. Each arrival is a store update, which React renders synchronously in one long task, so a
 * phone is blocked while the whole console is drawn. Seeded, the first screen is drawn in the first render,
 * which React slices (src/web/shared/mount.tsx). A session without a token or roles gets no seed: the auth
 * provider is asked as before, and answers the same as it would have.
 */
export function consoleQueryClient(): QueryClient {
  const client = new QueryClient();
  const seed = (key: string, initialData: () => unknown) =>
    client.setQueryDefaults(['auth', key], { initialData, staleTime: AUTH_STALE_MS });
  seed('checkAuth', () => (getToken() ? true : undefined));
  seed('getPermissions', () => {
    const { roles } = getSession();
    return getToken() && roles.length > 0 ? roles : undefined;
  });
  seed('getIdentity', () => (getToken() ? (sessionIdentity() ?? undefined) : undefined));
  return client;
}
