import Box from '@mui/material/Box';
import { translateNow, useLocale } from '@/web/shared/i18n';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { PHONE_INPUT_MAX_LENGTH } from '@config/constants';
import { fieldError, fieldProps } from '@/web/shared/forms';
import { PhotoInput } from '@/web/shared/PhotoInput';
import type { LocalDetailsForm } from '../form-schemas';
import { accountScreenMessages } from '../messages';

type Props = {
  form: UseFormReturn<LocalDetailsForm>;
  busy: boolean;
  onValid(values: LocalDetailsForm): void;
};

const today = () => new Date().toISOString().slice(0, 10);

/** Local registration step 1: who you are, how to reach you, and a selfie. */
export function LocalDetailsStep({ form, busy, onValid }: Props) {
  useLocale(); // re-renders these texts when the language changes
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onValid)}>
      <Stack spacing={2}>
        <TextField
          label={translateNow(accountScreenMessages, 'FULL_NAME')}
          required
          fullWidth
          {...fieldProps(form, 'name', { htmlInput: { autoComplete: 'name', maxLength: 120 } })}
        />
        <TextField
          label={translateNow(accountScreenMessages, 'EMAIL')}
          type="email"
          required
          fullWidth
          {...fieldProps(form, 'email', {
            htmlInput: { autoComplete: 'email', maxLength: 200, autoCapitalize: 'none' },
          })}
        />
        <TextField
          label={translateNow(accountScreenMessages, 'MOBILE_NUMBER')}
          type="tel"
          required
          fullWidth
          placeholder="09XXXXXXXXX"
          {...fieldProps(form, 'phone', {
            htmlInput: {
              maxLength: PHONE_INPUT_MAX_LENGTH,
              inputMode: 'numeric',
              autoComplete: 'tel-national',
            },
            hint: translateNow(accountScreenMessages, 'LOCAL_MOBILE_HINT'),
          })}
        />
        <TextField
          label={translateNow(accountScreenMessages, 'BIRTHDAY')}
          type="date"
          fullWidth
          {...fieldProps(form, 'birthday', {
            htmlInput: { max: today(), autoComplete: 'bday' },
            shrinkLabel: true,
          })}
        />
        <TextField
          label={translateNow(accountScreenMessages, 'ADDRESS')}
          fullWidth
          {...fieldProps(form, 'address', { htmlInput: { maxLength: 300, autoComplete: 'street-address' } })}
        />
        <Controller
          control={form.control}
          name="selfie"
          render={({ field }) => (
            <PhotoInput
              label={translateNow(accountScreenMessages, 'SELFIE')}
              description={translateNow(accountScreenMessages, 'SELFIE_PURPOSE')}
              value={field.value}
              onChange={field.onChange}
              buttonRef={field.ref}
              error={fieldError(form, 'selfie')}
            />
          )}
        />
        <Button type="submit" variant="contained" size="large" loading={busy} fullWidth>
          {translateNow(accountScreenMessages, 'NEXT')}
        </Button>
      </Stack>
    </Box>
  );
}
