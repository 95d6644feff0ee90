// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import {
  type AuthProvider,
  CoreAdminContext,
  useAuthState,
  useGetIdentity,
  usePermissions,
} from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleQueryClient } from '@/web/console/query-client';
import { STORAGE_KEYS } from '@/web/shared/session';

/** What the console's first render knows of the session, as react-admin's hooks give it. */
function SessionProbe() {
  const auth = useAuthState();
  const { permissions, isPending } = usePermissions<string[]>();
  const { identity } = useGetIdentity();
  const signedIn = auth.isPending ? 'checking' : auth.authenticated ? 'signed in' : 'signed out';
  return (
    <p>{`${signedIn}; roles ${isPending ? 'pending' : (permissions ?? []).join(',')}; ${identity?.fullName ?? 'no name'}`}</p>
  );
}

/** An auth provider that counts the questions it gets and answers them only when told to. */
function slowAuthProvider() {
  const asked: string[] = [];
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const ask = async <T,>(what: string, value: T) => {
    asked.push(what);
    await answered;
    return value;
  };
  const provider: AuthProvider = {
    login: async () => {},
    logout: async () => {},
    checkError: async () => {},
    checkAuth: () => ask('checkAuth', undefined),
    getPermissions: () => ask('getPermissions', ['admin']),
    getIdentity: () => ask('getIdentity', { id: 3, fullName: 'Ana Reyes' }),
  };
  return { provider, asked, answer };
}

function renderProbe(auth: AuthProvider) {
  return render(
    <CoreAdminContext authProvider={auth} queryClient={consoleQueryClient()}>
      <SessionProbe />
    </CoreAdminContext>,
  );
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe("the console's query cache", () => {
  it('knows a signed-in session at the first render without asking the auth provider', () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'a-token');
    window.localStorage.setItem(STORAGE_KEYS.account, 'admin,operations-manager');
    window.localStorage.setItem(STORAGE_KEYS.info, JSON.stringify({ id: 3, name: 'Ana Reyes' }));
    const auth = slowAuthProvider();
    renderProbe(auth.provider);
    // No waiting: the answers are there at the first render.
    expect(screen.getByText('signed in; roles admin,operations-manager; Ana Reyes')).toBeTruthy();
    expect(auth.asked).toEqual([]);
  });

  it('asks the auth provider as before when no session is stored', async () => {
    const auth = slowAuthProvider();
    renderProbe(auth.provider);
    expect(screen.getByText('checking; roles pending; no name')).toBeTruthy();
    await waitFor(() => expect(auth.asked).toEqual(expect.arrayContaining(['checkAuth', 'getPermissions'])));
    auth.answer();
    await screen.findByText('signed in; roles admin; Ana Reyes');
  });
});
