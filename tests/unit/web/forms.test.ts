import { describe, expect, it } from 'vitest';
import {
  type ForeignCredentialsForm,
  foreignCredentialsSchema,
  type LocalDetailsForm,
  localDetailsSchema,
} from '@/web/public/accounts/form-schemas';
import { ajvResolver } from '@/web/shared/forms';

type Resolved = { errors: Record<string, { message?: string }> };

async function messagesOf<T extends Record<string, unknown>>(schema: object, values: T) {
  const resolver = ajvResolver<T>(schema);
  const result = (await resolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  })) as unknown as Resolved;
  return Object.fromEntries(Object.entries(result.errors).map(([name, error]) => [name, error.message]));
}

const emptyLocal: LocalDetailsForm = {
  name: '',
  email: '',
  phone: '',
  birthday: '',
  address: '',
  selfie: null,
};

describe('form checks say a step-wide message once', () => {
  it('local registration step 1, left empty: the message once, the other blank fields marked Required', async () => {
    const messages = await messagesOf(localDetailsSchema, emptyLocal);
    const texts = Object.values(messages);
    expect(
      texts.filter(
        (text) => text === 'Please fill in all fields and upload a profile image before proceeding.',
      ),
    ).toHaveLength(1);
    expect(Object.keys(messages).sort()).toEqual(['email', 'name', 'phone', 'selfie']);
    expect(texts.filter((text) => text === 'Required')).toHaveLength(3);
  });

  it('keeps each field its own message when what is wrong differs', async () => {
    const messages = await messagesOf(localDetailsSchema, {
      ...emptyLocal,
      name: 'Juan',
      email: 'juan@',
      phone: '08171234567',
    });
    expect(messages).toEqual({
      name: 'Please enter your full name',
      email: 'The email must be a valid email address.',
      phone: 'Enter a Philippine mobile number: 09 or +639, then 9 digits (like 09171234567).',
      selfie: 'Please fill in all fields and upload a profile image before proceeding.',
    });
  });

  it('foreign step 2, left empty: its message once', async () => {
    const empty: ForeignCredentialsForm = { name: '', email: '', phone: '', nationality: '' };
    const texts = Object.values(await messagesOf(foreignCredentialsSchema, empty));
    expect(texts.filter((text) => text === 'Please fill in all fields before proceeding.')).toHaveLength(1);
  });
});
