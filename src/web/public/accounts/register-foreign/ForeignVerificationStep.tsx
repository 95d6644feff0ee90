import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { fieldError } from '../../../shared/forms';
import { PhotoInput } from '../../../shared/PhotoInput';
import type { ForeignVerificationForm } from '../form-schemas';

type Props = { form: UseFormReturn<ForeignVerificationForm>; onValid(values: ForeignVerificationForm): void };

const PHOTOS = [
  {
    name: 'selfie',
    label: 'Selfie',
    description: 'A clear photo of your face.',
    facingMode: 'user',
  },
  {
    name: 'passport',
    label: 'Passport',
    description: 'The page with your photo and name.',
    facingMode: 'environment',
  },
  {
    name: 'tourist_visa',
    label: 'Tourist visa',
    description: 'Your visa or the arrival stamp in your passport.',
    facingMode: 'environment',
  },
] as const;

/** Foreign registration step 1: a selfie, the passport and the tourist visa, each by camera or file. */
export function ForeignVerificationStep({ form, onValid }: Props) {
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
                label={photo.label}
                description={photo.description}
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
          Next
        </Button>
      </Stack>
    </Box>
  );
}
