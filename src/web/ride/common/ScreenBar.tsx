import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useMessages } from '@/web/shared/i18n';
import { LanguageSwitch } from '@/web/shared/LanguageSwitch';
import { layoutMessages } from '@/web/shared/layout/messages';

/** The slim bar on top of the ride screens: a back arrow, the screen's title and optional actions. */
export function ScreenBar({
  title,
  onBack,
  backLabel,
  actions,
}: {
  title: ReactNode;
  onBack?: () => void;
  backLabel?: string;
  actions?: ReactNode;
}) {
  const t = useMessages(layoutMessages);
  return (
    <AppBar position="sticky" color="inherit" elevation={1} component="header">
      <Toolbar variant="dense" sx={{ gap: 1, minHeight: 52 }}>
        {onBack && (
          <IconButton edge="start" onClick={onBack} aria-label={backLabel ?? t('BACK')}>
            <ArrowBackIcon />
          </IconButton>
        )}
        <Typography
          variant="h6"
          component="h1"
          sx={{ flexGrow: 1, fontSize: '1.1rem', fontWeight: 700 }}
          noWrap
        >
          {title}
        </Typography>
        {actions}
        <LanguageSwitch compact />
      </Toolbar>
    </AppBar>
  );
}
