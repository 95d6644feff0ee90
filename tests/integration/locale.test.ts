import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@/server/modules/accounts/service';
import { createTestApp, type TestApp } from '../helpers/app';
import { createUser } from '../helpers/users';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the server answers people in their language', () => {
  it('answers a login mistake in Filipino for Accept-Language: fil, and in English otherwise', async () => {
    const body = { login: 'not an email or phone', password: 'whatever-123' };
    const fil = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'accept-language': 'fil-PH,fil;q=0.9,en;q=0.8' },
      payload: body,
    });
    expect(fil.statusCode).toBe(400);
    expect(fil.json()).toEqual({ message: 'Mali ang email/phone!' });

    const en = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
      payload: body,
    });
    expect(en.json()).toEqual({ message: ACCOUNT_MESSAGES.wrongLogin });

    const none = await t.app.inject({ method: 'POST', url: '/api/login', payload: body });
    expect(none.json()).toEqual({ message: 'Wrong email/phone!' });
  });

  it('treats Tagalog (tl) as Filipino and translates schema (ajv-errors) and success messages', async () => {
    const user = await createUser(t.database.pool);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...user.auth, 'accept-language': 'tl' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Naka-log out ka na' });
  });

  it('fills placeholders of translated texts built from a value', async () => {
    const user = await createUser(t.database.pool);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/delivery-addresses?type=Beach%20house',
      headers: { ...user.auth, 'accept-language': 'fil' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Walang address type na Beach house.' });
  });

  it('keeps the language on the account, returns it at login and uses it without Accept-Language', async () => {
    const user = await createUser(t.database.pool);
    const before = await t.app.inject({ url: '/api/user', headers: user.auth });
    expect(before.json().locale).toBeNull();

    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/user/locale',
      headers: user.auth,
      payload: { locale: 'fil' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ locale: 'fil' });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().account.locale).toBe('fil');

    // No Accept-Language: the account's language decides.
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: user.auth });
    expect(out.json()).toEqual({ message: 'Naka-log out ka na' });
  });

  it('refuses a language the product does not have with a clear 400, and anonymous callers with 401', async () => {
    const user = await createUser(t.database.pool);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/user/locale',
      headers: user.auth,
      payload: { locale: 'es' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Please choose English or Filipino.' });
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/user/locale',
      payload: { locale: 'fil' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('text messages', () => {
  it('texts the OTP code in the language of the person who asked for it', async () => {
    const phone = '09181234567';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/otp/send',
      headers: { 'accept-language': 'fil' },
      payload: { phone, purpose: 'register' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Naipadala na ang OTP code');
    const sent = await t.sms.recent(50);
    const last = sent.find((message) => message.to === '+639181234567');
    expect(last?.text).toMatch(
      /^Ang BRP verification code mo ay \d{6}\. Mag-e-expire ito sa loob ng \d+ minuto\./,
    );
  });
});
