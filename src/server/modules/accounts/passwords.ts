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

// The most used passwords of public breach lists that pass the length rule; refusing them stops the
// cheapest guessing attacks.
const COMMON = new Set(
  `12345678 123456789 1234567890 password password1 password123 qwertyuiop qwerty123 11111111 00000000
  iloveyou iloveyou1 iloveyou2 princess1 sunshine1 football baseball superman 1q2w3e4r 1qaz2wsx
  abcd1234 abc12345 aa123456 asdfghjkl 87654321 12341234 11223344 123123123 qwertyui zxcvbnm1
  passw0rd p@ssw0rd welcome1 welcome123 letmein1 monkey123 dragon123 trustno1 master123 computer
  internet starwars whatever michelle jennifer jessica1 charlie1 babygirl1 lovely123 mylove123
  iloveu123 12qwaszx 123qweasd qweasdzxc 987654321 99999999 88888888 77777777 66666666 55555555
  44444444 33333333 22222222 12344321 password12 admin123 administrator changeme1 secret123
  philippines pilipinas manila123 palawan1 palawan123 mahalkita mahalkoikaw iloveyoubabe`.split(/\s+/),
);

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
