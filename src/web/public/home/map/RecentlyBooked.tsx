import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { RECENTLY_BOOKED_LIMIT, RECENTLY_BOOKED_SCROLL_HEIGHT_PX } from '@config/constants';
import type { RecentlyBookedList, RecentlyBookedRecord } from '@schemas/recently-booked';
import { formatChatStamp } from '@/shared/dates';
import { homeMessages } from '@/shared/site-messages';
import { translateNow, useLocale } from '@/web/shared/i18n';
import { realtime } from '@/web/shared/realtime';
import { useServerData } from '@/web/shared/server-data';
import { mergeRecords } from './map-logic';
import { mapMessages } from '../messages';

const TOPIC = 'recently-booked';

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/** The admins' live "Recently Booked Drivers" list: the latest 20, new ones arriving at the top. */
export function RecentlyBooked() {
  useLocale(); // re-renders these texts when the language changes
  const answer = useServerData<RecentlyBookedList>('recently-booked', {
    query: { limit: RECENTLY_BOOKED_LIMIT },
  });
  // Bookings announced live since the screen opened, shown with the list asked for at the start.
  const [announced, setAnnounced] = useState<RecentlyBookedRecord[]>([]);
  useEffect(
    () =>
      realtime().subscribe(TOPIC, (data) => {
        const record = data as RecentlyBookedRecord;
        if (record && typeof record.id === 'number')
          setAnnounced((current) => mergeRecords(current, [record]));
      }),
    [],
  );
  const records = useMemo(() => mergeRecords(answer.data?.data ?? [], announced), [answer.data, announced]);
  const failed = answer.isError;

  return (
    <Box component="section" aria-labelledby="recently-booked-title">
      <Typography
        id="recently-booked-title"
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 700, px: 2, pt: 1.5 }}
      >
        {translateNow(homeMessages, 'RECENTLY_BOOKED_DRIVERS')}
      </Typography>
      {failed && (
        <Typography variant="body2" color="error" sx={{ px: 2 }}>
          {translateNow(mapMessages, 'LIST_FAILED')}
        </Typography>
      )}
      {!failed && records.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
          {translateNow(mapMessages, 'NO_MAP_BOOKINGS')}
        </Typography>
      )}
      <List
        dense
        aria-label={translateNow(homeMessages, 'RECENTLY_BOOKED_DRIVERS')}
        sx={{ maxHeight: RECENTLY_BOOKED_SCROLL_HEIGHT_PX, overflowY: 'auto' }}
      >
        {records.map((record) => (
          <ListItem key={record.id} divider>
            <ListItemAvatar>
              <Avatar src={record.driver.photoUrl ?? undefined} alt="">
                {initials(record.driver.name)}
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={
                <Box
                  component="span"
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
                >
                  <span>{record.driver.name}</span>
                  <Chip
                    size="small"
                    label={translateNow(mapMessages, `ACTION_${record.actionSlug}`)}
                    color={record.actionSlug === 'dont_book' ? 'default' : 'primary'}
                    variant={record.isn ? 'filled' : 'outlined'}
                  />
                </Box>
              }
              secondary={`${record.user?.name || translateNow(mapMessages, 'GUEST')} • ${formatChatStamp(record.timestamp)}`}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
