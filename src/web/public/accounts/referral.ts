/** The query parameter that carries an invitation's referral code into registration (/register?referral=…). */
export const REFERRAL_PARAM = 'referral';

/** The registration address for an invitation: the referral code is filled in on the password step. */
export function registerPathWithReferral(
  path: '/register' | '/register-foreign',
  code: string | null,
): string {
  return code ? `${path}?${REFERRAL_PARAM}=${encodeURIComponent(code)}` : path;
}

/** A referral code from the address, as the registration form's optional code field takes it. */
export function referralFromSearch(search: URLSearchParams): string {
  return (search.get(REFERRAL_PARAM) ?? '').trim().slice(0, 20);
}
