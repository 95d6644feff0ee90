import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, latestOtp, multipartBody, PNG_1PX, type TestApp } from '../helpers/app';
import { createUser } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  payload: JSON.stringify(body),
  headers: { 'content-type': 'application/json', ...headers },
});

async function upload(kind: string, ip = '10.0.0.1') {
  const ticket = await t.app.inject({
    method: 'POST',
    url: '/api/uploads/registration-token',
    remoteAddress: ip,
  });
  const body = multipartBody({ kind }, { name: 'selfie.png', data: PNG_1PX, type: 'image/png' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    remoteAddress: ip,
    ...body,
    headers: { ...body.headers, 'x-registration-token': ticket.json().token },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

async function verifiedToken(phone: string, purpose: 'register' | 'reset', ip: string) {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/otp/send',
    remoteAddress: ip,
    ...json({ phone, purpose }),
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const code = await latestOtp(t.sms, phone.replace(/^0/, '+63'));
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/otp/verify',
    remoteAddress: ip,
    ...json({ phone, purpose, code }),
  });
  expect(verified.statusCode, verified.body).toBe(200);
  expect(verified.json().message).toBe('OTP verification successful');
  return verified.json().verification_token as string;
}

describe('login', () => {
  it('logs in by email and by local phone, and the account carries role names joined by |', async () => {
    const user = await createUser(t.database.pool, { roles: ['driver', 'admin'] });
    const byEmail = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      ...json({ login: user.email, password: user.password }),
    });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().account.role_name).toBe('admin|driver');
    const local = `0${user.phone.slice(3)}`;
    const byPhone = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      ...json({ login: local, password: user.password }),
    });
    expect(byPhone.statusCode).toBe(200);
    const me = await t.app.inject({
      url: '/api/user',
      headers: { authorization: `Bearer ${byPhone.json().token}` },
    });
    expect(me.json()).toMatchObject({
      id: user.id,
      role_name: 'admin|driver',
      roles: [{ name: 'admin' }, { name: 'driver' }],
    });
    expect(me.json()).not.toHaveProperty('password_hash');
  });

  it('answers the spec messages for a malformed login and for a Google-only account', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      ...json({ login: '12345', password: 'whatever1' }),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Wrong email/phone!');
    await t.database.pool.query(
      `INSERT INTO users (code, name, email, firebase_uid) VALUES ('GOOGLE01', 'Tourist Person', 'tourist@example.com', 'uid-1')`,
    );
    const google = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      ...json({ login: 'tourist@example.com', password: 'whatever1' }),
    });
    expect(google.json().message).toBe('Please login using Google');
  });

  it('logout revokes the token', async () => {
    const user = await createUser(t.database.pool);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: user.auth })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ url: '/api/user', headers: user.auth })).statusCode).toBe(401);
  });
});

describe('credentials check', () => {
  it('says which credential is in use, or that the email is invalid', async () => {
    const user = await createUser(t.database.pool);
    const email = await t.app.inject({
      url: `/api/credentials_exist?email=${encodeURIComponent(user.email)}`,
    });
    expect(email.statusCode).toBe(409);
    expect(email.json().message).toBe('Email already associated with an account');
    const phone = await t.app.inject({ url: `/api/credentials_exist?phone=0${user.phone.slice(3)}` });
    expect(phone.json().message).toBe('Phone already associated with an account');
    const bad = await t.app.inject({ url: '/api/credentials_exist?email=not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The email must be a valid email address.');
    const free = await t.app.inject({
      url: '/api/credentials_exist?email=new-person@example.com&phone=09181112222',
    });
    expect(free.json()).toEqual({ exists: false });
  });

  it('tells an 11-digit number with the wrong prefix what is wrong, in English and Filipino', async () => {
    const english = await t.app.inject({ url: '/api/credentials_exist?phone=08171234567' });
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toBe(
      'Enter a Philippine mobile number: 09 or +639, then 9 digits (like 09171234567).',
    );
    const filipino = await t.app.inject({
      url: '/api/credentials_exist?phone=08171234567',
      headers: { 'accept-language': 'fil-PH,fil;q=0.9' },
    });
    expect(filipino.json().message).toBe(
      'Maglagay ng Philippine mobile number: 09 o +639, tapos 9 digits (halimbawa 09171234567).',
    );
    const short = await t.app.inject({ url: '/api/credentials_exist?phone=0817123' });
    expect(short.json().message).toBe('Phone number must be at least 11 digits long.');
  });
});

describe('OTP', () => {
  it('sends a 6-digit code once per 180 s and tells how long to wait', async () => {
    const ip = '10.2.0.1';
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/otp/send',
      remoteAddress: ip,
      ...json({ phone: '09171230001', purpose: 'register' }),
    });
    expect(first.json()).toEqual({ message: 'OTP code sent', resend_after: 180 });
    expect(await latestOtp(t.sms, '+639171230001')).toMatch(/^\d{6}$/);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/otp/send',
      remoteAddress: ip,
      ...json({ phone: '09171230001', purpose: 'register' }),
    });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(
      /^An existing OTP code was already sent\. Try again later after \d+s$/,
    );
    expect(again.json().remaining_seconds).toBeGreaterThan(170);
  });

  it('stores codes hashed', async () => {
    const { rows } = await t.database.pool.query('SELECT code_hash FROM otp_codes');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.code_hash).toMatch(/^[0-9a-f]{16}\$[0-9a-f]{64}$/);
  });

  it('says Invalid OTP! for a wrong code, kills the code after 5 wrong tries', async () => {
    const phone = '09171230002';
    await t.app.inject({
      method: 'POST',
      url: '/api/otp/send',
      remoteAddress: '10.2.0.2',
      ...json({ phone, purpose: 'register' }),
    });
    const right = await latestOtp(t.sms, '+639171230002');
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/otp/verify',
        ...json({ phone, purpose: 'register', code: wrong }),
      });
      expect(res.json().message).toBe('Invalid OTP!');
    }
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/otp/verify',
      ...json({ phone, purpose: 'register', code: right }),
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Invalid OTP!');
  });

  it('says OTP already expired! after 10 minutes', async () => {
    const phone = '09171230003';
    await t.app.inject({
      method: 'POST',
      url: '/api/otp/send',
      remoteAddress: '10.2.0.3',
      ...json({ phone, purpose: 'register' }),
    });
    const code = await latestOtp(t.sms, '+639171230003');
    await t.database.pool.query(
      `UPDATE otp_codes SET expires_at = now() - interval '1 second' WHERE phone = '+639171230003'`,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/otp/verify',
      ...json({ phone, purpose: 'register', code }),
    });
    expect(res.json()).toMatchObject({ message: 'OTP already expired!', expired: true });
  });

  it('restricts a phone for a day after 5 sends', async () => {
    const phone = '09171230004';
    for (let i = 0; i < 5; i++) {
      await t.database.pool.query(
        `INSERT INTO otp_codes (phone, purpose, code_hash, ip, expires_at, created_at, consumed_at)
         VALUES ('+639171230004', 'register', 'x$y', '10.2.1.${i}', now(), now() - interval '1 hour', now())`,
      );
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/otp/send',
      remoteAddress: '10.2.0.4',
      ...json({ phone, purpose: 'register' }),
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/temporarily restricted from receiving SMS OTP codes for 1 day/);
  });

  it('refuses a reset code for a phone with no account', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/otp/send',
      remoteAddress: '10.2.0.5',
      ...json({ phone: '09171239999', purpose: 'reset' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('OTP failed to send to provided phone number');
  });
});

describe('registration', () => {
  const base = {
    name: 'Juan Dela Cruz',
    email: 'juan@example.com',
    phone: '09171230010',
    password: 'mangga-hinog-7',
    confirmPassword: 'mangga-hinog-7',
    role: 'client',
    is_web: 1,
  };

  it('validates with the spec messages before anything else', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, name: 'Juan' }, 'Please enter your full name'],
      [{ ...base, phone: '0917123' }, 'Phone number must be at least 11 digits long.'],
      [
        { ...base, phone: '08171234567' },
        'Enter a Philippine mobile number: 09 or +639, then 9 digits (like 09171234567).',
      ],
      [{ ...base, email: 'juan@' }, 'The email must be a valid email address.'],
      [{ ...base, password: 'short', confirmPassword: 'short' }, 'Passwords should contain 8 characters.'],
      [{ name: 'Juan Dela Cruz' }, 'Please fill in all fields and upload a profile image before proceeding.'],
    ];
    for (const [body, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        // An address of its own: these refusals count against the registration rate limit.
        remoteAddress: '10.9.0.1',
        ...json({
          customizable_photo: '00000000-0000-4000-8000-000000000000',
          verification_token: 'x'.repeat(20),
          ...body,
        }),
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('registers a local rider as client after OTP, then the rider logs in', async () => {
    const ip = '10.3.0.1';
    const photo = await upload('selfie', ip);
    const token = await verifiedToken(base.phone, 'register', ip);
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      ...json({
        ...base,
        confirmPassword: 'other-pass-9',
        customizable_photo: photo,
        verification_token: token,
      }),
    });
    expect(mismatch.json().message).toBe(
      'Passwords do not match. Please ensure both passwords are the same.',
    );
    const referral = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      ...json({ ...base, code: 'NOPE1234', customizable_photo: photo, verification_token: token }),
    });
    expect(referral.json().message).toBe('Invalid referral code');
    const inviter = await createUser(t.database.pool);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      ...json({
        ...base,
        code: inviter.code.toLowerCase(),
        customizable_photo: photo,
        verification_token: token,
        role: 'client',
      }),
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().message).toBe('Registration Successful!');
    const { rows } = await t.database.pool.query(
      `SELECT u.phone, u.referred_by, u.password_hash, array_agg(r.role) AS roles FROM users u JOIN user_roles r ON r.user_id = u.id
        WHERE u.email = 'juan@example.com' GROUP BY u.id`,
    );
    expect(rows[0]).toMatchObject({ phone: '+639171230010', referred_by: inviter.id, roles: ['client'] });
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      ...json({ login: base.email, password: base.password }),
    });
    expect(login.json().account.role_name).toBe('client');
    expect(login.json().account.customizable_photo).toMatch(
      new RegExp(`^/api/uploads/${photo}\\?exp=\\d+&sig=`),
    );
  });

  it('will not reuse a verification token and rejects a phone already registered', async () => {
    const ip = '10.3.0.2';
    const photo = await upload('selfie', ip);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      ...json({
        ...base,
        email: 'other@example.com',
        customizable_photo: photo,
        verification_token: 'y'.repeat(32),
      }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Phone already associated with an account');
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      ...json({
        ...base,
        email: 'other@example.com',
        phone: '09171230011',
        customizable_photo: photo,
        verification_token: 'y'.repeat(32),
      }),
    });
    expect(fresh.statusCode).toBe(400);
    expect(fresh.json().message).toBe('Please verify your phone number with the OTP code first.');
  });

  it('refuses the most common passwords', async () => {
    const ip = '10.3.0.3';
    const photo = await upload('selfie', ip);
    const token = await verifiedToken('09171230012', 'register', ip);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: ip,
      ...json({
        ...base,
        email: 'p@example.com',
        phone: '09171230012',
        password: 'password123',
        confirmPassword: 'password123',
        customizable_photo: photo,
        verification_token: token,
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/too common/);
  });

  it('registers a foreigner with selfie, passport and visa and logs them in', async () => {
    const ip = '10.3.0.4';
    const [selfie, passport, visa] = [
      await upload('selfie', ip),
      await upload('passport', ip),
      await upload('tourist_visa', ip),
    ];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register/foreign',
      ...json({
        name: 'Anna Schmidt',
        email: 'anna@example.de',
        phone: '+4915112345678',
        nationality: 'German',
        password: 'strand-sonne-9',
        confirmPassword: 'strand-sonne-9',
        customizable_photo: selfie,
        passport,
        tourist_visa: visa,
        provider: 'google',
        is_web: 1,
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().account).toMatchObject({ name: 'Anna Schmidt', role_name: 'client', is_foreign: true });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/register/foreign',
      ...json({ name: 'Anna Schmidt', email: 'x@example.de' }),
    });
    expect(missing.json().message).toBe('Please fill in all fields before proceeding.');
  });
});

describe('password reset and account deletion', () => {
  it('resets a password with a verified code and signs other devices out', async () => {
    const user = await createUser(t.database.pool, { phone: '+639171230020' });
    const token = await verifiedToken('09171230020', 'reset', '10.4.0.1');
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      ...json({ phone: '09171230020', verification_token: token, password: 'short' }),
    });
    expect(short.json().message).toBe('Password must be at least 8 characters');
    // The reset form is capped at 50 characters: a longer one is refused, never cut and saved.
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      ...json({ phone: '09171230020', verification_token: token, password: 'bagong-password-5'.repeat(3) }),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Password must not exceed 50 characters');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      ...json({ phone: '09171230020', verification_token: token, password: 'bagong-password-5' }),
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user', headers: user.auth })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      ...json({ login: user.email, password: 'bagong-password-5' }),
    });
    expect(login.statusCode).toBe(200);
  });

  it('deletes an account only with its password and removes personal data', async () => {
    const user = await createUser(t.database.pool);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      ...json({ password: '' }, user.auth),
    });
    expect(empty.json().message).toBe('Password is required!');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      ...json({ password: 'nope-nope-1' }, user.auth),
    });
    expect(wrong.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      ...json({ password: user.password, reason: 'Moving away' }, user.auth),
    });
    expect(ok.json().message).toBe('Your account was successfully deleted');
    const { rows } = await t.database.pool.query(
      'SELECT email, phone, password_hash, deleted_at FROM users WHERE id = $1',
      [user.id],
    );
    expect(rows[0]).toMatchObject({ email: null, phone: null, password_hash: null });
    expect(rows[0].deleted_at).not.toBeNull();
    expect((await t.app.inject({ url: '/api/user', headers: user.auth })).statusCode).toBe(401);
  });
});

describe('uploads', () => {
  it('checks content, not the claimed type, and hides documents from strangers', async () => {
    const fake = multipartBody(
      { kind: 'selfie' },
      { name: 'x.png', data: Buffer.from('<script>alert(1)</script>'), type: 'image/png' },
    );
    const uploader = await createUser(t.database.pool);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      ...fake,
      headers: { ...fake.headers, ...uploader.auth },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please upload an image file.');
    const receipt = multipartBody({ kind: 'receipt' }, { name: 'r.png', data: PNG_1PX, type: 'image/png' });
    expect((await t.app.inject({ method: 'POST', url: '/api/uploads', ...receipt })).statusCode).toBe(401);
    const passport = await upload('passport', '10.5.0.1');
    expect((await t.app.inject({ url: `/api/uploads/${passport}` })).statusCode).toBe(404);
    const stranger = await createUser(t.database.pool);
    expect((await t.app.inject({ url: `/api/uploads/${passport}`, headers: stranger.auth })).statusCode).toBe(
      404,
    );
    const admin = await createUser(t.database.pool, { roles: ['admin'] });
    const seen = await t.app.inject({ url: `/api/uploads/${passport}`, headers: admin.auth });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/png');
  });
});
