import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from '@/web/shared/routing';
import { referralFromSearch, registerPathWithReferral } from './referral';
import { DEFAULT_COUNTRY_CODE, REGISTRATION_ROLE } from '@config/constants';
import { genericMessages, otpMessages, registrationMessages } from '@/shared/messages';
import { sameText } from '@/web/shared/english-text';
import { translateNow, useLocale } from '@/web/shared/i18n';
import { leadingZeroToInternational } from '@/shared/phone';
import { ApiError, api, errorMessage } from '@/web/shared/api';
import { AppLink, goTo } from '@/web/shared/AppLink';
import { useDialogs } from '@/web/shared/dialogs';
import { ajvResolver } from '@/web/shared/forms';
import { uploadOnce } from '@/web/shared/upload-once';
import { AccountShell } from './AccountShell';
import {
  type LocalDetailsForm,
  localDetailsSchema,
  type PasswordStepForm,
  passwordStepRefine,
  passwordStepSchema,
} from './form-schemas';
import { GuestOnly } from './GuestOnly';
import { OtpStep } from './OtpStep';
import { isSmsRestricted, SMS_RESTRICTED_TITLE, sendOtp } from './otp-api';
import { PasswordStep } from './PasswordStep';
import { LocalDetailsStep } from './register/LocalDetailsStep';
import { type Residency, ResidencyChoice } from './register/ResidencyChoice';
import { StepFrame } from './StepFrame';
import { accountScreenMessages } from './messages';

const STEP_KEYS = ['YOUR_DETAILS', 'PASSWORD', 'VERIFY_PHONE'] as const;
/** The server's answer when a verification token was already spent: a fresh code is needed. */
const OTP_NOT_VERIFIED = 'Please verify your phone number with the OTP code first.';

const detailsResolver = ajvResolver<LocalDetailsForm>(localDetailsSchema);
const passwordResolver = ajvResolver<PasswordStepForm>(passwordStepSchema, passwordStepRefine);

type Stage = 'choice' | 1 | 2 | 3;
type OtpState = { phone: string; resendAt: number; notice?: string; sentAt: number };

export default function RegisterPage() {
  useLocale(); // re-renders these texts when the language changes
  return (
    <GuestOnly>
      <RegisterScreen />
    </GuestOnly>
  );
}

function RegisterScreen() {
  useLocale(); // re-renders these texts when the language changes
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const [stage, setStage] = useState<Stage>('choice');
  const [moved, setMoved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [otp, setOtp] = useState<OtpState | null>(null);
  /** A verified phone's token survives a failed registration, so fixing a referral code needs no new SMS. */
  const [verified, setVerified] = useState<{ phone: string; token: string } | null>(null);
  const details = useForm<LocalDetailsForm>({
    resolver: detailsResolver,
    defaultValues: { name: '', email: '', phone: '', birthday: '', address: '', selfie: null },
  });
  const [search] = useSearchParams();
  const referral = referralFromSearch(search);
  const passwords = useForm<PasswordStepForm>({
    resolver: passwordResolver,
    defaultValues: { password: '', confirmPassword: '', code: referral, terms: false },
  });

  const phone = () => leadingZeroToInternational(details.getValues('phone'));

  function go(next: Stage) {
    setMoved(true);
    setStage(next);
    window.scrollTo({ top: 0 });
  }

  function back() {
    go(stage === 3 ? 2 : stage === 2 ? 1 : 'choice');
  }

  async function checkCredentials(values: LocalDetailsForm) {
    setBusy(true);
    try {
      await api('credentials_exist', {
        query: { email: values.email.trim(), phone: leadingZeroToInternational(values.phone) },
        token: null,
      });
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

  async function sendCode() {
    const to = phone();
    if (verified?.phone === to) return register(verified.token);
    setBusy(true);
    try {
      const result = await sendOtp(to, 'register');
      setOtp({
        phone: to,
        resendAt: Date.now() + result.resendAfter * 1000,
        notice: result.alreadySent ? result.message : undefined,
        sentAt: Date.now(),
      });
      go(3);
    } catch (error) {
      const message = errorMessage(error);
      if (isSmsRestricted(error)) {
        await dialogs.alert('warning', SMS_RESTRICTED_TITLE, message);
      } else {
        await dialogs.alert('error', translateNow(genericMessages, 'ERROR_TITLE'), message);
        if (sameText(message, translateNow(otpMessages, 'SEND_FAILED'))) go(1);
      }
    } finally {
      setBusy(false);
    }
  }

  async function register(verificationToken: string) {
    const to = phone();
    setVerified({ phone: to, token: verificationToken });
    setBusy(true);
    const person = details.getValues();
    const secret = passwords.getValues();
    try {
      if (!person.selfie) throw new ApiError(400, translateNow(registrationMessages, 'FILL_ALL_AND_PHOTO'));
      const selfie = await uploadOnce('selfie', person.selfie);
      await api<{ message: string }>('register', {
        method: 'POST',
        token: null,
        body: {
          name: person.name.trim(),
          email: person.email.trim(),
          phone: to,
          birthday: person.birthday || undefined,
          address: person.address.trim() || undefined,
          country_code: DEFAULT_COUNTRY_CODE,
          password: secret.password,
          confirmPassword: secret.confirmPassword,
          code: secret.code.trim() || undefined,
          role: REGISTRATION_ROLE,
          customizable_photo: selfie.id,
          is_web: 1,
          verification_token: verificationToken,
        },
      });
      setVerified(null);
      await dialogs.alert(
        'success',
        translateNow(registrationMessages, 'SUCCESS'),
        translateNow(accountScreenMessages, 'ACCOUNT_READY'),
      );
      goTo('/login', navigate);
    } catch (error) {
      await registrationFailed(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  /** Spec part 1 §8: each answer sends the person back to the step where it can be fixed. */
  async function registrationFailed(message: string) {
    if (
      sameText(message, translateNow(registrationMessages, 'FULL_NAME')) ||
      sameText(message, translateNow(registrationMessages, 'INVALID_REFERRAL'))
    ) {
      if (sameText(message, translateNow(registrationMessages, 'INVALID_REFERRAL')))
        passwords.setError('code', { message });
      else details.setError('name', { message });
      await dialogs.alert('error', translateNow(registrationMessages, 'CHECK_CREDENTIALS'), message);
      go(2);
    } else if (
      sameText(message, translateNow(registrationMessages, 'PHONE_TAKEN')) ||
      sameText(message, translateNow(registrationMessages, 'EMAIL_TAKEN'))
    ) {
      setVerified(null);
      details.setError(
        sameText(message, translateNow(registrationMessages, 'PHONE_TAKEN')) ? 'phone' : 'email',
        { message },
      );
      await dialogs.alert('error', translateNow(registrationMessages, 'CHECK_CREDENTIALS'), message);
      go(1);
    } else {
      if (sameText(message, OTP_NOT_VERIFIED)) setVerified(null);
      await dialogs.alert('error', translateNow(genericMessages, 'ERROR_TITLE'), message);
      // The selfie lives on step 1; anything else is retried from step 2 with the verified phone.
      if (sameText(message, translateNow(registrationMessages, 'FILL_ALL_AND_PHOTO'))) go(1);
      else if (stage === 3) go(2);
    }
  }

  function choose(choice: Residency) {
    if (choice === 'foreign') navigate(registerPathWithReferral('/register-foreign', referral || null));
    else go(1);
  }

  return (
    <AccountShell
      title={translateNow(accountScreenMessages, 'CREATE_ACCOUNT_TITLE')}
      intro={translateNow(accountScreenMessages, 'CREATE_ACCOUNT_INTRO')}
    >
      {stage === 'choice' ? (
        <ResidencyChoice initial={moved ? 'local' : null} onChoose={choose} />
      ) : (
        <StepFrame
          labels={STEP_KEYS.map((key) => translateNow(accountScreenMessages, key))}
          active={stage - 1}
          moved={moved}
          onBack={back}
        >
          {stage === 1 && <LocalDetailsStep form={details} busy={busy} onValid={checkCredentials} />}
          {stage === 2 && (
            <PasswordStep
              form={passwords}
              busy={busy}
              submitLabel={
                verified?.phone === phone()
                  ? translateNow(accountScreenMessages, 'CREATE_ACCOUNT')
                  : translateNow(accountScreenMessages, 'SEND_VERIFICATION')
              }
              onValid={sendCode}
            />
          )}
          {stage === 3 && otp && (
            <OtpStep
              key={otp.sentAt}
              phone={otp.phone}
              purpose="register"
              resendAt={otp.resendAt}
              onResent={(resendAt) => setOtp({ ...otp, resendAt, notice: undefined })}
              notice={otp.notice}
              submitLabel="Verify and create account"
              onVerified={register}
            />
          )}
        </StepFrame>
      )}
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <AppLink to="/login">{translateNow(registrationMessages, 'HAVE_ACCOUNT')}</AppLink>
      </Typography>
    </AccountShell>
  );
}
