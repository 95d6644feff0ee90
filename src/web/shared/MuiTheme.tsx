import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useLocale } from './i18n';
import { filPH } from './mui-locale';
import { browserStyleCache } from './server-styles';
import { buildTheme } from './theme';
import { useThemeName } from './ThemeRoot';

const Inside = createContext(false);

/**
 * MUI's theme (colours, shapes, Filipino component texts) for the screens and parts drawn with MUI: at the root
 * of the rider, driver and console apps, and around each MUI screen or part of the public site, whose first
 * screens draw without it. Inside another MuiTheme it adds nothing.
 */
export function MuiTheme({ children }: { children?: ReactNode }) {
  if (useContext(Inside)) return children;
  return <MuiThemeRoot>{children}</MuiThemeRoot>;
}

function MuiThemeRoot({ children }: { children?: ReactNode }) {
  const { themeName } = useThemeName();
  const [locale] = useLocale();
  const theme = useMemo(
    () => createTheme(buildTheme(themeName), locale === 'fil' ? filPH : {}),
    [themeName, locale],
  );
  const themed = (
    <Inside.Provider value={true}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </Inside.Provider>
  );
  // In the browser, the cache that knows the rules the page came with; a server render has its own around it.
  return typeof document === 'undefined' ? (
    themed
  ) : (
    <CacheProvider value={browserStyleCache()}>{themed}</CacheProvider>
  );
}
