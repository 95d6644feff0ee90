import Box from '@mui/material/Box';
import { translateNow, useLocale } from '@/web/shared/i18n';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { UseFormReturn } from 'react-hook-form';
import { fieldProps } from '@/web/shared/forms';
import type { ForeignCredentialsForm } from '../form-schemas';
import { accountScreenMessages } from '../messages';

type Props = {
  form: UseFormReturn<ForeignCredentialsForm>;
  busy: boolean;
  onValid(values: ForeignCredentialsForm): void;
};

/** Spaces, dashes and brackets in a typed number carry no meaning. */
const compactPhone = (value: string) => value.replace(/[\s\-().]/g, '');

/** Foreign registration step 2: name, email, phone number with country code, and nationality. */
export function ForeignCredentialsStep({ form, busy, onValid }: Props) {
  useLocale(); // re-renders these texts when the language changes
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onValid)}>
      <Stack spacing={2}>
        <TextField
          label={translateNow(accountScreenMessages, 'FULL_NAME')}
          required
          fullWidth
          {...fieldProps(form, 'name', {
            htmlInput: { autoComplete: 'name', maxLength: 120 },
            hint: translateNow(accountScreenMessages, 'AS_IN_PASSPORT'),
          })}
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
          label={translateNow(accountScreenMessages, 'PHONE_NUMBER')}
          type="tel"
          required
          fullWidth
          placeholder="+14155550123"
          {...fieldProps(form, 'phone', {
            rules: { setValueAs: (value: string) => compactPhone(value ?? '') },
            htmlInput: { autoComplete: 'tel', inputMode: 'tel', maxLength: 20 },
            hint: translateNow(accountScreenMessages, 'WITH_COUNTRY_CODE'),
          })}
        />
        <TextField
          label={translateNow(accountScreenMessages, 'NATIONALITY')}
          fullWidth
          {...fieldProps(form, 'nationality', { htmlInput: { maxLength: 80, autoComplete: 'country-name' } })}
        />
        <Button type="submit" variant="contained" size="large" loading={busy} fullWidth>
          {translateNow(accountScreenMessages, 'NEXT')}
        </Button>
      </Stack>
    </Box>
  );
}
