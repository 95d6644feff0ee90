import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Account } from '@schemas/account';
import { ApiError, api } from '../shared/api';
import { useMessages } from '../shared/i18n';
import { useReleasePaintedScreen } from '../shared/mount';
import { signIn } from '../shared/locale-account';
import { consoleMessages } from './messages';

/**
 * The console's sign-in for a visitor without a session: a plain form, so the first visit downloads neither
 * react-admin nor its data grid. Signing in stores the session as every other page does; the console itself
 * then loads on the address the visitor asked for.
 */
export default function ConsoleSignIn() {
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ login?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const t = useMessages(consoleMessages);
  useReleasePaintedScreen();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      login: login.trim() ? undefined : t('Please enter your email or phone.'),
      password: password ? undefined : t('Please enter your password.'),
    };
    setErrors(found);
    if (found.login || found.password) return;
    setBusy(true);
    try {
      const { token, account } = await api<{ token: string; account: Account }>('login', {
        body: { login: login.trim(), password },
        token: null,
      });
      // The console's own login address leads to its dashboard once signed in.
      if (pathname === '/console/login') navigate('/console', { replace: true });
      signIn(token, account);
    } catch (error) {
      setErrors({
        form: error instanceof ApiError ? error.message : t('Something went wrong. Please try again.'),
      });
      setBusy(false);
    }
  }

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'grey.100' }}>
      <Paper component="form" noValidate onSubmit={submit} sx={{ p: 3, width: '100%', maxWidth: 360 }}>
        <Typography variant="h6" component="h1" sx={{ textAlign: 'center', mb: 2 }}>
          {t('Operations console')}
        </Typography>
        {errors.form && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errors.form}
          </Alert>
        )}
        <TextField
          autoFocus
          fullWidth
          margin="normal"
          label={t('Email or phone')}
          name="username"
          autoComplete="username"
          value={login}
          onChange={(event) => setLogin(event.target.value)}
          error={Boolean(errors.login)}
          helperText={errors.login}
          required
        />
        <TextField
          fullWidth
          margin="normal"
          label={t('Password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(errors.password)}
          helperText={errors.password}
          required
        />
        <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={busy}>
          {busy ? t('Signing in...') : t('Sign in')}
        </Button>
      </Paper>
    </Box>
  );
}
