import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { BRAND } from '../shared/theme';

/** react-admin's theme in the brand colours. */
export const consoleTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: BRAND.green },
    secondary: { main: BRAND.navy },
    success: { main: BRAND.lime },
  },
  typography: { fontFamily: 'Roboto, system-ui, sans-serif' },
};
