import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { PASSWORD_MIN } from '../../../../config/constants';
import type { Account } from '../../../../schemas/account';
import { DELETE_ACCOUNT_MESSAGES, GENERIC_MESSAGES } from '../../../shared/messages';
import { api, errorMessage } from '../../shared/api';
import { AppLink, goTo } from '../../shared/AppLink';
import { useDialogs } from '../../shared/dialogs';
import { ajvResolver, fieldProps } from '../../shared/forms';
import { RequireLogin } from '../../shared/RequireLogin';
import { clearSession, saveAccount } from '../../shared/session';
import { AccountShell } from './AccountShell';
import { type DeleteAccountForm, deleteAccountSchema } from './form-schemas';
import { PasswordField } from './PasswordField';
import { StepHeading } from './StepHeading';

const resolver = ajvResolver<DeleteAccountForm>(deleteAccountSchema);

export default function DeleteAccountPage() {
  return (
    <RequireLogin returnCode="delete-account">
      <DeleteAccountScreen />
    </RequireLogin>
  );
}

function DeleteAccountScreen() {
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const [account, setAccount] = useState<Account | null>(null);
  const [confirming, setConfirming] = useState(false);
  const form = useForm<DeleteAccountForm>({ resolver, defaultValues: { password: '', reason: '' } });

  useEffect(() => {
    let live = true;
    api<Account>('user')
      .then((fetched) => {
        if (!live) return;
        setAccount(fetched);
        saveAccount(fetched);
      })
      .catch(() => {
        if (live)
          void dialogs.alert(
            'error',
            GENERIC_MESSAGES.ERROR_TITLE,
            DELETE_ACCOUNT_MESSAGES.ACCOUNT_FETCH_FAILED,
          );
      });
    return () => {
      live = false;
    };
  }, [dialogs]);

  async function remove(values: DeleteAccountForm) {
    try {
      const result = await api<{ message: string }>('account/delete', {
        method: 'POST',
        body: { password: values.password, reason: values.reason.trim() },
      });
      clearSession();
      await dialogs.alert('success', 'Account deleted', result.message || DELETE_ACCOUNT_MESSAGES.DELETED);
      goTo('/', navigate, true);
    } catch (error) {
      await dialogs.alert('error', DELETE_ACCOUNT_MESSAGES.FAILED_TITLE, errorMessage(error));
    }
  }

  const who = account ? [account.name, account.email ?? account.phone].filter(Boolean).join(' · ') : null;
  return (
    <AccountShell title="Delete account" intro={who ? `Signed in as ${who}` : undefined}>
      {!confirming ? (
        <Stack spacing={2}>
          <StepHeading focusOnMount={false}>Do you want to keep your account?</StepHeading>
          <Typography>
            Deleting your account removes your profile, photo and contact details, and you will lose your BRP
            Points and any wallet balance. This cannot be undone.
          </Typography>
          <Typography>
            Having a problem? We would like to help: <AppLink to="/contact-us">contact us</AppLink> first.
          </Typography>
          <Button variant="contained" size="large" onClick={() => goTo('/', navigate)}>
            Keep my account
          </Button>
          <Button variant="outlined" color="error" size="large" onClick={() => setConfirming(true)}>
            Delete my account
          </Button>
        </Stack>
      ) : (
        <Box component="form" noValidate onSubmit={form.handleSubmit(remove)}>
          <StepHeading focusOnMount>Confirm with your password</StepHeading>
          <Stack spacing={2}>
            <Alert severity="warning">Your account will be deleted permanently.</Alert>
            <PasswordField
              label="Password"
              required
              fullWidth
              {...fieldProps(form, 'password', {
                htmlInput: { minLength: PASSWORD_MIN, autoComplete: 'current-password' },
              })}
            />
            <TextField
              label="Why are you leaving? (optional)"
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
              Delete
            </Button>
            <Button onClick={() => setConfirming(false)}>Cancel</Button>
          </Stack>
        </Box>
      )}
      <Stack direction="row" spacing={3} sx={{ mt: 3, justifyContent: 'center' }}>
        <AppLink to="/contact-us">Contact Us</AppLink>
        <AppLink to="/">Home</AppLink>
      </Stack>
    </AccountShell>
  );
}
