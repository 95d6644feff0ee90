import Typography from '@mui/material/Typography';
import {
  LocalesMenuButton,
  Login,
  LoginForm,
  PasswordInput,
  required,
  TextInput,
  useTranslate,
} from 'react-admin';
import Box from '@mui/material/Box';
import { useReleasePaintedScreen } from '../shared/mount';

/** The console's own sign-in: the same account and password as the public site. */
export function LoginPage() {
  const translate = useTranslate();
  useReleasePaintedScreen();
  return (
    <Login>
      <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
        <LocalesMenuButton />
      </Box>
      <Typography variant="h6" component="h1" sx={{ textAlign: 'center', mt: 1 }}>
        {translate('Operations console', { _: 'Operations console' })}
      </Typography>
      <LoginForm>
        <TextInput
          autoFocus
          source="username"
          label="Email or phone"
          autoComplete="username"
          validate={required('Please enter your email or phone.')}
        />
        <PasswordInput
          source="password"
          label="Password"
          autoComplete="current-password"
          validate={required('Please enter your password.')}
        />
      </LoginForm>
    </Login>
  );
}
