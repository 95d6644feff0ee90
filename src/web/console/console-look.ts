import { BRAND } from '../shared/theme';

/**
 * The console's colours and type over react-admin's theme (console-theme.ts), kept apart from react-admin so the
 * dashboard the server draws for staff (FirstScreen.tsx) looks the same without loading it.
 */
export const CONSOLE_COLOURS = {
  primary: { main: BRAND.green },
  secondary: { main: BRAND.navy },
  success: { main: BRAND.lime },
};

export const CONSOLE_TYPOGRAPHY = { fontFamily: 'Roboto, system-ui, sans-serif' };

/** react-admin's page background (its defaultTheme) and the width of its open sidebar. */
export const CONSOLE_BACKGROUND = '#fafafb';
export const CONSOLE_SIDEBAR_WIDTH = 240;
