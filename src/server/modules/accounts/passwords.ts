import { createRequire } from 'node:module';
import { hash, verify } from '@node-rs/argon2';

// Algorithm 2 is argon2id; parameters follow OWASP's minimum (19 MiB, 2 passes).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when no account matched, so a miss costs the same time as a wrong password. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('decoy-password-for-timing');
  return decoy;
}

/**
 * Passwords people pick first: the 49,000-entry breached and common password list that the zxcvbn-ts project
 * ships (@zxcvbn-ts/language-common, MIT), loaded once into a set.
 */
const require = createRequire(import.meta.url);
let common: Set<string> | undefined;
/** Loaded with the first password checked (about 6 MiB), not at start. */
function commonPasswords(): Set<string> {
  common ??= new Set<string>(
    (
      (require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common')).dictionary[
        'passwords-common'
      ] as string[]
    ).map((word) => word.toLowerCase()),
  );
  return common;
}

/** Words anyone guessing a BRP account tries first (NIST SP 800-63B: context-specific words). */
const SERVICE_WORDS = [
  'brp',
  'brpapp',
  'palawan',
  'puertoprincesa',
  'puerto',
  'princesa',
  'elnido',
  'coron',
  'pautos',
  'pasuyo',
  'tricycle',
  'philippines',
  'pilipinas',
];

export type PasswordProblem = 'common' | 'context';

/**
 * Why a password is too easy to guess, or null: it is on the common list, or it is only the service's name,
 * a Palawan place or the person's own name or email with digits or symbols around it (`palawan2026`).
 */
export function passwordProblem(password: string, personal: readonly string[] = []): PasswordProblem | null {
  const lower = password.toLowerCase();
  const listed = commonPasswords();
  if (listed.has(lower)) return 'common';
  const letters = lower.replace(/[^\p{L}]+/gu, '');
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  if (core.length > 0 && listed.has(core) && core.length >= lower.length - 4) return 'common';
  const words = [
    ...SERVICE_WORDS,
    ...personal
      .flatMap((text) => [
        ...text.toLowerCase().split(/[^\p{L}]+/u),
        text.toLowerCase().replace(/[^\p{L}]+/gu, ''),
      ])
      .filter((w) => w.length >= 3),
  ];
  if (letters.length > 0 && words.some((word) => letters === word || letters === `${word}${word}`)) {
    return 'context';
  }
  return null;
}

export function isCommonPassword(password: string): boolean {
  return passwordProblem(password) !== null;
}
