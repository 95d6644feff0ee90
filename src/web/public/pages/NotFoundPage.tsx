import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageLayout } from '../../shared/PageLayout';

export default function NotFoundPage() {
  return (
    <PageLayout>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 8 }}>
        <Typography variant="overline" component="p" color="text.secondary">
          Error 404
        </Typography>
        <Typography variant="h4" component="h1">
          Page not found
        </Typography>
        <Typography color="text.secondary">
          The page you are looking for does not exist or was moved.
        </Typography>
        <Button variant="contained" href="/">
          Go to the home page
        </Button>
      </Stack>
    </PageLayout>
  );
}
