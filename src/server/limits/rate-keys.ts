/**
 * Keys of the per-request rate limits. Philippine mobile networks put thousands of phones behind one carrier
 * address, so an address stands for one caller only when nobody is signed in: a signed-in call is counted for
 * its account, whoever else shares the address.
 */
type Caller = { user: { id: number } | null; ip?: string; headers?: Record<string, unknown> };

export function callerKey(request: Caller): string {
  if (request.user) return `u${request.user.id}`;
  // Injected WebSocket requests carry no socket address; fall back to a shared key instead of failing.
  return `a${request.ip ?? request.headers?.['x-forwarded-for']?.toString() ?? 'local'}`;
}

/**
 * A limit counted per account for signed-in calls and per address for anonymous ones, each with its own
 * allowance (an address's allowance is for everyone behind it, so it is the larger one).
 */
export function perCaller(
  name: string,
  limits: { account: number; address: number },
  timeWindow = '1 minute',
) {
  return {
    timeWindow,
    // After authentication has run, so the account is known.
    hook: 'preHandler' as const,
    keyGenerator: (request: Caller) => `${name}:${callerKey(request)}`,
    max: (request: Caller) => (request.user ? limits.account : limits.address),
  };
}
