import './base-styles';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { CHRISTMAS_SNOWFLAKES } from '@config/site-constants';
import { STORAGE_KEYS } from './session';
import type { ThemeName } from './theme';
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
    <div aria-hidden data-testid="snowflakes" className="brp-snow">
      {flakes.map((flake, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the page's life
          key={i}
          className="snowflake"
          style={{
            left: `${flake.left}%`,
            fontSize: flake.size,
            animationDuration: `${flake.duration}s`,
            animationDelay: `${flake.delay}s`,
          }}
        >
          ❄
        </div>
      ))}
    </div>
  );
}

/**
 * The theme's name (default or christmas) for the whole app, without MUI: the plain stylesheet follows it
 * through `data-theme` on <html>, and MuiTheme (src/web/shared/MuiTheme.tsx) builds MUI's theme from it where
 * a screen uses MUI.
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  // Prerendered pages are drawn in the default theme; a stored theme applies once hydrated.
  const [themeName, setThemeName] = useState<ThemeName>(() => (serverView() ? 'default' : storedTheme()));
  useEffect(() => afterHydration(() => setThemeName(storedTheme())), []);
  useEffect(() => {
    if (themeName === 'christmas') document.documentElement.dataset.theme = themeName;
    else delete document.documentElement.dataset.theme;
  }, [themeName]);
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
      {themeName === 'christmas' && <Snowflakes />}
      {children}
    </ThemeNameContext.Provider>
  );
}
