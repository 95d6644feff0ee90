import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../shared/i18n';
import { useLocale, useMessages } from './i18n';
import { layoutMessages } from './layout/messages';
import { chooseLocale } from './locale-account';

const SHORT: Record<Locale, string> = { en: 'EN', fil: 'FIL' };

/** English or Filipino, on every screen's bar: remembered on this device and, when logged in, on the account. */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const [locale] = useLocale();
  const t = useMessages(layoutMessages);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        color="inherit"
        size="small"
        startIcon={<TranslateIcon />}
        aria-label={`${t('LANGUAGE')}: ${LOCALE_NAMES[locale]}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, flexShrink: 0 }}
      >
        {compact ? SHORT[locale] : LOCALE_NAMES[locale]}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LOCALES.map((option) => (
          <MenuItem
            key={option}
            lang={option}
            selected={option === locale}
            onClick={() => {
              setAnchor(null);
              chooseLocale(option);
            }}
          >
            <ListItemText primary={LOCALE_NAMES[option]} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
