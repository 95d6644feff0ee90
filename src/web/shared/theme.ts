import { createTheme } from '@mui/material/styles';

export const BRAND = {
  green: '#4c6c33',
  lime: '#7cae41',
  navy: '#163042',
  teal: '#246478',
  mist: '#cfe0da',
} as const;

export type ThemeName = 'default' | 'christmas';

export function buildTheme(name: ThemeName) {
  const christmas = name === 'christmas';
  return createTheme({
    palette: {
      primary: { main: christmas ? '#b3261e' : BRAND.green },
      secondary: { main: christmas ? BRAND.green : BRAND.teal },
      success: { main: BRAND.lime },
      background: { default: '#f6f8f5' },
    },
    shape: { borderRadius: 10 },
    typography: {
      // The fallback sized to Roboto (src/web/shared/plain/plain.css) until Roboto has arrived.
      fontFamily: 'Roboto, "Roboto Fallback", system-ui, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
    },
  });
}
