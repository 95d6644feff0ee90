import {
  accountDeleteBodySchema,
  email,
  fullName,
  localPhone,
  loginBodySchema,
  newPassword,
  passwordResetBodySchema,
  registerBodySchema,
  registerForeignBodySchema,
} from '@schemas/account';
import { DELETE_ACCOUNT_MESSAGES, LOGIN_MESSAGES, REGISTRATION_MESSAGES } from '@/shared/messages';
import { parseLoginIdentifier } from '@/shared/phone';
import { type FormRefine, requiredMessages } from '@/web/shared/form-rules';
import { registerEnglishTexts } from '@/web/shared/english-text';
import { accountFormMessages } from './messages';

/**
 * The account screens' forms, one schema a step, assembled from the leaves the API validates with
 * (schemas/account.ts), so each field shows the server's text for the same mistake.
 */

/** A photo taken or chosen in the browser; it becomes an upload id when the form is sent. */
const photo = {
  title: 'Photo',
  description: 'An image taken with the camera or chosen from the device',
} as const;

export const PASSWORD_REQUIRED_TEXT = 'Please enter your password.';

export const loginFormSchema = {
  type: 'object',
  properties: {
    login: { ...loginBodySchema.properties.login, errorMessage: LOGIN_MESSAGES.WRONG_IDENTIFIER },
    password: { ...loginBodySchema.properties.password, errorMessage: PASSWORD_REQUIRED_TEXT },
  },
  required: ['login', 'password'],
  errorMessage: {
    required: { login: LOGIN_MESSAGES.WRONG_IDENTIFIER, password: PASSWORD_REQUIRED_TEXT },
  },
} as const;
export type LoginForm = { login: string; password: string };
export const loginRefine: FormRefine<LoginForm> = ({ login }) => ({
  login: login.trim() !== '' && 'error' in parseLoginIdentifier(login) && LOGIN_MESSAGES.WRONG_IDENTIFIER,
});

const localDetailsRequired = ['name', 'email', 'phone', 'selfie'] as const;
export const localDetailsSchema = {
  type: 'object',
  properties: {
    name: fullName,
    email,
    phone: localPhone,
    birthday: { ...registerBodySchema.properties.birthday, errorMessage: 'Please enter a valid date.' },
    address: registerBodySchema.properties.address,
    selfie: photo,
  },
  required: localDetailsRequired,
  errorMessage: {
    required: requiredMessages(localDetailsRequired, REGISTRATION_MESSAGES.FILL_ALL_AND_PHOTO),
  },
} as const;
export type LocalDetailsForm = {
  name: string;
  email: string;
  phone: string;
  birthday: string;
  address: string;
  selfie: Blob | null;
};

const passwordRequired = ['password', 'confirmPassword'] as const;
/** Local step 2 and foreign step 3: both passwords, the optional referral code and the terms. */
export const passwordStepSchema = {
  type: 'object',
  properties: {
    password: newPassword,
    confirmPassword: registerBodySchema.properties.confirmPassword,
    code: registerBodySchema.properties.code,
    terms: { type: 'boolean', const: true, errorMessage: REGISTRATION_MESSAGES.TERMS_REQUIRED },
  },
  required: [...passwordRequired, 'terms'],
  errorMessage: {
    required: {
      ...requiredMessages(passwordRequired, REGISTRATION_MESSAGES.FILL_BOTH_PASSWORDS),
      terms: REGISTRATION_MESSAGES.TERMS_REQUIRED,
    },
  },
} as const;
export type PasswordStepForm = { password: string; confirmPassword: string; code: string; terms: boolean };
export const passwordStepRefine: FormRefine<PasswordStepForm> = ({ password, confirmPassword }) => ({
  confirmPassword:
    password !== '' &&
    confirmPassword !== '' &&
    password !== confirmPassword &&
    REGISTRATION_MESSAGES.PASSWORDS_DIFFER,
});

export const foreignVerificationSchema = {
  type: 'object',
  properties: { selfie: photo, passport: photo, tourist_visa: photo },
  required: ['selfie', 'passport', 'tourist_visa'],
  errorMessage: {
    required: {
      selfie: REGISTRATION_MESSAGES.FILL_ALL_AND_PHOTO,
      passport: REGISTRATION_MESSAGES.FILL_ALL_AND_PASSPORT,
      tourist_visa: REGISTRATION_MESSAGES.FILL_ALL_AND_VISA,
    },
  },
} as const;
export type ForeignVerificationForm = {
  selfie: Blob | null;
  passport: Blob | null;
  tourist_visa: Blob | null;
};

const foreignCredentialsRequired = ['name', 'email', 'phone'] as const;
export const foreignCredentialsSchema = {
  type: 'object',
  properties: {
    name: fullName,
    email,
    phone: registerForeignBodySchema.properties.phone,
    nationality: registerForeignBodySchema.properties.nationality,
  },
  required: foreignCredentialsRequired,
  errorMessage: { required: requiredMessages(foreignCredentialsRequired, REGISTRATION_MESSAGES.FILL_ALL) },
} as const;
export type ForeignCredentialsForm = { name: string; email: string; phone: string; nationality: string };

export const resetPhoneSchema = {
  type: 'object',
  properties: { phone: localPhone },
  required: ['phone'],
  errorMessage: { required: { phone: REGISTRATION_MESSAGES.PHONE_TOO_SHORT } },
} as const;
export type ResetPhoneForm = { phone: string };

export const resetPasswordSchema = {
  type: 'object',
  properties: { password: passwordResetBodySchema.properties.password },
  required: ['password'],
  errorMessage: { required: { password: LOGIN_MESSAGES.PASSWORD_TOO_SHORT } },
} as const;
export type ResetPasswordForm = { password: string };

export const deleteAccountSchema = {
  type: 'object',
  properties: {
    password: accountDeleteBodySchema.properties.password,
    reason: accountDeleteBodySchema.properties.reason,
  },
  required: ['password'],
  errorMessage: { required: { password: DELETE_ACCOUNT_MESSAGES.PASSWORD_REQUIRED } },
} as const;
export type DeleteAccountForm = { password: string; reason: string };

// The forms' own check texts, shown in the reader's language like the spec's.
registerEnglishTexts(accountFormMessages);
