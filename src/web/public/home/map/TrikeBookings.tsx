import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { TRACKING_REFRESH_MS } from '@config/constants';
import type { TrikeBookingList } from '@schemas/operations';
import { formatChatStamp } from '@/shared/dates';
import { rideStatusLabel } from '@/shared/status-labels';
import { useServerData } from '@/web/shared/server-data';
import { useLocale, useMessages, useMoney } from '@/web/shared/i18n';
import { mapMessages } from '../messages';
import { staffMapMessages } from './staff-map-messages';

/** The staff trike map's latest trike bookings: driver, time, status and total, refreshed like tracking. */
export function TrikeBookings() {
  const t = useMessages(staffMapMessages);
  const m = useMessages(mapMessages);
  const [locale] = useLocale();
  const money = useMoney();
  const answer = useServerData<TrikeBookingList>('trike/bookings', {
    refetchInterval: TRACKING_REFRESH_MS,
    // Refreshed like tracking, whether or not the tab is shown.
    refetchIntervalInBackground: true,
  });
  const list = answer.data?.data ?? null;
  // The last list stays with the failure until an answer comes.
  const failed = answer.isError;

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
