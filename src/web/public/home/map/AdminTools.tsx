import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { LatLng } from '../../../../../config/constants';
import type { ActiveUsersResponse } from '../../../../../schemas/driver';
import { homeMessages } from '../../../../shared/messages';
import { translateNow, useLocale } from '../../../shared/i18n';
import { api } from '../../../shared/api';
import { RecentlyBooked } from './RecentlyBooked';

function ActiveUsersToggle({ onChange }: { onChange(points: LatLng[] | null): void }) {
  useLocale(); // re-renders these texts when the language changes
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    if (shown) {
      setShown(false);
      onChange(null);
      return;
    }
    setBusy(true);
    try {
      const answer = await api<ActiveUsersResponse>('au');
      setShown(true);
      onChange(answer.data);
    } catch {
      onChange(null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant={shown ? 'contained' : 'outlined'}
      size="small"
      onClick={toggle}
      disabled={busy}
      sx={{ m: 2, mb: 0 }}
    >
      {shown
        ? translateNow(homeMessages, 'HIDE_ACTIVE_USERS')
        : translateNow(homeMessages, 'SHOW_ACTIVE_USERS')}
    </Button>
  );
}

/** Admin and operations-manager tools of the map: the active-users heatmap and the live recently-booked list. */
export default function AdminTools({ onHeatmap }: { onHeatmap(points: LatLng[] | null): void }) {
  useLocale(); // re-renders these texts when the language changes
  return (
    <Stack sx={{ height: '100%', minHeight: 0 }}>
      <ActiveUsersToggle onChange={onHeatmap} />
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <RecentlyBooked />
      </Box>
    </Stack>
  );
}
