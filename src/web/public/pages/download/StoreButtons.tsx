import AndroidIcon from '@mui/icons-material/Android';
import AppleIcon from '@mui/icons-material/Apple';
import ShopIcon from '@mui/icons-material/Shop';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type StoreLink, storeLinks, useSettings } from '@/web/shared/settings';
import { useMessages } from '@/web/shared/i18n';
import { downloadMessages } from './messages';

const ICONS: Record<StoreLink['platform'], React.ReactNode> = {
  android: <AndroidIcon />,
  huawei: <ShopIcon />,
  ios: <AppleIcon />,
};

/** The three store links, the visitor's own platform first and most prominent. */
export function StoreButtons() {
  const t = useMessages(downloadMessages);
  const settings = useSettings();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} aria-label={t('APP_STORES')}>
      {storeLinks(settings).map((link, index) => (
        <Button
          key={link.platform}
          href={link.href}
          disabled={!link.href}
          target="_blank"
          rel="noopener"
          size="large"
          variant={index === 0 ? 'contained' : 'outlined'}
          startIcon={ICONS[link.platform]}
        >
          {link.label}
        </Button>
      ))}
    </Stack>
  );
}
