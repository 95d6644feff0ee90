import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from '@/web/shared/routing';
import type { Account } from '@schemas/account';
import { genericMessages, loginErrorText } from '@/shared/messages';
import { parseLoginIdentifier } from '@/shared/phone';
import { resolveReturnPath } from '@/shared/roles';
import { api, errorMessage } from '@/web/shared/api';
import { goTo } from '@/web/shared/navigation';
import { PlainIcon } from '@/web/shared/plain/icons';
import { PlainLink } from '@/web/shared/plain/PlainLink';
import { PlainPasswordField, PlainTextField } from '@/web/shared/plain/PlainTextField';
import { useDialogs } from '@/web/shared/dialogs';
import { ajvResolver, fieldProps } from '@/web/shared/forms';
import { googleIdToken, preloadGoogleSignIn } from '@/web/shared/google-sign-in';
import { signIn } from '@/web/shared/locale-account';
import { loadSettings, useSettings } from '@/web/shared/settings';
import { AccountShell } from './AccountShell';
import { type LoginForm, loginFormSchema, loginRefine } from './form-schemas';
import { GuestOnly } from './GuestOnly';
import { accountMessages } from './messages';
import { translateNow, useMessages } from '@/web/shared/i18n';

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
    signIn(session.token, session.account);
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

  const submitting = form.formState.isSubmitting;
  return (
    <AccountShell title={t('LOGIN')} intro={t('LOGIN_INTRO')}>
      <form noValidate onSubmit={form.handleSubmit(login)} className="brp-stack" style={{ gap: 16 }}>
        <PlainTextField
          label={t('EMAIL_OR_PHONE')}
          required
          autoFocus
          {...fieldProps(form, 'login', {
            htmlInput: { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false },
            hint: t('EMAIL_OR_PHONE_HINT'),
          })}
        />
        <PlainPasswordField
          label={t('PASSWORD')}
          required
          showLabel={t('SHOW_PASSWORD')}
          hideLabel={t('HIDE_PASSWORD')}
          {...fieldProps(form, 'password', { htmlInput: { autoComplete: 'current-password' } })}
        />
        <div style={{ textAlign: 'right', marginTop: -12 }}>
          <PlainLink to="/forgot-password">{t('FORGOT_PASSWORD')}</PlainLink>
        </div>
        <button
          type="submit"
          className="brp-btn brp-btn--contained brp-btn--large brp-btn--full"
          disabled={submitting}
          aria-busy={submitting || undefined}
        >
          {submitting && <span className="brp-spinner" aria-hidden="true" />}
          {t('LOGIN')}
        </button>
      </form>
      {/* biome-ignore lint/a11y/useSemanticElements: a separator with a word in it, which <hr> cannot hold (as MUI's Divider). */}
      <div className="brp-or" role="separator">
        {t('OR')}
      </div>
      <button
        type="button"
        className="brp-btn brp-btn--outlined brp-btn--large brp-btn--full"
        onClick={loginWithGoogle}
        disabled={googleBusy}
        aria-busy={googleBusy || undefined}
      >
        {googleBusy ? <span className="brp-spinner" aria-hidden="true" /> : <PlainIcon name="google" />}
        {t('LOGIN_FOREIGNER')}
      </button>
      <p className="brp-body2 brp-muted" style={{ marginTop: 8, textAlign: 'center' }}>
        {t('FOREIGNER_HINT')}
      </p>
      <p style={{ margin: '24px 0 0', textAlign: 'center' }}>
        {t('NO_ACCOUNT')} <PlainLink to="/register">{t('CREATE_ACCOUNT')}</PlainLink>
      </p>
    </AccountShell>
  );
}
