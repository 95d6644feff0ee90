import MenuBookIcon from '@mui/icons-material/MenuBook';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { homeMessages } from '../../../shared/messages';
import { goTo } from '../../shared/AppLink';
import { STORAGE_KEYS } from '../../shared/session';
import { homePageMessages } from './messages';
import { useMessages } from '../../shared/i18n';

const DISMISSED_THIS_VISIT = 'userGuideDismissed';

function shouldShow(): boolean {
  try {
    if (window.localStorage.getItem(STORAGE_KEYS.showUserGuide) === 'false') return false;
    return window.sessionStorage.getItem(DISMISSED_THIS_VISIT) !== '1';
  } catch {
    return false;
  }
}

/**
 * The user-guide prompt: shown unless showUserGuide is false. Reading the guide stops it for good;
 * "I'll read it next time" only until the next visit.
 */
export function UserGuideDialog() {
  const [open, setOpen] = useState(shouldShow);
  const t = useMessages(homePageMessages);
  const h = useMessages(homeMessages);
  const read = () => {
    try {
      window.localStorage.setItem(STORAGE_KEYS.showUserGuide, 'false');
    } catch {
      // Asked again next time without storage.
    }
    setOpen(false);
    goTo('/user-guide');
  };
  const later = () => {
    try {
      window.sessionStorage.setItem(DISMISSED_THIS_VISIT, '1');
    } catch {
      // Without storage the prompt may come back on the next page load.
    }
    setOpen(false);
  };
  return (
    <Dialog open={open} onClose={later} aria-labelledby="user-guide-title" maxWidth="xs" fullWidth>
      <DialogTitle id="user-guide-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <MenuBookIcon color="primary" /> {t('NEW_TO_BRP')}
      </DialogTitle>
      <DialogContent>
        <Typography>{t('GUIDE_TEXT')}</Typography>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={later}>{h('READ_USER_GUIDE_LATER')}</Button>
        <Button variant="contained" onClick={read}>
          {h('READ_USER_GUIDE')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
