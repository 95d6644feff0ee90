import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export function Loading({ label = 'Loading...' }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 6 }}
    >
      <CircularProgress size={28} />
      <span>{label}</span>
    </Box>
  );
}
