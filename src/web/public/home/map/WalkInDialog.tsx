import FacebookIcon from '@mui/icons-material/Facebook';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WALK_IN_DIALOG_FEE_TEXT } from '@config/constants';
import { homeMessages } from '@/shared/site-messages';
import { translateNow, useLocale } from '@/web/shared/i18n';
import { goTo } from '@/web/shared/AppLink';
import { useSettings } from '@/web/shared/settings';
import { StoreButtons } from '../StoreButtons';
import { mapMessages } from '../messages';

const SHOWN_THIS_VISIT = 'walkInShown';

/** The walk-in dialog opens once per visit by itself; the map's button opens it again. */
export function walkInShownThisVisit(): boolean {
  try {
    return window.sessionStorage.getItem(SHOWN_THIS_VISIT) === '1';
  } catch {
    return false;
  }
}

export function rememberWalkInShown() {
  try {
    window.sessionStorage.setItem(SHOWN_THIS_VISIT, '1');
  } catch {
    // Without storage it may open on every map.
  }
}

/** "Download the app!": the app for the best rates, or booking through the web for a small fee. */
export function WalkInDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  useLocale(); // re-renders these texts when the language changes
  const settings = useSettings();
  const currency = settings?.currency ?? 'PHP';
  const facebook = settings?.website?.social?.fbLink;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="walk-in-title" maxWidth="xs" fullWidth>
      <DialogTitle id="walk-in-title" sx={{ fontWeight: 800 }}>
        {translateNow(homeMessages, 'WALK_IN_TITLE')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>{translateNow(mapMessages, 'WALK_IN_TEXT')}</Typography>
          <StoreButtons />
          {facebook && (
            <Link
              href={facebook}
              target="_blank"
              rel="noopener"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              <FacebookIcon fontSize="small" /> {translateNow(mapMessages, 'FOLLOW_FACEBOOK')}
            </Link>
          )}
          <Typography variant="body2" color="text.secondary">
            {translateNow(mapMessages, 'WEB_FEE_NOTE', { currency, fee: WALK_IN_DIALOG_FEE_TEXT })}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1, px: 3, pb: 2 }}>
        <Button variant="contained" size="large" onClick={() => goTo('/book/ride')}>
          {translateNow(homeMessages, 'BOOK_THROUGH_WEB')}
        </Button>
        <Button onClick={onClose} sx={{ ml: '0 !important' }}>
          {translateNow(mapMessages, 'SEE_DRIVERS')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
