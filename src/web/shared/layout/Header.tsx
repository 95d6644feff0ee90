import AcUnitIcon from '@mui/icons-material/AcUnit';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { genericMessages } from '../../../shared/messages';
import { api } from '../api';
import { AppLink, goTo } from '../AppLink';
import { useDialogs } from '../dialogs';
import { useMessages } from '../i18n';
import { LanguageSwitch } from '../LanguageSwitch';
import { clearSession, useSession } from '../session';
import { useThemeName } from '../ThemeRoot';
import { headerLinks, STATUS_PAGE_URL, showsPromoButtons } from './header-links';
import { layoutMessages } from './messages';

export const SIGN_OUT_QUESTION = 'Are you sure you want to log out?';

export function useSignOut() {
  const dialogs = useDialogs();
  const t = useMessages(layoutMessages);
  const g = useMessages(genericMessages);
  return async () => {
    if (!(await dialogs.confirm(t('SIGN_OUT'), g('SIGN_OUT_CONFIRM'), { yes: g('YES'), no: g('NO') })))
      return;
    await api('logout', { method: 'POST' }).catch(() => {});
    clearSession();
    goTo('/login');
  };
}

export function Header() {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const signOut = useSignOut();
  const { themeName, toggleTheme } = useThemeName();
  const links = headerLinks(session.loggedIn, session.roleName);
  const promo = showsPromoButtons(session.roleName);
  const t = useMessages(layoutMessages);
  const label = (text: string) => (text in layoutMessages.en ? t(text as 'Login') : text);

  return (
    <AppBar position="sticky" color="inherit" elevation={1} component="header">
      <Toolbar sx={{ gap: 1 }}>
        <AppLink
          to="/"
          underline="none"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 2 }}
          aria-label={t('BRP_HOME')}
        >
          <Box component="img" src="/brand/logo.svg" alt="" sx={{ width: 32, height: 32 }} />
          <Typography variant="h6" component="span" color="primary" sx={{ fontWeight: 800 }}>
            BRP
          </Typography>
        </AppLink>
        <Box
          component="nav"
          aria-label={t('MAIN')}
          sx={{ display: { xs: 'none', md: 'flex' }, gap: 2, flexGrow: 1 }}
        >
          {links.map((link) => (
            <AppLink key={link.to} to={link.to} underline="hover" color="text.primary">
              {label(link.label)}
            </AppLink>
          ))}
        </Box>
        <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
        {promo && (
          <Box sx={{ display: { xs: 'none', lg: 'flex' }, gap: 1 }}>
            <Button variant="outlined" href="/download">
              {t('DOWNLOAD_THE_APP')}
            </Button>
            <Button variant="contained" href="/drivers/sign-up">
              {t('BECOME_PARTNER')}
            </Button>
          </Box>
        )}
        <LanguageSwitch compact />
        <Tooltip title={themeName === 'christmas' ? t('DEFAULT_THEME') : t('CHRISTMAS_THEME')}>
          <IconButton
            onClick={toggleTheme}
            aria-label={t('TOGGLE_CHRISTMAS')}
            aria-pressed={themeName === 'christmas'}
          >
            <AcUnitIcon />
          </IconButton>
        </Tooltip>
        {session.loggedIn && (
          <Button onClick={signOut} sx={{ display: { xs: 'none', md: 'inline-flex' } }}>
            {t('SIGN_OUT')}
          </Button>
        )}
        <IconButton
          sx={{ display: { md: 'none' } }}
          aria-label={t('OPEN_MENU')}
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)}>
        <Box sx={{ width: 260 }} role="presentation" onClick={() => setOpen(false)}>
          <List component="nav" aria-label={t('MENU')}>
            {links.map((link) => (
              <ListItemButton key={link.to} component={AppLink} to={link.to} underline="none">
                <ListItemText primary={label(link.label)} />
              </ListItemButton>
            ))}
            {promo && (
              <>
                <ListItemButton component="a" href="/download">
                  <ListItemText primary={t('DOWNLOAD_THE_APP')} />
                </ListItemButton>
                <ListItemButton component="a" href="/drivers/sign-up">
                  <ListItemText primary={t('BECOME_PARTNER')} />
                </ListItemButton>
              </>
            )}
            <ListItemButton component="a" href={STATUS_PAGE_URL} target="_blank" rel="noopener">
              <ListItemText primary={t('STATUS_PAGE')} />
            </ListItemButton>
            <Divider />
            {session.loggedIn && (
              <ListItemButton onClick={signOut}>
                <ListItemText primary={t('SIGN_OUT')} />
              </ListItemButton>
            )}
          </List>
        </Box>
      </Drawer>
    </AppBar>
  );
}
