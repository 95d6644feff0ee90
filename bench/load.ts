import autocannon from 'autocannon';

export type LoadResult = {
  perSecond: number;
  p50: number;
  p99: number;
  ok: number;
  failed: number;
};

export type LoadOptions = {
  url: string;
  seconds: number;
  connections: number;
  /** Requests per second offered in total; unset means as fast as the server answers. */
  rate?: number;
  method?: 'GET' | 'POST';
  path?: string;
  /** Headers and body of the n-th request (drivers, tokens and positions rotate). */
  next?: (n: number) => { path?: string; headers?: Record<string, string>; body?: string };
};

/** One bounded autocannon run (count of connections and seconds fixed) against 127.0.0.1. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  if (!/^https?:\/\/127\.0\.0\.1[:/]/.test(options.url)) throw new Error('The bench only loads 127.0.0.1');
  let n = 0;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    overallRate: options.rate,
    requests: [
      {
        method: options.method ?? 'GET',
        path: options.path ?? '/',
        setupRequest: (request) => {
          if (!options.next) return request;
          const extra = options.next(n++);
          return {
            ...request,
            ...(extra.path ? { path: extra.path } : {}),
            headers: { ...request.headers, ...extra.headers },
            ...(extra.body !== undefined ? { body: extra.body } : {}),
          };
        },
      },
    ],
  });
  const ok = result['2xx'];
  return {
    perSecond: ok / options.seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}
