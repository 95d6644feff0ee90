import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from '@/web/shared/routing';
import { referralFromSearch, registerPathWithReferral } from './referral';
import type { Account } from '@schemas/account';
import { genericMessages, registrationMessages } from '@/shared/messages';
import { sameText } from '@/web/shared/english-text';
import { translateNow, useLocale } from '@/web/shared/i18n';
import { api, errorMessage } from '@/web/shared/api';
import { AppLink, goTo } from '@/web/shared/AppLink';
import { useDialogs } from '@/web/shared/dialogs';
import { ajvResolver } from '@/web/shared/forms';
import { googleIdToken, preloadGoogleSignIn } from '@/web/shared/google-sign-in';
import { signIn } from '@/web/shared/locale-account';
import { loadSettings, useSettings } from '@/web/shared/settings';
import { uploadOnce } from '@/web/shared/upload-once';
import { AccountShell } from './AccountShell';
import {
  type ForeignCredentialsForm,
  type ForeignVerificationForm,
  foreignCredentialsSchema,
  foreignVerificationSchema,
  type PasswordStepForm,
  passwordStepRefine,
  passwordStepSchema,
} from './form-schemas';
import { GuestOnly } from './GuestOnly';
import { PasswordStep } from './PasswordStep';
import { ForeignCredentialsStep } from './register-foreign/ForeignCredentialsStep';
import { ForeignVerificationStep } from './register-foreign/ForeignVerificationStep';
import { StepFrame } from './StepFrame';
import { accountScreenMessages } from './messages';

const STEP_LABELS = ['Verification', 'Credentials', 'Password'] as const;
/** Server answers about what step 2 holds: the person fixes them there. */
const CREDENTIAL_ERRORS: Record<string, keyof ForeignCredentialsForm> = {
  [translateNow(registrationMessages, 'FULL_NAME')]: 'name',
  [translateNow(registrationMessages, 'EMAIL_TAKEN')]: 'email',
  [translateNow(registrationMessages, 'EMAIL_INVALID')]: 'email',
  [translateNow(registrationMessages, 'PHONE_TAKEN')]: 'phone',
  [translateNow(registrationMessages, 'PHONE_TOO_SHORT')]: 'phone',
};

const verificationResolver = ajvResolver<ForeignVerificationForm>(foreignVerificationSchema);
const credentialsResolver = ajvResolver<ForeignCredentialsForm>(foreignCredentialsSchema);
const passwordResolver = ajvResolver<PasswordStepForm>(passwordStepSchema, passwordStepRefine);

export default function RegisterForeignPage() {
  useLocale(); // re-renders these texts when the language changes
  return (
    <GuestOnly>
      <RegisterForeignScreen />
    </GuestOnly>
  );
}

function RegisterForeignScreen() {
  useLocale(); // re-renders these texts when the language changes
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const [step, setStep] = useState(0);
  const [moved, setMoved] = useState(false);
  const [busy, setBusy] = useState(false);
  const settings = useSettings();
  useEffect(() => {
    if (settings?.firebase) preloadGoogleSignIn();
  }, [settings]);
  const documents = useForm<ForeignVerificationForm>({
    resolver: verificationResolver,
    defaultValues: { selfie: null, passport: null, tourist_visa: null },
  });
  const credentials = useForm<ForeignCredentialsForm>({
    resolver: credentialsResolver,
    defaultValues: { name: '', email: '', phone: '', nationality: '' },
  });
  const [search] = useSearchParams();
  const referral = referralFromSearch(search);
  const passwords = useForm<PasswordStepForm>({
    resolver: passwordResolver,
    defaultValues: { password: '', confirmPassword: '', code: referral, terms: false },
  });

  function go(next: number) {
    setMoved(true);
    setStep(next);
    window.scrollTo({ top: 0 });
  }

  function back() {
    if (step === 0) navigate(registerPathWithReferral('/register', referral || null));
    else go(step - 1);
  }

  async function checkCredentials(values: ForeignCredentialsForm) {
    setBusy(true);
    try {
      // Only the email can be checked early: the check reads phone numbers as Philippine ones.
      await api('credentials_exist', { query: { email: values.email.trim() }, token: null });
      go(2);
    } catch (error) {
      await dialogs.alert(
        'error',
        translateNow(registrationMessages, 'CHECK_CREDENTIALS'),
        errorMessage(error),
      );
    } finally {
      setBusy(false);
    }
  }

  /** Google first when the site has it set up, so the account is tied to the visitor's Google login. */
  async function googleToken(): Promise<string | undefined | false> {
    const settings = await loadSettings().catch(() => null);
    if (!settings?.firebase) return undefined;
    try {
      return (await googleIdToken(settings.firebase)) ?? false;
    } catch {
      await dialogs.alert(
        'error',
        translateNow(genericMessages, 'ERROR_TITLE'),
        translateNow(accountScreenMessages, 'GOOGLE_FAILED'),
      );
      return false;
    }
  }

  async function finish(secret: PasswordStepForm) {
    setBusy(true);
    try {
      const firebaseIdToken = await googleToken();
      if (firebaseIdToken === false) return;
      const photos = documents.getValues();
      const person = credentials.getValues();
      if (!photos.selfie || !photos.passport || !photos.tourist_visa) {
        go(0);
        return;
      }
      const [selfie, passport, visa] = await Promise.all([
        uploadOnce('selfie', photos.selfie),
        uploadOnce('passport', photos.passport),
        uploadOnce('tourist_visa', photos.tourist_visa),
      ]);
      const session = await api<{ token: string; account: Account }>('register/foreign', {
        method: 'POST',
        token: null,
        body: {
          name: person.name.trim(),
          email: person.email.trim(),
          phone: person.phone,
          nationality: person.nationality.trim() || undefined,
          password: secret.password,
          confirmPassword: secret.confirmPassword,
          code: secret.code.trim() || undefined,
          customizable_photo: selfie.id,
          passport: passport.id,
          tourist_visa: visa.id,
          provider: 'google',
          firebase_id_token: firebaseIdToken,
          is_web: 1,
        },
      });
      signIn(session.token, session.account);
      goTo('/', navigate, true);
    } catch (error) {
      await registrationFailed(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  async function registrationFailed(message: string) {
    const field = Object.entries(CREDENTIAL_ERRORS).find(([english]) => sameText(message, english))?.[1];
    if (field) {
      credentials.setError(field, { message });
      await dialogs.alert('error', translateNow(registrationMessages, 'CHECK_CREDENTIALS'), message);
      go(1);
    } else if (sameText(message, translateNow(registrationMessages, 'INVALID_REFERRAL'))) {
      passwords.setError('code', { message });
      await dialogs.alert('error', translateNow(registrationMessages, 'CHECK_CREDENTIALS'), message);
    } else {
      await dialogs.alert('error', translateNow(genericMessages, 'ERROR_TITLE'), message);
      if (sameText(message, translateNow(registrationMessages, 'FILL_ALL_AND_PHOTO'))) go(0);
    }
  }

  return (
    <AccountShell
      title={translateNow(accountScreenMessages, 'REGISTER_FOREIGNER')}
      intro={translateNow(accountScreenMessages, 'FOREIGNER_INTRO')}
    >
      <StepFrame labels={STEP_LABELS} active={step} moved={moved} onBack={back}>
        {step === 0 && <ForeignVerificationStep form={documents} onValid={() => go(1)} />}
        {step === 1 && <ForeignCredentialsStep form={credentials} busy={busy} onValid={checkCredentials} />}
        {step === 2 && (
          <PasswordStep form={passwords} busy={busy} submitLabel="Create account" onValid={finish} />
        )}
      </StepFrame>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <AppLink to="/login">{translateNow(registrationMessages, 'HAVE_ACCOUNT')}</AppLink>
      </Typography>
    </AccountShell>
  );
}
