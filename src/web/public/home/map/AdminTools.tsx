import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { LatLng } from '@config/constants';
import type { ActiveUsersResponse } from '@schemas/driver';
import { homeMessages } from '@/shared/site-messages';
import { translateNow, useLocale, useMessages } from '@/web/shared/i18n';
import { api } from '@/web/shared/api';
import { RecentlyBooked } from './RecentlyBooked';
import { staffMapMessages } from './staff-map-messages';
import { TrikeBookings } from './TrikeBookings';

function ActiveUsersToggle({ onChange }: { onChange(points: LatLng[] | null): void }) {
  useLocale(); // re-renders these texts when the language changes
  const t = useMessages(staffMapMessages);
  const [shown, setShown] = useState<ActiveUsersResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const toggle = async () => {
    if (shown) {
      setShown(null);
      onChange(null);
      return;
    }
    setBusy(true);
    setFailed(false);
    try {
      const answer = await api<ActiveUsersResponse>('au');
      setShown(answer);
      onChange(answer.data);
    } catch {
      setFailed(true);
      onChange(null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ m: 2, mb: 0 }}>
      <Button variant={shown ? 'contained' : 'outlined'} size="small" onClick={toggle} disabled={busy}>
        {shown
          ? translateNow(homeMessages, 'HIDE_ACTIVE_USERS')
          : translateNow(homeMessages, 'SHOW_ACTIVE_USERS')}
      </Button>
      <Typography variant="body2" role="status" data-testid="active-users-count" sx={{ mt: 0.5 }}>
        {shown && t('ACTIVE_USERS_COUNT', { n: shown.count, located: shown.data.length })}
        {failed && (
          <Box component="span" sx={{ color: 'error.main' }}>
            {t('HEATMAP_FAILED')}
          </Box>
        )}
      </Typography>
    </Box>
  );
}

/**
 * Admin and operations-manager tools of the map: the live recently-booked list and, on the trike map, the latest
 * trike bookings; admins also get the active-users heatmap toggle.
 */
export default function AdminTools({
  onHeatmap,
  activeUsers,
  trike = false,
}: {
  onHeatmap(points: LatLng[] | null): void;
  /** Whether the account may see the active-users heatmap (admins only). */
  activeUsers: boolean;
  trike?: boolean;
}) {
  useLocale(); // re-renders these texts when the language changes
  return (
    <Stack sx={{ height: '100%', minHeight: 0 }}>
      {activeUsers && <ActiveUsersToggle onChange={onHeatmap} />}
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <RecentlyBooked />
        {trike && <TrikeBookings />}
      </Box>
    </Stack>
  );
}
