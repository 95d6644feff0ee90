import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { PASSWORD_MAX, PASSWORD_MIN } from '@config/constants';
import { registrationMessages } from '@/shared/messages';
import { translateNow, useLocale } from '@/web/shared/i18n';
import { useDialogs } from '@/web/shared/dialogs';
import { fieldError, fieldProps } from '@/web/shared/forms';
import type { PasswordStepForm } from './form-schemas';
import { LegalDialog } from './LegalDialog';
import { PasswordField } from './PasswordField';
import { accountScreenMessages } from './messages';

type Props = {
  form: UseFormReturn<PasswordStepForm>;
  submitLabel: string;
  busy: boolean;
  onValid(values: PasswordStepForm): void;
};

/** Password, confirmation, optional referral code and the terms: local step 2 and foreign step 3. */
export function PasswordStep({ form, submitLabel, busy, onValid }: Props) {
  useLocale(); // re-renders these texts when the language changes
  const dialogs = useDialogs();
  const [open, setOpen] = useState<'terms' | 'privacy' | null>(null);
  const termsError = fieldError(form, 'terms');
  const passwordInput = {
    minLength: PASSWORD_MIN,
    maxLength: PASSWORD_MAX,
    autoComplete: 'new-password',
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit(onValid, (errors) => {
        // Only the unticked box is left: say so plainly, as the spec's popup does.
        if (errors.terms && Object.keys(errors).length === 1) {
          void dialogs.alert(
            'warning',
            translateNow(registrationMessages, 'TERMS_TITLE'),
            translateNow(registrationMessages, 'TERMS_REQUIRED'),
          );
        }
      })}
    >
      <Stack spacing={2}>
        <PasswordField
          label={translateNow(accountScreenMessages, 'PASSWORD')}
          required
          fullWidth
          {...fieldProps(form, 'password', {
            htmlInput: passwordInput,
            hint: `At least ${PASSWORD_MIN} characters.`,
          })}
        />
        <PasswordField
          label={translateNow(accountScreenMessages, 'CONFIRM_PASSWORD')}
          required
          fullWidth
          {...fieldProps(form, 'confirmPassword', { htmlInput: passwordInput })}
        />
        <TextField
          label={translateNow(accountScreenMessages, 'REFERRAL_CODE')}
          fullWidth
          {...fieldProps(form, 'code', {
            htmlInput: { maxLength: 20, autoCapitalize: 'characters', autoComplete: 'off' },
            hint: translateNow(accountScreenMessages, 'REFERRAL_HINT'),
            // A code brought by an invitation is filled in before the box is drawn: keep the label above it.
            shrinkLabel: Boolean(form.formState.defaultValues?.code),
          })}
        />
        <Box>
          <Controller
            control={form.control}
            name="terms"
            render={({ field }) => (
              <FormControlLabel
                label={translateNow(accountScreenMessages, 'AGREE_TERMS')}
                control={
                  <Checkbox
                    checked={Boolean(field.value)}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    slotProps={{
                      input: {
                        ref: field.ref,
                        'aria-invalid': Boolean(termsError),
                        'aria-describedby': termsError ? 'terms-error' : undefined,
                      },
                    }}
                  />
                }
              />
            )}
          />
          {termsError && (
            <FormHelperText id="terms-error" error role="alert">
              {termsError}
            </FormHelperText>
          )}
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
            <Button size="small" onClick={() => setOpen('terms')} sx={{ px: 0 }}>
              {translateNow(accountScreenMessages, 'READ_TERMS')}
            </Button>
            <Button size="small" onClick={() => setOpen('privacy')} sx={{ px: 0 }}>
              {translateNow(accountScreenMessages, 'READ_PRIVACY')}
            </Button>
          </Stack>
        </Box>
        <Button type="submit" variant="contained" size="large" loading={busy} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
      <LegalDialog kind="terms" open={open === 'terms'} onClose={() => setOpen(null)} />
      <LegalDialog kind="privacy" open={open === 'privacy'} onClose={() => setOpen(null)} />
    </Box>
  );
}
