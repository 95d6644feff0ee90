import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageLayout } from '../../shared/PageLayout';

/** The frame of every account screen: the site's header and footer around one card with the page's title. */
export function AccountShell({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageLayout maxWidth="sm">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, borderRadius: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 }, fontWeight: 700 }}>
          {title}
        </Typography>
        {intro && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {intro}
          </Typography>
        )}
        <Box sx={{ mt: 3 }}>{children}</Box>
      </Paper>
    </PageLayout>
  );
}
