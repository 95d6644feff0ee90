import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { storeLinks, useSettings } from '@/web/shared/settings';

/** The app store buttons, the visitor's own platform first; stores without a link are left out. */
export function StoreLinks() {
  const settings = useSettings();
  const links = storeLinks(settings).filter((link) => link.href);
  if (links.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {links.map((link) => (
        <Button
          key={link.platform}
          variant="outlined"
          size="small"
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
