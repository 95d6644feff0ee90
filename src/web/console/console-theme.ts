import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { CONSOLE_COLOURS, CONSOLE_TYPOGRAPHY } from './console-look';

/** react-admin's theme in the brand colours. */
export const consoleTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, ...CONSOLE_COLOURS },
  typography: CONSOLE_TYPOGRAPHY,
};
