import { randomBytes, randomInt } from 'node:crypto';

/** Letters and digits a person reads without mixing them up (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const BOOKING_CODE_LENGTH = 6;

/** A booking's public code: 6 of 31 symbols, about 887 million values, drawn from the system's CSPRNG. */
export function newBookingCode(): string {
  let code = '';
  for (let i = 0; i < BOOKING_CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** Four digits the rider tells the driver at pickup. */
export function newVerificationCode(): string {
  return String(randomInt(10_000)).padStart(4, '0');
}

/** 256 random bits: a shared link's token, unguessable and unrelated to the booking's id or code. */
export function newShareToken(): string {
  return randomBytes(32).toString('base64url');
}

export type BookingRef = { id: number | null; code: string };

/** '{id}-{code}' or '{code}' (the view URL's two forms); null when it cannot be either. */
export function parseBookingRef(ref: string): BookingRef | null {
  const trimmed = ref.trim().toUpperCase();
  const withId = /^(\d{1,10})-([A-Z0-9]{4,20})$/.exec(trimmed);
  if (withId) {
    const id = Number(withId[1]);
    return Number.isSafeInteger(id) && id <= 2_147_483_647 ? { id, code: withId[2] } : null;
  }
  return /^[A-Z0-9]{4,20}$/.test(trimmed) ? { id: null, code: trimmed } : null;
}
