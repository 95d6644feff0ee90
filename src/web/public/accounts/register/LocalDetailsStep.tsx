import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { PHONE_INPUT_MAX_LENGTH } from '../../../../../config/constants';
import { fieldError, fieldProps } from '../../../shared/forms';
import { PhotoInput } from '../../../shared/PhotoInput';
import type { LocalDetailsForm } from '../form-schemas';

type Props = {
  form: UseFormReturn<LocalDetailsForm>;
  busy: boolean;
  onValid(values: LocalDetailsForm): void;
};

const today = () => new Date().toISOString().slice(0, 10);

/** Local registration step 1: who you are, how to reach you, and a selfie. */
export function LocalDetailsStep({ form, busy, onValid }: Props) {
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onValid)}>
      <Stack spacing={2}>
        <TextField
          label="Full name"
          required
          fullWidth
          {...fieldProps(form, 'name', { htmlInput: { autoComplete: 'name', maxLength: 120 } })}
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
          label="Mobile number"
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
            hint: 'Your 11-digit Philippine mobile number. We will text you a code.',
          })}
        />
        <TextField
          label="Birthday (optional)"
          type="date"
          fullWidth
          {...fieldProps(form, 'birthday', {
            htmlInput: { max: today(), autoComplete: 'bday' },
            shrinkLabel: true,
          })}
        />
        <TextField
          label="Address (optional)"
          fullWidth
          {...fieldProps(form, 'address', { htmlInput: { maxLength: 300, autoComplete: 'street-address' } })}
        />
        <Controller
          control={form.control}
          name="selfie"
          render={({ field }) => (
            <PhotoInput
              label="Selfie"
              description="A clear photo of your face, so drivers know who to pick up."
              value={field.value}
              onChange={field.onChange}
              buttonRef={field.ref}
              error={fieldError(form, 'selfie')}
            />
          )}
        />
        <Button type="submit" variant="contained" size="large" loading={busy} fullWidth>
          Next
        </Button>
      </Stack>
    </Box>
  );
}
