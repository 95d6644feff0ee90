import DashboardIcon from '@mui/icons-material/Dashboard';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useLocale } from '../shared/i18n';
import { useSession } from '../shared/session';
import { CONSOLE_BASENAME } from './basename';
import {
  CONSOLE_BACKGROUND,
  CONSOLE_COLOURS,
  CONSOLE_SIDEBAR_WIDTH,
  CONSOLE_TYPOGRAPHY,
} from './console-look';
import { type DashboardEntry, DashboardView, dashboardEntries } from './DashboardView';
import { consoleText } from './i18n/texts';

const theme = createTheme({
  palette: { ...CONSOLE_COLOURS, background: { default: CONSOLE_BACKGROUND } },
  typography: CONSOLE_TYPOGRAPHY,
});

/**
 * The console's dashboard as the server draws it for a signed-in staff account (config/prerendered-pages.ts
 * LIVE_APP_PAGES), in react-admin's layout: the bar, the menu on wide screens and the dashboard's greeting,
 * today's numbers (loading) and cards. Its links are plain links that work before any script. The browser
 * does not hydrate it: react-admin draws the console out of sight and its dashboard replaces this drawing in
 * one frame (src/web/shared/start-app.ts).
 */
export function FirstScreen() {
  const { info, roles } = useSession();
  const [locale] = useLocale();
  const translate = useCallback(
    (text: string, vars?: Record<string, string>) => consoleText(locale, text, vars),
    [locale],
  );
  const entries = useMemo(() => dashboardEntries(roles, CONSOLE_BASENAME), [roles]);
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
        <AppBar color="secondary">
          <Toolbar disableGutters sx={{ minHeight: { xs: 48 }, px: 1 }}>
            <Box sx={{ display: 'flex', p: 1, mr: '0.2em' }} aria-hidden>
              <MenuIcon />
            </Box>
            <Typography variant="h6" component="p" color="inherit" noWrap sx={{ flex: 1 }}>
              {translate('Operations console')}
            </Typography>
          </Toolbar>
        </AppBar>
        <Box sx={{ display: 'flex', pt: { xs: 7, sm: 6 } }}>
          <Box
            component="nav"
            aria-label={translate('Operations console')}
            sx={{ display: { xs: 'none', md: 'block' }, width: CONSOLE_SIDEBAR_WIDTH, flexShrink: 0 }}
          >
            <MenuList sx={{ pt: 0.5 }}>
              {[
                { to: CONSOLE_BASENAME, label: 'Dashboard', Icon: DashboardIcon } as DashboardEntry,
                ...entries,
              ].map(({ to, label, Icon, external }) => (
                <MenuItem
                  key={to}
                  {...(external ? { component: 'a', href: to } : { component: Link, to })}
                  sx={{ color: 'text.secondary' }}
                >
                  <ListItemIcon>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText>{translate(label)}</ListItemText>
                </MenuItem>
              ))}
            </MenuList>
          </Box>
          <Box component="main" sx={{ flex: 1, minWidth: 0, px: 1 }}>
            <DashboardView name={info?.name} roles={roles} entries={entries} translate={translate} />
          </Box>
        </Box>
      </Box>
    </ThemeProvider>
  );
}
