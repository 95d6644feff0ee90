import { describe, expect, it } from 'vitest';
import {
  loginBodySchema,
  otpVerifyBodySchema,
  passwordResetBodySchema,
  registerBodySchema,
  registerForeignBodySchema,
} from '@schemas/account';
import { createAjv, errorsByField, firstErrorMessage } from '@/shared/ajv';

const ajv = createAjv({ removeAdditional: true });
const validRegistration = {
  name: 'Maria Clara Santos',
  email: 'maria@example.com',
  phone: '09171234567',
  password: 'kalamansi-juice',
  confirmPassword: 'kalamansi-juice',
  customizable_photo: '2f1c1c5e-5a57-4c57-9a43-1b2a2f0e3d4c',
  verification_token: 'a'.repeat(32),
};

function check(schema: object, value: unknown): string | null {
  const validate = ajv.compile(schema);
  return validate(value) ? null : firstErrorMessage(validate.errors);
}

describe('account schemas accept what the spec allows and say what is wrong in its words', () => {
  it('registration', () => {
    expect(check(registerBodySchema, validRegistration)).toBeNull();
    expect(check(registerBodySchema, { ...validRegistration, phone: '+639171234567' })).toBeNull();
    expect(check(registerBodySchema, { ...validRegistration, name: 'Maria' })).toBe(
      'Please enter your full name',
    );
    expect(check(registerBodySchema, { ...validRegistration, phone: '0917123456' })).toBe(
      'Phone number must be at least 11 digits long.',
    );
    // Long enough but not Philippine: the message says what the pattern is, not "at least 11 digits".
    expect(check(registerBodySchema, { ...validRegistration, phone: '08171234567' })).toBe(
      'Enter a Philippine mobile number: 09 or +639, then 9 digits (like 09171234567).',
    );
    expect(check(registerBodySchema, { ...validRegistration, email: 'maria@' })).toBe(
      'The email must be a valid email address.',
    );
    expect(check(registerBodySchema, { ...validRegistration, password: 'seven77' })).toBe(
      'Passwords should contain 8 characters.',
    );
    const { customizable_photo: _, ...noPhoto } = validRegistration;
    expect(check(registerBodySchema, noPhoto)).toBe(
      'Please fill in all fields and upload a profile image before proceeding.',
    );
  });

  it('registration defaults the country to PH', () => {
    const value: Record<string, unknown> = { ...validRegistration };
    ajv.compile(registerBodySchema)(value);
    expect(value.country_code).toBe('PH');
  });

  it('foreign registration needs the documents', () => {
    expect(check(registerForeignBodySchema, { name: 'Anna Schmidt' })).toBe(
      'Please fill in all fields before proceeding.',
    );
  });

  it('login, OTP and reset', () => {
    expect(check(loginBodySchema, { login: 'a@b.co', password: 'x' })).toBeNull();
    expect(check(loginBodySchema, { login: '', password: 'x' })).toBe('Wrong email/phone!');
    expect(check(otpVerifyBodySchema, { phone: '09171234567', purpose: 'register', code: '12345' })).toBe(
      'Invalid OTP!',
    );
    expect(
      check(passwordResetBodySchema, {
        phone: '09171234567',
        verification_token: 'a'.repeat(20),
        password: 'x'.repeat(51),
      }),
    ).toBe('Password must not exceed 50 characters');
    expect(
      check(passwordResetBodySchema, {
        phone: '09171234567',
        verification_token: 'a'.repeat(20),
        password: 'x',
      }),
    ).toBe('Password must be at least 8 characters');
    expect(
      check(registerBodySchema, {
        ...validRegistration,
        password: 'p'.repeat(64),
        confirmPassword: 'p'.repeat(64),
      }),
    ).toBeNull();
  });

  it('reports messages per field for forms', () => {
    const validate = ajv.compile(registerBodySchema);
    validate({ ...validRegistration, name: 'Maria', email: 'nope' });
    expect(errorsByField(validate.errors)).toMatchObject({
      '/name': 'Please enter your full name',
      '/email': 'The email must be a valid email address.',
    });
  });
});
