import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils } from 'react-admin';
import { getToken } from '../shared/session';

/** fetchJson with the session's bearer token: the console's API speaks ra-data-simple-rest as it is. */
export function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetchUtils.fetchJson(url, { ...options, headers });
}

export const ADMIN_API = '/api/admin';

export const dataProvider = simpleRestProvider(ADMIN_API, httpClient);
