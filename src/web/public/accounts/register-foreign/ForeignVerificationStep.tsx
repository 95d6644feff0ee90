import Box from '@mui/material/Box';
import { translateNow, useLocale } from '@/web/shared/i18n';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { fieldError } from '@/web/shared/forms';
import { PhotoInput } from '@/web/shared/PhotoInput';
import type { ForeignVerificationForm } from '../form-schemas';
import { accountScreenMessages } from '../messages';

type Props = { form: UseFormReturn<ForeignVerificationForm>; onValid(values: ForeignVerificationForm): void };

const PHOTOS = [
  {
    name: 'selfie',
    label: 'SELFIE' as const,
    description: 'SELFIE_TEXT' as const,
    facingMode: 'user',
  },
  {
    name: 'passport',
    label: 'PASSPORT' as const,
    description: 'PASSPORT_TEXT' as const,
    facingMode: 'environment',
  },
  {
    name: 'tourist_visa',
    label: 'TOURIST_VISA' as const,
    description: 'VISA_TEXT' as const,
    facingMode: 'environment',
  },
] as const;

/** Foreign registration step 1: a selfie, the passport and the tourist visa, each by camera or file. */
export function ForeignVerificationStep({ form, onValid }: Props) {
  useLocale(); // re-renders these texts when the language changes
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onValid)}>
      <Stack spacing={2}>
        {PHOTOS.map((photo) => (
          <Controller
            key={photo.name}
            control={form.control}
            name={photo.name}
            render={({ field }) => (
              <PhotoInput
                label={translateNow(accountScreenMessages, photo.label)}
                description={translateNow(accountScreenMessages, photo.description)}
                facingMode={photo.facingMode}
                value={field.value}
                onChange={field.onChange}
                buttonRef={field.ref}
                error={fieldError(form, photo.name)}
              />
            )}
          />
        ))}
        <Button type="submit" variant="contained" size="large" fullWidth>
          {translateNow(accountScreenMessages, 'NEXT')}
        </Button>
      </Stack>
    </Box>
  );
}
