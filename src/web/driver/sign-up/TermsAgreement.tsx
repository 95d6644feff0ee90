import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { TERMS_SUMMARY } from '../../public/accounts/legal-text';
import { useMessages } from '../../shared/i18n';
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
        <DialogTitle id={titleId}>{TERMS_SUMMARY.title}</DialogTitle>
        <DialogContent dividers>
          {TERMS_SUMMARY.sections.map((section) => (
            <section key={section.heading}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {section.heading}
              </Typography>
              <Typography variant="body2" sx={{ mb: 2 }}>
                {section.text}
              </Typography>
            </section>
          ))}
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
