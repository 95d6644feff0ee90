import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { CHRISTMAS_SNOWFLAKES } from '../../../config/constants';
import { STORAGE_KEYS } from './session';
import { buildTheme, type ThemeName } from './theme';
import { filPH } from './mui-locale';
import { useLocale } from './i18n';
import { afterHydration, serverView } from './server-view';

type ThemeApi = { themeName: ThemeName; toggleTheme(): void };
const ThemeNameContext = createContext<ThemeApi>({ themeName: 'default', toggleTheme() {} });

export function useThemeName() {
  return useContext(ThemeNameContext);
}

function storedTheme(): ThemeName {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.theme) === 'christmas' ? 'christmas' : 'default';
  } catch {
    return 'default';
  }
}

function Snowflakes() {
  const flakes = useMemo(
    () =>
      Array.from({ length: CHRISTMAS_SNOWFLAKES }, (_, i) => ({
        left: (i * 37) % 100,
        delay: (i * 0.7) % 9,
        duration: 8 + ((i * 13) % 7),
        size: 10 + ((i * 5) % 12),
      })),
    [],
  );
  return (
    <Box
      aria-hidden
      data-testid="snowflakes"
      sx={{
        position: 'fixed',
        inset: 0,
        pointerEvents: 'none',
        zIndex: 2000,
        overflow: 'hidden',
        '@keyframes brp-snow': {
          from: { transform: 'translateY(-5vh)' },
          to: { transform: 'translateY(105vh)' },
        },
        '@media (prefers-reduced-motion: reduce)': { display: 'none' },
      }}
    >
      {flakes.map((flake, i) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the page's life
          key={i}
          className="snowflake"
          sx={{
            position: 'absolute',
            top: 0,
            left: `${flake.left}%`,
            color: '#fff',
            textShadow: '0 0 3px #7aa',
            fontSize: flake.size,
            animation: `brp-snow ${flake.duration}s linear ${flake.delay}s infinite`,
          }}
        >
          ❄
        </Box>
      ))}
    </Box>
  );
}

export function ThemeRoot({ children }: { children: ReactNode }) {
  // Prerendered pages are drawn in the default theme; a stored theme applies once hydrated.
  const [themeName, setThemeName] = useState<ThemeName>(() => (serverView() ? 'default' : storedTheme()));
  useEffect(() => afterHydration(() => setThemeName(storedTheme())), []);
  const [locale] = useLocale();
  const theme = useMemo(
    () => createTheme(buildTheme(themeName), locale === 'fil' ? filPH : {}),
    [themeName, locale],
  );
  const api = useMemo<ThemeApi>(
    () => ({
      themeName,
      toggleTheme() {
        const next = themeName === 'christmas' ? 'default' : 'christmas';
        try {
          window.localStorage.setItem(STORAGE_KEYS.theme, next);
        } catch {
          // Not remembered when storage is unavailable; the toggle still works for this page.
        }
        setThemeName(next);
      },
    }),
    [themeName],
  );
  return (
    <ThemeNameContext.Provider value={api}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {themeName === 'christmas' && <Snowflakes />}
        {children}
      </ThemeProvider>
    </ThemeNameContext.Provider>
  );
}
