import { describe, expect, it } from 'vitest';
import { DELETE_ACCOUNT_MESSAGES, LOGIN_MESSAGES, REGISTRATION_MESSAGES as R } from '@/shared/messages';
import {
  deleteAccountSchema,
  foreignCredentialsSchema,
  foreignVerificationSchema,
  localDetailsSchema,
  loginFormSchema,
  loginRefine,
  PASSWORD_REQUIRED_TEXT,
  passwordStepRefine,
  passwordStepSchema,
  resetPasswordSchema,
} from '@/web/public/accounts/form-schemas';
import { ajvResolver, type FormRefine } from '@/web/shared/forms';

/** What a form would show: field name → message, as the resolver hands it to react-hook-form. */
async function messages(schema: object, values: Record<string, unknown>, refine?: FormRefine<never>) {
  const resolve = ajvResolver(schema, refine as FormRefine<Record<string, unknown>>);
  const result = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false } as never);
  return Object.fromEntries(
    Object.entries(result.errors).map(([name, error]) => [name, (error as { message?: string }).message]),
  );
}

const photo = new Blob(['x'], { type: 'image/png' });
const details = {
  name: 'Juan Dela Cruz',
  email: 'juan@example.com',
  phone: '09171234567',
  birthday: '',
  address: '',
};
const passwords = { password: 'tricycle-ride-9', confirmPassword: 'tricycle-ride-9', code: '', terms: true };

describe('account forms show the spec texts', () => {
  it.each([
    [
      'blank login',
      loginFormSchema,
      { login: '', password: '' },
      { login: LOGIN_MESSAGES.WRONG_IDENTIFIER, password: PASSWORD_REQUIRED_TEXT },
    ],
    [
      'login neither email nor phone',
      loginFormSchema,
      { login: '12345', password: 'x' },
      { login: LOGIN_MESSAGES.WRONG_IDENTIFIER },
    ],
    ['login by phone', loginFormSchema, { login: '09171234567', password: 'x' }, {}],
    ['login by email', loginFormSchema, { login: 'a@b.ph', password: 'x' }, {}],
  ] as const)('%s', async (_, schema, values, expected) => {
    expect(await messages(schema, values, loginRefine as FormRefine<never>)).toEqual(expected);
  });

  it.each([
    [
      'nothing filled',
      { ...details, name: '', email: '', phone: '', selfie: null },
      // Said once; the other blank fields are marked without repeating it.
      { name: R.FILL_ALL_AND_PHOTO, email: 'Required', phone: 'Required', selfie: 'Required' },
    ],
    [
      'one-word name, bad email, short phone',
      { ...details, name: 'Juan', email: 'juan@', phone: '0917123', selfie: photo },
      {
        name: R.FULL_NAME,
        email: R.EMAIL_INVALID,
        phone: R.PHONE_TOO_SHORT,
      },
    ],
    ['all good', { ...details, selfie: photo }, {}],
  ] as const)('local step 1: %s', async (_, values, expected) => {
    expect(await messages(localDetailsSchema, values)).toEqual(expected);
  });

  it.each([
    [
      'both empty, terms unticked',
      { ...passwords, password: '', confirmPassword: '', terms: false },
      { password: R.FILL_BOTH_PASSWORDS, confirmPassword: 'Required', terms: R.TERMS_REQUIRED },
    ],
    [
      'too short',
      { ...passwords, password: 'short', confirmPassword: 'short' },
      { password: R.PASSWORD_TOO_SHORT },
    ],
    [
      'different',
      { ...passwords, confirmPassword: 'tricycle-ride-8' },
      { confirmPassword: R.PASSWORDS_DIFFER },
    ],
    ['all good with a referral code', { ...passwords, code: 'ABCD2345' }, {}],
  ] as const)('password step: %s', async (_, values, expected) => {
    expect(await messages(passwordStepSchema, values, passwordStepRefine as FormRefine<never>)).toEqual(
      expected,
    );
  });

  it('foreign step 1 names the missing document', async () => {
    expect(
      await messages(foreignVerificationSchema, { selfie: photo, passport: null, tourist_visa: null }),
    ).toEqual({
      passport: R.FILL_ALL_AND_PASSPORT,
      tourist_visa: R.FILL_ALL_AND_VISA,
    });
  });

  it('foreign step 2 needs name, email and an international number', async () => {
    expect(
      await messages(foreignCredentialsSchema, { name: '', email: '', phone: '', nationality: '' }),
    ).toEqual({ name: R.FILL_ALL, email: 'Required', phone: 'Required' });
    expect(
      await messages(foreignCredentialsSchema, {
        name: 'Emma Schmidt',
        email: 'e@x.de',
        phone: '+491511',
        nationality: '',
      }),
    ).toEqual({ phone: R.PHONE_TOO_SHORT });
  });

  it('reset and delete passwords', async () => {
    expect(await messages(resetPasswordSchema, { password: 'short' })).toEqual({
      password: LOGIN_MESSAGES.PASSWORD_TOO_SHORT,
    });
    expect(await messages(deleteAccountSchema, { password: '', reason: '' })).toEqual({
      password: DELETE_ACCOUNT_MESSAGES.PASSWORD_REQUIRED,
    });
  });
});
