import MenuBookIcon from '@mui/icons-material/MenuBook';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { homeMessages } from '../../../shared/messages';
import { goTo } from '../../shared/AppLink';
import { rememberGuideLater, rememberGuideRead, shouldShowUserGuide } from './user-guide-prompt';
import { homePageMessages } from './messages';
import { useMessages } from '../../shared/i18n';

/**
 * The user-guide prompt (spec part 1 §4): "Read the User Guide" stops it for good; "I'll read it next time" (or
 * closing it) brings it back on a later day. Storage is read after the first render, so the page can be
 * rendered ahead of time without a browser.
 */
export function UserGuideDialog() {
  const [open, setOpen] = useState(false);
  const t = useMessages(homePageMessages);
  const h = useMessages(homeMessages);
  useEffect(() => {
    try {
      setOpen(shouldShowUserGuide(window.localStorage));
    } catch {
      // Without storage the prompt cannot remember an answer: it stays away rather than coming back each page.
    }
  }, []);
  const read = () => {
    try {
      rememberGuideRead(window.localStorage);
    } catch {
      // Asked again next time without storage.
    }
    setOpen(false);
    goTo('/user-guide');
  };
  const later = () => {
    try {
      rememberGuideLater(window.localStorage);
    } catch {
      // Without storage the prompt is not shown at all.
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
