import { DRIVER_SIGN_UP_PHONE_DIGITS, PHILIPPINE_DIALING_CODE, PHONE_MIN_DIGITS } from '@config/constants';
import { LOGIN_MESSAGES, REGISTRATION_MESSAGES } from './messages';

/** "+63 or 0, then 9, then 9 digits". */
export const PHILIPPINE_MOBILE_PATTERN = /^(\+63|0)9\d{9}$/;
export const INTERNATIONAL_PHILIPPINE_NUMBER_PATTERN = /^\+63\d{10}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** People type numbers with spaces, dashes and brackets; none of them carry meaning. */
function compact(input: string): string {
  return input.trim().replace(/[\s\-().]/g, '');
}

export function phoneDigitCount(input: string): number {
  return input.replace(/\D/g, '').length;
}

export function hasMinPhoneDigits(input: string): boolean {
  return phoneDigitCount(input) >= PHONE_MIN_DIGITS;
}

/** Registration's rule: a leading 0 on an 11-digit number becomes +63; anything else is left as typed. */
export function leadingZeroToInternational(input: string): string {
  const value = compact(input);
  return /^0\d{10}$/.test(value) ? `${PHILIPPINE_DIALING_CODE}${value.slice(1)}` : value;
}

export function isPhilippineMobile(input: string): boolean {
  return PHILIPPINE_MOBILE_PATTERN.test(compact(input));
}

/** 09xxxxxxxxx or +639xxxxxxxxx as +639xxxxxxxxx; null when it is not a Philippine mobile number. */
export function normalizePhilippinePhone(input: string): string | null {
  const value = compact(input);
  if (!PHILIPPINE_MOBILE_PATTERN.test(value)) return null;
  return leadingZeroToInternational(value);
}

/** What is wrong with a number that is not a Philippine mobile number, in the registration form's words. */
export function philippinePhoneProblem(input: string): string | null {
  if (isPhilippineMobile(input)) return null;
  return hasMinPhoneDigits(input)
    ? REGISTRATION_MESSAGES.PHONE_NOT_PHILIPPINE
    : REGISTRATION_MESSAGES.PHONE_TOO_SHORT;
}

export function isEmailAddress(input: string): boolean {
  return EMAIL_PATTERN.test(input.trim());
}

export type LoginIdentifier =
  | { kind: 'email'; value: string }
  | { kind: 'phone'; value: string }
  | { error: typeof LOGIN_MESSAGES.WRONG_IDENTIFIER };

export function parseLoginIdentifier(input: string): LoginIdentifier {
  const trimmed = input.trim();
  if (trimmed.includes('@')) {
    return isEmailAddress(trimmed)
      ? { kind: 'email', value: trimmed }
      : { error: LOGIN_MESSAGES.WRONG_IDENTIFIER };
  }
  const phone = normalizePhilippinePhone(trimmed);
  return phone ? { kind: 'phone', value: phone } : { error: LOGIN_MESSAGES.WRONG_IDENTIFIER };
}

/** What the driver sign-up phone box keeps of a keystroke: digits only, at most 10 (the +63 is shown beside it). */
export function driverSignUpPhoneInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, DRIVER_SIGN_UP_PHONE_DIGITS);
}

export function driverSignupPhone(tenDigits: string): string {
  return `${PHILIPPINE_DIALING_CODE}${driverSignUpPhoneInput(tenDigits)}`;
}

export function isDriverSignUpPhone(tenDigits: string): boolean {
  return new RegExp(`^\\d{${DRIVER_SIGN_UP_PHONE_DIGITS}}$`).test(tenDigits);
}

/** ID generator: 09… or +639… numbers are rewritten to +639…; anything else is kept so the check can reject it. */
export function normalizeEmergencyNumber(input: string): string {
  return normalizePhilippinePhone(input) ?? input.trim();
}

export function isValidEmergencyNumber(input: string): boolean {
  return INTERNATIONAL_PHILIPPINE_NUMBER_PATTERN.test(input);
}
