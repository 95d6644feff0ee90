import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useEffect } from 'react';

/** The page's one h1; it also names the browser tab. */
export function PageTitle({ children, subtitle }: { children: string; subtitle?: ReactNode }) {
  useEffect(() => {
    document.title = `${children} | BRP`;
  }, [children]);
  return (
    <>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 800, fontSize: { xs: 26, sm: 34 }, color: 'secondary.dark' }}
      >
        {children}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 1 }}>
          {subtitle}
        </Typography>
      )}
    </>
  );
}
