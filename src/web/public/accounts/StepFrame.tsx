import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { translateNow, useLocale } from '@/web/shared/i18n';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import type { ReactNode } from 'react';
import { StepHeading } from './StepHeading';
import { accountScreenMessages } from './messages';

type Props = {
  labels: readonly string[];
  /** 0-based. */
  active: number;
  /** False on the page's first step as loaded, so focus is not pulled away from the page start. */
  moved: boolean;
  onBack(): void;
  children: ReactNode;
};

/** Back, the step indicator and the step's focused heading, around one step of a registration wizard. */
export function StepFrame({ labels, active, moved, onBack, children }: Props) {
  useLocale(); // re-renders these texts when the language changes
  return (
    <>
      <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ ml: -1, mb: 1 }}>
        {translateNow(accountScreenMessages, 'BACK')}
      </Button>
      <Stepper activeStep={active} alternativeLabel sx={{ mb: 3 }} aria-hidden>
        {labels.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <StepHeading key={active} focusOnMount={moved}>
        <Box
          component="span"
          sx={{ display: 'block', typography: 'overline', color: 'text.secondary', lineHeight: 1.6 }}
        >
          {translateNow(accountScreenMessages, 'STEP_OF', { step: active + 1, count: labels.length })}
        </Box>
        {labels[active]}
      </StepHeading>
      {children}
    </>
  );
}
