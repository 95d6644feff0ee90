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
import { api } from '../api';
import { AppLink, goTo } from '../AppLink';
import { useDialogs } from '../dialogs';
import { clearSession, useSession } from '../session';
import { useThemeName } from '../ThemeRoot';
import { headerLinks, STATUS_PAGE_URL, showsPromoButtons } from './header-links';

export const SIGN_OUT_QUESTION = 'Are you sure you want to log out?';

export function useSignOut() {
  const dialogs = useDialogs();
  return async () => {
    if (!(await dialogs.confirm('Sign out', SIGN_OUT_QUESTION, { yes: 'Yes', no: 'No' }))) return;
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

  return (
    <AppBar position="sticky" color="inherit" elevation={1} component="header">
      <Toolbar sx={{ gap: 1 }}>
        <AppLink
          to="/"
          underline="none"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 2 }}
          aria-label="BRP home"
        >
          <Box component="img" src="/brand/logo.svg" alt="" sx={{ width: 32, height: 32 }} />
          <Typography variant="h6" component="span" color="primary" sx={{ fontWeight: 800 }}>
            BRP
          </Typography>
        </AppLink>
        <Box
          component="nav"
          aria-label="Main"
          sx={{ display: { xs: 'none', md: 'flex' }, gap: 2, flexGrow: 1 }}
        >
          {links.map((link) => (
            <AppLink key={link.to} to={link.to} underline="hover" color="text.primary">
              {link.label}
            </AppLink>
          ))}
        </Box>
        <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
        {promo && (
          <Box sx={{ display: { xs: 'none', lg: 'flex' }, gap: 1 }}>
            <Button variant="outlined" href="/download">
              Download the app
            </Button>
            <Button variant="contained" href="/drivers/sign-up">
              Become a BRP Partner
            </Button>
          </Box>
        )}
        <Tooltip title={themeName === 'christmas' ? 'Default theme' : 'Christmas theme'}>
          <IconButton
            onClick={toggleTheme}
            aria-label="Toggle christmas theme"
            aria-pressed={themeName === 'christmas'}
          >
            <AcUnitIcon />
          </IconButton>
        </Tooltip>
        {session.loggedIn && (
          <Button onClick={signOut} sx={{ display: { xs: 'none', md: 'inline-flex' } }}>
            Sign out
          </Button>
        )}
        <IconButton
          sx={{ display: { md: 'none' } }}
          aria-label="Open menu"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)}>
        <Box sx={{ width: 260 }} role="presentation" onClick={() => setOpen(false)}>
          <List component="nav" aria-label="Menu">
            {links.map((link) => (
              <ListItemButton key={link.to} component={AppLink} to={link.to} underline="none">
                <ListItemText primary={link.label} />
              </ListItemButton>
            ))}
            {promo && (
              <>
                <ListItemButton component="a" href="/download">
                  <ListItemText primary="Download the app" />
                </ListItemButton>
                <ListItemButton component="a" href="/drivers/sign-up">
                  <ListItemText primary="Become a BRP Partner" />
                </ListItemButton>
              </>
            )}
            <ListItemButton component="a" href={STATUS_PAGE_URL} target="_blank" rel="noopener">
              <ListItemText primary="Status page" />
            </ListItemButton>
            <Divider />
            {session.loggedIn && (
              <ListItemButton onClick={signOut}>
                <ListItemText primary="Sign out" />
              </ListItemButton>
            )}
          </List>
        </Box>
      </Drawer>
    </AppBar>
  );
}
