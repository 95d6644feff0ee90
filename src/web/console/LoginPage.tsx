import Typography from '@mui/material/Typography';
import { Login, LoginForm, PasswordInput, required, TextInput } from 'react-admin';

/** The console's own sign-in: the same account and password as the public site. */
export function LoginPage() {
  return (
    <Login>
      <Typography variant="h6" component="h1" sx={{ textAlign: 'center', mt: 1 }}>
        Operations console
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
