import GoogleIcon from '@mui/icons-material/Google';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Account } from '../../../../schemas/account';
import { genericMessages, loginErrorText } from '../../../shared/messages';
import { parseLoginIdentifier } from '../../../shared/phone';
import { resolveReturnPath } from '../../../shared/roles';
import { api, errorMessage } from '../../shared/api';
import { AppLink, goTo } from '../../shared/AppLink';
import { useDialogs } from '../../shared/dialogs';
import { ajvResolver, fieldProps } from '../../shared/forms';
import { googleIdToken, preloadGoogleSignIn } from '../../shared/google-sign-in';
import { saveSession } from '../../shared/session';
import { loadSettings, useSettings } from '../../shared/settings';
import { AccountShell } from './AccountShell';
import { type LoginForm, loginFormSchema, loginRefine } from './form-schemas';
import { GuestOnly } from './GuestOnly';
import { PasswordField } from './PasswordField';
import { accountMessages } from './messages';
import { translateNow, useMessages } from '../../shared/i18n';

type SessionResponse = { token: string; account: Account };

const resolver = ajvResolver<LoginForm>(loginFormSchema, loginRefine);

export default function LoginPage() {
  return (
    <GuestOnly>
      <LoginScreen />
    </GuestOnly>
  );
}

function LoginScreen() {
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const [params] = useSearchParams();
  const [googleBusy, setGoogleBusy] = useState(false);
  const form = useForm<LoginForm>({ resolver, defaultValues: { login: '', password: '' } });
  const returnCode = params.get('r');
  const settings = useSettings();
  const t = useMessages(accountMessages);
  useEffect(() => {
    if (settings?.firebase) preloadGoogleSignIn();
  }, [settings]);

  function enter(session: SessionResponse) {
    saveSession(session.token, session.account);
    goTo(resolveReturnPath(returnCode, session.account.role_name), navigate, true);
  }

  async function login(values: LoginForm) {
    const identifier = parseLoginIdentifier(values.login);
    try {
      const session = await api<SessionResponse>('login', {
        method: 'POST',
        body: { login: 'value' in identifier ? identifier.value : values.login, password: values.password },
        token: null,
      });
      enter(session);
    } catch (error) {
      await dialogs.alert('error', t('LOGIN_FAILED'), loginErrorText(errorMessage(error)));
    }
  }

  async function loginWithGoogle() {
    setGoogleBusy(true);
    try {
      const settings = await loadSettings();
      if (!settings.firebase) {
        // Dialogs sit outside the router, so the way on is a button rather than a link inside the text.
        const register = await dialogs.confirm(t('GOOGLE_NOT_SET_UP'), t('GOOGLE_UNAVAILABLE'), {
          yes: t('REGISTER_FOREIGNER'),
          no: t('CLOSE'),
        });
        if (register) navigate('/register-foreign');
        return;
      }
      let idToken: string | null;
      try {
        idToken = await googleIdToken(settings.firebase);
      } catch {
        await dialogs.alert('error', translateNow(genericMessages, 'ERROR_TITLE'), t('GOOGLE_FAILED'));
        return;
      }
      if (!idToken) return;
      enter(
        await api<SessionResponse>('social-login', {
          method: 'POST',
          body: { firebase_id_token: idToken },
          token: null,
        }),
      );
    } catch (error) {
      await dialogs.alert('error', t('LOGIN_FAILED'), errorMessage(error));
    } finally {
      setGoogleBusy(false);
    }
  }

  return (
    <AccountShell title={t('LOGIN')} intro={t('LOGIN_INTRO')}>
      <Box component="form" noValidate onSubmit={form.handleSubmit(login)}>
        <Stack spacing={2}>
          <TextField
            label={t('EMAIL_OR_PHONE')}
            fullWidth
            required
            autoFocus
            {...fieldProps(form, 'login', {
              htmlInput: { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false },
              hint: t('EMAIL_OR_PHONE_HINT'),
            })}
          />
          <PasswordField
            label={t('PASSWORD')}
            fullWidth
            required
            {...fieldProps(form, 'password', { htmlInput: { autoComplete: 'current-password' } })}
          />
          <Box sx={{ textAlign: 'right', mt: '4px !important' }}>
            <AppLink to="/forgot-password">{t('FORGOT_PASSWORD')}</AppLink>
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={form.formState.isSubmitting}
          >
            {t('LOGIN')}
          </Button>
        </Stack>
      </Box>
      <Divider sx={{ my: 3 }}>{t('OR')}</Divider>
      <Button
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<GoogleIcon />}
        onClick={loginWithGoogle}
        loading={googleBusy}
      >
        {t('LOGIN_FOREIGNER')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
        {t('FOREIGNER_HINT')}
      </Typography>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {t('NO_ACCOUNT')} <AppLink to="/register">{t('CREATE_ACCOUNT')}</AppLink>
      </Typography>
    </AccountShell>
  );
}
