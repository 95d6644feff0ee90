import Button from '@mui/material/Button';
import { translateNow, useLocale } from '@/web/shared/i18n';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { AppLink } from '@/web/shared/AppLink';
import { type LegalKind, type LegalSummary, legalSummary } from './legal-text';
import { accountScreenMessages } from './messages';

/** The headed paragraphs of a legal summary. */
export function LegalSections({ summary }: { summary: LegalSummary }) {
  return summary.sections.map((section) => (
    <section key={section.heading}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {section.heading}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {section.text}
      </Typography>
    </section>
  ));
}

/** The Terms and Conditions or Data Privacy popup of the registration screens, in the reader's language. */
export function LegalDialog({ kind, open, onClose }: { kind: LegalKind; open: boolean; onClose(): void }) {
  const [locale] = useLocale();
  const summary = legalSummary(kind, locale);
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} scroll="paper" maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{summary.title}</DialogTitle>
      <DialogContent dividers>
        <LegalSections summary={summary} />
        <AppLink to={summary.fullPage} target="_blank" rel="noopener">
          {translateNow(accountScreenMessages, 'READ_FULL', { title: summary.title })}
        </AppLink>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {translateNow(accountScreenMessages, 'CLOSE')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
