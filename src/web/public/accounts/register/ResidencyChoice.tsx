import FlightLandIcon from '@mui/icons-material/FlightLand';
import HomeIcon from '@mui/icons-material/Home';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useState } from 'react';
import { registrationMessages } from '@/shared/messages';
import { translateNow, useLocale } from '@/web/shared/i18n';
import { accountScreenMessages } from '../messages';

export type Residency = 'local' | 'foreign';

const OPTIONS: {
  value: Residency;
  title: 'I_AM_LOCAL' | 'I_AM_FOREIGNER';
  text: 'LOCAL_TEXT' | 'FOREIGNER_TEXT';
  icon: ReactNode;
}[] = [
  {
    value: 'local',
    title: 'I_AM_LOCAL' as const,
    text: 'LOCAL_TEXT' as const,
    icon: <HomeIcon color="primary" />,
  },
  {
    value: 'foreign',
    title: 'I_AM_FOREIGNER' as const,
    text: 'FOREIGNER_TEXT' as const,
    icon: <FlightLandIcon color="primary" />,
  },
];

/** The first question of /register: local residents and foreign visitors register differently. */
export function ResidencyChoice({
  initial,
  onChoose,
}: {
  initial: Residency | null;
  onChoose(choice: Residency): void;
}) {
  useLocale(); // re-renders these texts when the language changes
  const [choice, setChoice] = useState<Residency | null>(initial);
  const [error, setError] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!choice) setError(true);
    else onChoose(choice);
  }

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <FormControl error={error} fullWidth>
        <FormLabel id="residency-label" sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}>
          {translateNow(accountScreenMessages, 'LOCAL_OR_FOREIGNER')}
        </FormLabel>
        <RadioGroup
          aria-labelledby="residency-label"
          aria-describedby={error ? 'residency-error' : undefined}
          value={choice ?? ''}
          onChange={(event) => {
            setChoice(event.target.value as Residency);
            setError(false);
          }}
        >
          <Stack spacing={1.5}>
            {OPTIONS.map((option) => (
              <Box
                key={option.value}
                component="label"
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  p: 1.5,
                  border: 2,
                  borderRadius: 2,
                  cursor: 'pointer',
                  borderColor: choice === option.value ? 'primary.main' : 'divider',
                  bgcolor: choice === option.value ? 'action.selected' : undefined,
                }}
              >
                <Radio value={option.value} />
                <Box sx={{ flexGrow: 1 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {translateNow(accountScreenMessages, option.title)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {translateNow(accountScreenMessages, option.text)}
                  </Typography>
                </Box>
                {option.icon}
              </Box>
            ))}
          </Stack>
        </RadioGroup>
        {error && (
          <FormHelperText id="residency-error" role="alert" sx={{ mx: 0, mt: 1 }}>
            {translateNow(registrationMessages, 'CHOOSE_LOCAL_OR_FOREIGN')}
          </FormHelperText>
        )}
      </FormControl>
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 3 }}>
        {translateNow(accountScreenMessages, 'CONTINUE')}
      </Button>
    </Box>
  );
}
