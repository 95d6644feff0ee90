import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { storeLinks, useSettings } from '../../shared/settings';

/** The three store links, the visitor's own platform first. */
export function StoreButtons({ size = 'medium' }: { size?: 'small' | 'medium' }) {
  const settings = useSettings();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {storeLinks(settings).map((link) => (
        <Button
          key={link.platform}
          variant="outlined"
          size={size}
          href={link.href}
          target="_blank"
          rel="noopener"
        >
          {link.label}
        </Button>
      ))}
    </Stack>
  );
}
