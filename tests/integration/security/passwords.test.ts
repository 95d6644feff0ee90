import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordProblem } from '@/server/modules/accounts/passwords';
import { ACCOUNT_MESSAGES } from '@/server/modules/accounts/service';
import { createTestApp, latestOtp, type TestApp } from '../../helpers/app';
import { createUser } from '../../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const LONG = 'correct horse battery staple and a quiet morning over Honda Bay!!'; // 65 characters

function register(password: string, extra: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      name: 'Juan Dela Cruz',
      email: 'juan.password@example.com',
      phone: '09171239999',
      password,
      confirmPassword: password,
      customizable_photo: '00000000-0000-4000-8000-000000000000',
      verification_token: 'not-a-real-token',
      ...extra,
    },
  });
}

async function resetToken(phone: string) {
  const local = phone.replace('+63', '0');
  await t.app.inject({ method: 'POST', url: '/api/otp/send', payload: { phone: local, purpose: 'reset' } });
  const code = await latestOtp(t.sms, phone);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/otp/verify',
    payload: { phone: local, purpose: 'reset', code },
  });
  return { local, token: verified.json().verification_token as string };
}

describe('password rules (NIST SP 800-63B)', () => {
  it('accepts passphrases of 64 characters and more at registration', async () => {
    expect(LONG.length).toBeGreaterThanOrEqual(64);
    const res = await register(LONG);
    // Past every password rule: what stops it now is only the missing phone verification.
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.otpNotVerified);
    const tooLong = await register('x'.repeat(129) + 'Q7');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Passwords can be at most 128 characters long.');
  });

  it('refuses common passwords from a real list, and the service’s own names with digits', async () => {
    for (const password of [
      'palawan2026',
      'Palawan2026!',
      'password1',
      'iloveyou2',
      'qwertyuiop',
      'juandelacruz1',
    ]) {
      const res = await register(password);
      expect(res.statusCode, password).toBe(400);
      expect([ACCOUNT_MESSAGES.commonPassword, ACCOUNT_MESSAGES.contextPassword], password).toContain(
        res.json().message,
      );
    }
    expect((await register('palawan2026')).json().message).toBe(ACCOUNT_MESSAGES.contextPassword);
    expect((await register('password123')).json().message).toBe(ACCOUNT_MESSAGES.commonPassword);
    // The list is real: tens of thousands of entries, well beyond a hand-written few.
    for (const word of ['trustno1', 'letmein', 'starwars', 'michelle', 'superman', 'pokemon1', 'monkey12']) {
      expect(passwordProblem(word), word).toBe('common');
    }
    expect(passwordProblem('tarsier-lagoon-sunset-41')).toBeNull();
  });

  it('caps the reset form at 50 characters and says exactly that', async () => {
    const user = await createUser(t.database.pool);
    const { local, token } = await resetToken(user.phone);
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { phone: local, verification_token: token, password: 'y'.repeat(51) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Password must not exceed 50 characters');
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { phone: local, verification_token: token, password: 'short' },
    });
    expect(short.json().message).toBe('Password must be at least 8 characters');
    const common = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { phone: local, verification_token: token, password: 'palawan2026' },
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe(ACCOUNT_MESSAGES.contextPassword);
    const fifty = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { phone: local, verification_token: token, password: LONG.slice(0, 50) },
    });
    expect(fifty.statusCode, fifty.body).toBe(200);
  });
});
