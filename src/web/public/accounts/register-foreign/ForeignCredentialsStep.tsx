import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { UseFormReturn } from 'react-hook-form';
import { fieldProps } from '../../../shared/forms';
import type { ForeignCredentialsForm } from '../form-schemas';

type Props = {
  form: UseFormReturn<ForeignCredentialsForm>;
  busy: boolean;
  onValid(values: ForeignCredentialsForm): void;
};

/** Spaces, dashes and brackets in a typed number carry no meaning. */
const compactPhone = (value: string) => value.replace(/[\s\-().]/g, '');

/** Foreign registration step 2: name, email, phone number with country code, and nationality. */
export function ForeignCredentialsStep({ form, busy, onValid }: Props) {
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onValid)}>
      <Stack spacing={2}>
        <TextField
          label="Full name"
          required
          fullWidth
          {...fieldProps(form, 'name', {
            htmlInput: { autoComplete: 'name', maxLength: 120 },
            hint: 'As written in your passport.',
          })}
        />
        <TextField
          label="Email"
          type="email"
          required
          fullWidth
          {...fieldProps(form, 'email', {
            htmlInput: { autoComplete: 'email', maxLength: 200, autoCapitalize: 'none' },
          })}
        />
        <TextField
          label="Phone number"
          type="tel"
          required
          fullWidth
          placeholder="+14155550123"
          {...fieldProps(form, 'phone', {
            rules: { setValueAs: (value: string) => compactPhone(value ?? '') },
            htmlInput: { autoComplete: 'tel', inputMode: 'tel', maxLength: 20 },
            hint: 'With your country code.',
          })}
        />
        <TextField
          label="Nationality (optional)"
          fullWidth
          {...fieldProps(form, 'nationality', { htmlInput: { maxLength: 80, autoComplete: 'country-name' } })}
        />
        <Button type="submit" variant="contained" size="large" loading={busy} fullWidth>
          Next
        </Button>
      </Stack>
    </Box>
  );
}
