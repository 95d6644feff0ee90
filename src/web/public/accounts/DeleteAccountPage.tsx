import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from '@/web/shared/routing';
import { PASSWORD_MIN } from '@config/constants';
import type { Account } from '@schemas/account';
import { deleteAccountMessages, genericMessages } from '@/shared/messages';
import { translateNow, useLocale } from '@/web/shared/i18n';
import { api, errorMessage } from '@/web/shared/api';
import { AppLink, goTo } from '@/web/shared/AppLink';
import { useDialogs } from '@/web/shared/dialogs';
import { ajvResolver, fieldProps } from '@/web/shared/forms';
import { RequireLogin } from '@/web/shared/RequireLogin';
import { useServerData } from '@/web/shared/server-data';
import { clearSession, saveAccount } from '@/web/shared/session';
import { AccountShell } from './AccountShell';
import { type DeleteAccountForm, deleteAccountSchema } from './form-schemas';
import { PasswordField } from './PasswordField';
import { StepHeading } from './StepHeading';
import { accountScreenMessages } from './messages';

const resolver = ajvResolver<DeleteAccountForm>(deleteAccountSchema);

export default function DeleteAccountPage() {
  useLocale(); // re-renders these texts when the language changes
  return (
    <RequireLogin returnCode="delete-account">
      <DeleteAccountScreen />
    </RequireLogin>
  );
}

function DeleteAccountScreen() {
  useLocale(); // re-renders these texts when the language changes
  const navigate = useNavigate();
  const dialogs = useDialogs();
  // The account is not kept once the screen is left (a browser shared after signing out shows nobody's).
  const answer = useServerData<Account>('user', { gcTime: 0 });
  const account = answer.data ?? null;
  const [confirming, setConfirming] = useState(false);
  const form = useForm<DeleteAccountForm>({ resolver, defaultValues: { password: '', reason: '' } });

  useEffect(() => {
    if (account) saveAccount(account);
  }, [account]);
  useEffect(() => {
    if (answer.error)
      void dialogs.alert(
        'error',
        translateNow(genericMessages, 'ERROR_TITLE'),
        translateNow(deleteAccountMessages, 'ACCOUNT_FETCH_FAILED'),
      );
  }, [answer.error, dialogs]);

  async function remove(values: DeleteAccountForm) {
    try {
      const result = await api<{ message: string }>('account/delete', {
        method: 'POST',
        body: { password: values.password, reason: values.reason.trim() },
      });
      clearSession();
      await dialogs.alert(
        'success',
        translateNow(accountScreenMessages, 'ACCOUNT_DELETED'),
        result.message || translateNow(deleteAccountMessages, 'DELETED'),
      );
      goTo('/', navigate, true);
    } catch (error) {
      await dialogs.alert('error', translateNow(deleteAccountMessages, 'FAILED_TITLE'), errorMessage(error));
    }
  }

  const who = account ? [account.name, account.email ?? account.phone].filter(Boolean).join(' · ') : null;
  return (
    <AccountShell
      title={translateNow(accountScreenMessages, 'DELETE_TITLE')}
      intro={who ? translateNow(accountScreenMessages, 'SIGNED_IN_AS', { who }) : undefined}
    >
      {!confirming ? (
        <Stack spacing={2}>
          <StepHeading focusOnMount={false}>
            {translateNow(accountScreenMessages, 'KEEP_QUESTION')}
          </StepHeading>
          <Typography>{translateNow(accountScreenMessages, 'DELETE_WARNING')}</Typography>
          <Typography>
            {translateNow(accountScreenMessages, 'HAVING_PROBLEM')}{' '}
            <AppLink to="/contact-us">{translateNow(accountScreenMessages, 'CONTACT_US_FIRST')}</AppLink>{' '}
            {translateNow(accountScreenMessages, 'FIRST')}
          </Typography>
          <Button variant="contained" size="large" onClick={() => goTo('/', navigate)}>
            {translateNow(accountScreenMessages, 'KEEP_ACCOUNT')}
          </Button>
          <Button variant="outlined" color="error" size="large" onClick={() => setConfirming(true)}>
            {translateNow(accountScreenMessages, 'DELETE_MY_ACCOUNT')}
          </Button>
        </Stack>
      ) : (
        <Box component="form" noValidate onSubmit={form.handleSubmit(remove)}>
          <StepHeading focusOnMount>
            {translateNow(accountScreenMessages, 'CONFIRM_PASSWORD_TITLE')}
          </StepHeading>
          <Stack spacing={2}>
            <Alert severity="warning">{translateNow(accountScreenMessages, 'DELETED_PERMANENTLY')}</Alert>
            <PasswordField
              label={translateNow(accountScreenMessages, 'PASSWORD')}
              required
              fullWidth
              {...fieldProps(form, 'password', {
                htmlInput: { minLength: PASSWORD_MIN, autoComplete: 'current-password' },
              })}
            />
            <TextField
              label={translateNow(accountScreenMessages, 'WHY_LEAVING')}
              fullWidth
              multiline
              minRows={2}
              {...fieldProps(form, 'reason', { htmlInput: { maxLength: 500 } })}
            />
            <Button
              type="submit"
              variant="contained"
              color="error"
              size="large"
              loading={form.formState.isSubmitting}
            >
              {translateNow(accountScreenMessages, 'DELETE')}
            </Button>
            <Button onClick={() => setConfirming(false)}>
              {translateNow(accountScreenMessages, 'CANCEL')}
            </Button>
          </Stack>
        </Box>
      )}
      <Stack direction="row" spacing={3} sx={{ mt: 3, justifyContent: 'center' }}>
        <AppLink to="/contact-us">{translateNow(accountScreenMessages, 'CONTACT_US')}</AppLink>
        <AppLink to="/">{translateNow(accountScreenMessages, 'HOME')}</AppLink>
      </Stack>
    </AccountShell>
  );
}
