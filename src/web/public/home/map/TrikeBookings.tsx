import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { TRACKING_REFRESH_MS } from '@config/constants';
import type { TrikeBookingList } from '@schemas/operations';
import { formatChatStamp } from '@/shared/dates';
import { rideStatusLabel } from '@/shared/status-labels';
import { api } from '@/web/shared/api';
import { useLocale, useMessages, useMoney } from '@/web/shared/i18n';
import { mapMessages } from '../messages';
import { staffMapMessages } from './staff-map-messages';

/** The staff trike map's latest trike bookings: driver, time, status and total, refreshed like tracking. */
export function TrikeBookings() {
  const t = useMessages(staffMapMessages);
  const m = useMessages(mapMessages);
  const [locale] = useLocale();
  const money = useMoney();
  const [list, setList] = useState<TrikeBookingList['data'] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    const load = () =>
      api<TrikeBookingList>('trike/bookings')
        .then((answer) => {
          if (!live) return;
          setList(answer.data);
          setFailed(false);
        })
        .catch(() => live && setFailed(true));
    void load();
    const timer = window.setInterval(load, TRACKING_REFRESH_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, []);

  return (
    <Box component="section" aria-labelledby="trike-bookings-title">
      <Typography
        id="trike-bookings-title"
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 700, px: 2, pt: 1.5 }}
      >
        {t('TRIKE_BOOKINGS')}
      </Typography>
      {failed && (
        <Typography variant="body2" color="error" sx={{ px: 2 }}>
          {m('LIST_FAILED')}
        </Typography>
      )}
      {list?.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
          {t('NO_TRIKE_BOOKINGS')}
        </Typography>
      )}
      <List dense aria-label={t('TRIKE_BOOKINGS')}>
        {list?.map((booking) => (
          <ListItem
            key={booking.id}
            divider
            secondaryAction={<Typography variant="body2">{money(booking.total)}</Typography>}
          >
            <ListItemAvatar>
              <Avatar src={booking.driver?.photoUrl ?? undefined} alt="" />
            </ListItemAvatar>
            <ListItemText
              primary={booking.driver?.name ?? t('NO_DRIVER_YET')}
              secondary={`${rideStatusLabel(booking.status, locale)} • ${formatChatStamp(booking.created_at)}`}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
