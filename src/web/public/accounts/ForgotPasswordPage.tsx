import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from '@/web/shared/routing';
import { PASSWORD_MIN, PASSWORD_RESET_MAX, PHONE_INPUT_MAX_LENGTH } from '@config/constants';
import { genericMessages, otpMessages } from '@/shared/messages';
import { translateNow, useLocale } from '@/web/shared/i18n';
import { leadingZeroToInternational } from '@/shared/phone';
import { api, errorMessage } from '@/web/shared/api';
import { AppLink, goTo } from '@/web/shared/AppLink';
import { useDialogs } from '@/web/shared/dialogs';
import { ajvResolver, fieldProps } from '@/web/shared/forms';
import { AccountShell } from './AccountShell';
import {
  type ResetPasswordForm,
  type ResetPhoneForm,
  resetPasswordSchema,
  resetPhoneSchema,
} from './form-schemas';
import { GuestOnly } from './GuestOnly';
import { OtpStep } from './OtpStep';
import { isSmsRestricted, sendOtp } from './otp-api';
import { PasswordField } from './PasswordField';
import { StepHeading } from './StepHeading';
import { accountScreenMessages } from './messages';

const phoneResolver = ajvResolver<ResetPhoneForm>(resetPhoneSchema);
const passwordResolver = ajvResolver<ResetPasswordForm>(resetPasswordSchema);

type Sent = { phone: string; resendAt: number; notice?: string };

export default function ForgotPasswordPage() {
  useLocale(); // re-renders these texts when the language changes
  return (
    <GuestOnly>
      <ForgotPasswordScreen />
    </GuestOnly>
  );
}

function ForgotPasswordScreen() {
  useLocale(); // re-renders these texts when the language changes
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const [page, setPage] = useState<1 | 2 | 3>(1);
  const [sent, setSent] = useState<Sent | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const phoneForm = useForm<ResetPhoneForm>({ resolver: phoneResolver, defaultValues: { phone: '' } });
  const passwordForm = useForm<ResetPasswordForm>({
    resolver: passwordResolver,
    defaultValues: { password: '' },
  });
  const typedPhone = useWatch({ control: phoneForm.control, name: 'phone' });

  async function send(values: ResetPhoneForm) {
    const phone = leadingZeroToInternational(values.phone);
    try {
      const result = await sendOtp(phone, 'reset');
      setSent({
        phone,
        resendAt: Date.now() + result.resendAfter * 1000,
        notice: result.alreadySent ? result.message : undefined,
      });
      setPage(2);
    } catch (error) {
      const restricted = isSmsRestricted(error);
      await dialogs.alert(
        restricted ? 'warning' : 'error',
        restricted
          ? translateNow(accountScreenMessages, 'SMS_RESTRICTED')
          : translateNow(genericMessages, 'ERROR_TITLE'),
        errorMessage(error, translateNow(otpMessages, 'SEND_FAILED')),
      );
    }
  }

  async function reset(values: ResetPasswordForm) {
    if (!sent || !token) return;
    try {
      const result = await api<{ message: string }>('password/reset', {
        method: 'POST',
        token: null,
        body: { phone: sent.phone, verification_token: token, password: values.password },
      });
      await dialogs.alert('success', translateNow(accountScreenMessages, 'PASSWORD_CHANGED'), result.message);
      goTo('/login', navigate);
    } catch (error) {
      await dialogs.alert('error', translateNow(genericMessages, 'ERROR_TITLE'), errorMessage(error));
    }
  }

  function back() {
    if (page === 1) goTo('/login', navigate);
    // A verified code is spent, so from the new-password page the way back is a new code.
    else setPage(1);
  }

  return (
    <AccountShell
      title={translateNow(accountScreenMessages, 'FORGOT_TITLE')}
      intro={translateNow(accountScreenMessages, 'FORGOT_INTRO')}
    >
      <Button startIcon={<ArrowBackIcon />} onClick={back} sx={{ ml: -1, mb: 1 }}>
        {page === 1
          ? translateNow(accountScreenMessages, 'BACK_TO_LOGIN')
          : translateNow(accountScreenMessages, 'BACK')}
      </Button>
      {page === 1 && (
        <Box component="form" noValidate onSubmit={phoneForm.handleSubmit(send)}>
          <StepHeading focusOnMount={sent !== null}>
            {translateNow(accountScreenMessages, 'ENTER_MOBILE')}
          </StepHeading>
          <Stack spacing={2}>
            <TextField
              label={translateNow(accountScreenMessages, 'MOBILE_NUMBER')}
              type="tel"
              required
              fullWidth
              placeholder="09XXXXXXXXX"
              {...fieldProps(phoneForm, 'phone', {
                htmlInput: {
                  maxLength: PHONE_INPUT_MAX_LENGTH,
                  inputMode: 'numeric',
                  autoComplete: 'tel-national',
                },
                hint: translateNow(accountScreenMessages, 'MOBILE_HINT'),
              })}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={(typedPhone ?? '').length !== PHONE_INPUT_MAX_LENGTH}
              loading={phoneForm.formState.isSubmitting}
            >
              {translateNow(otpMessages, 'SEND_CODE')}
            </Button>
          </Stack>
        </Box>
      )}
      {page === 2 && sent && (
        <>
          <StepHeading focusOnMount>{translateNow(accountScreenMessages, 'ENTER_CODE')}</StepHeading>
          <OtpStep
            phone={sent.phone}
            purpose="reset"
            resendAt={sent.resendAt}
            onResent={(resendAt) => setSent({ ...sent, resendAt, notice: undefined })}
            notice={sent.notice}
            submitLabel="Verify"
            onVerified={async (verificationToken) => {
              setToken(verificationToken);
              setPage(3);
            }}
          />
        </>
      )}
      {page === 3 && (
        <Box component="form" noValidate onSubmit={passwordForm.handleSubmit(reset)}>
          <StepHeading focusOnMount>{translateNow(accountScreenMessages, 'NEW_PASSWORD_TITLE')}</StepHeading>
          <Stack spacing={2}>
            <PasswordField
              label={translateNow(accountScreenMessages, 'NEW_PASSWORD')}
              required
              fullWidth
              {...fieldProps(passwordForm, 'password', {
                // No maxLength: the browser would cut a longer password silently; the form's check refuses it.
                htmlInput: { minLength: PASSWORD_MIN, autoComplete: 'new-password' },
                hint: translateNow(accountScreenMessages, 'NEW_PASSWORD_HINT', {
                  min: PASSWORD_MIN,
                  max: PASSWORD_RESET_MAX,
                }),
              })}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              loading={passwordForm.formState.isSubmitting}
            >
              {translateNow(accountScreenMessages, 'RESET_PASSWORD')}
            </Button>
          </Stack>
        </Box>
      )}
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {translateNow(accountScreenMessages, 'REMEMBERED')}{' '}
        <AppLink to="/login">{translateNow(accountScreenMessages, 'LOGIN')}</AppLink>
      </Typography>
    </AccountShell>
  );
}
