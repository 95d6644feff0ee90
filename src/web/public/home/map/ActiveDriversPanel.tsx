import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { OnlineDriver } from '@schemas/driver';
import { homeMessages } from '@/shared/site-messages';
import { translateNow, useLocale } from '@/web/shared/i18n';
import { ColorDot, VehicleGlyph } from './DriverMarker';
import { vehicleName } from './map-logic';
import { mapMessages } from '../messages';

/** Location text that scrolls sideways when it does not fit (the staff maps' active-driver list). */
function Scrolling({ text }: { text: string }) {
  useLocale(); // re-renders these texts when the language changes
  const long = text.length > 30;
  if (!long) return <Box sx={{ overflow: 'hidden', whiteSpace: 'nowrap' }}>{text || '—'}</Box>;
  const copy = `${text}\u2003•\u2003`;
  return (
    <Box sx={{ overflow: 'hidden', whiteSpace: 'nowrap', maxWidth: '100%' }} title={text}>
      <Box
        component="span"
        aria-label={text}
        sx={{
          display: 'inline-block',
          animation: 'brp-marquee 14s linear infinite',
          '@keyframes brp-marquee': {
            from: { transform: 'translateX(0)' },
            to: { transform: 'translateX(-50%)' },
          },
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      >
        <span aria-hidden>{copy}</span>
        <span aria-hidden>{copy}</span>
      </Box>
    </Box>
  );
}

/**
 * "{n} active" (home map) or "{n} Active Driver(s)" with colour dots and scrolling locations (trike and
 * pautos/delivery maps); opening an entry opens that driver's popup.
 */
export function ActiveDriversPanel({
  drivers,
  style,
  onSelect,
  defaultOpen = false,
}: {
  drivers: OnlineDriver[];
  style: 'active' | 'drivers';
  onSelect(driver: OnlineDriver): void;
  defaultOpen?: boolean;
}) {
  useLocale(); // re-renders these texts when the language changes
  const [open, setOpen] = useState(defaultOpen);
  const title =
    style === 'drivers'
      ? translateNow(homeMessages, 'activeDrivers', { n: drivers.length })
      : translateNow(homeMessages, 'activeCount', { n: drivers.length });
  return (
    <Paper
      elevation={3}
      sx={{ width: style === 'drivers' ? 260 : 220, maxWidth: 'calc(100vw - 24px)', overflow: 'hidden' }}
    >
      <ButtonBase
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls="active-drivers-list"
        sx={{ width: '100%', px: 1.5, py: 1, justifyContent: 'space-between', gap: 1 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box
            aria-hidden
            sx={{
              width: 10,
              height: 10,
              borderRadius: '50%',
              bgcolor: drivers.length ? 'success.main' : 'grey.400',
            }}
          />
          <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
        </Box>
        {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      </ButtonBase>
      {open && (
        <List
          id="active-drivers-list"
          dense
          aria-label={translateNow(mapMessages, 'ACTIVE_DRIVERS')}
          sx={{
            maxHeight: { xs: '38vh', md: 420 },
            overflowY: 'auto',
            borderTop: 1,
            borderColor: 'divider',
            py: 0,
          }}
        >
          {drivers.length === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ px: 1.5, py: 1 }}>
              {translateNow(mapMessages, 'NO_DRIVERS_HERE')}
            </Typography>
          )}
          {drivers.map((driver) => (
            <ListItemButton
              key={driver.id}
              onClick={() => onSelect(driver)}
              sx={{ gap: 1, alignItems: 'center' }}
              aria-label={`${driver.name}, ${vehicleName(driver.vehicle_type)}`}
            >
              {style === 'drivers' ? (
                <ColorDot color={driver.color} />
              ) : (
                <VehicleGlyph vehicle={driver.vehicle_type} fontSize={18} />
              )}
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                  {driver.name}
                </Typography>
                {style === 'drivers' ? (
                  <Typography variant="caption" color="text.secondary" component="div">
                    <Scrolling text={driver.location} />
                  </Typography>
                ) : (
                  <Typography variant="caption" color="text.secondary" noWrap component="div">
                    {driver.vehicle_make_model}
                  </Typography>
                )}
              </Box>
            </ListItemButton>
          ))}
        </List>
      )}
    </Paper>
  );
}
