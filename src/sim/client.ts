/** The few HTTP calls a simulated driver makes, exactly as a driver's browser makes them. */

export type ApiAnswer<T> = { status: number; data: T; retryAfterMs: number | null };

export class SimHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function callApi<T>(
  baseUrl: string,
  path: string,
  options: {
    method?: 'GET' | 'POST';
    token?: string;
    body?: unknown;
    /** A multipart form instead of a JSON body (receipt images). */
    form?: FormData;
    headers?: Record<string, string>;
    signal?: AbortSignal;
    timeoutMs?: number;
  } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined && !options.form) headers['content-type'] = 'application/json';
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 10_000);
  const response = await fetch(new URL(`/api/${path.replace(/^\//, '')}`, baseUrl), {
    method: options.method ?? (options.body === undefined && !options.form ? 'GET' : 'POST'),
    headers,
    body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
  });
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = { message: text };
  }
  const retryAfter = Number(response.headers.get('retry-after'));
  return {
    status: response.status,
    data: data as T,
    retryAfterMs: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : null,
  };
}

export function messageOf(data: unknown): string {
  return data && typeof data === 'object' && 'message' in data ? String(data.message) : 'no message';
}

/** Resolves after `ms`, or at once (without throwing) when the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}
