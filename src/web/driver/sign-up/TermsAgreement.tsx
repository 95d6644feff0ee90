import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId, useState } from 'react';
import { LegalSections } from '@/web/public/accounts/LegalDialog';
import { legalSummary } from '@/web/public/accounts/legal-text';
import { useLocale, useMessages } from '@/web/shared/i18n';
import { messages } from './messages';

/** The terms box is ticked only by agreeing in the Terms popup (spec part 2 §5), never directly. */
export function TermsAgreement({
  label,
  checked,
  error,
  onAgree,
}: {
  label: string;
  checked: boolean;
  error?: string;
  onAgree(agreed: boolean): void;
}) {
  const t = useMessages(messages);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const [locale] = useLocale();
  const terms = legalSummary('terms', locale);
  return (
    <>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            checked={checked}
            onChange={(_, on) => (on ? setOpen(true) : onAgree(false))}
            slotProps={{ input: { 'aria-invalid': Boolean(error) } }}
          />
        }
      />
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} scroll="paper" fullWidth>
        <DialogTitle id={titleId}>{terms.title}</DialogTitle>
        <DialogContent dividers>
          <LegalSections summary={terms} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('cancel')}</Button>
          <Button
            variant="contained"
            onClick={() => {
              onAgree(true);
              setOpen(false);
            }}
          >
            {t('agree')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
