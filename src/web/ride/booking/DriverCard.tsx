import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import PhoneIcon from '@mui/icons-material/Phone';
import StarIcon from '@mui/icons-material/Star';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../common/a11y';
import type { BookingDriver } from '../logic/types';
import { bookingViewMessages } from './messages';
import { useMessages } from '@/web/shared/i18n';

export function vehicleText(driver: BookingDriver): string {
  const model = driver.vehicle?.car_model;
  return [model?.car_make?.name, model?.name].filter((part) => part && part.trim() !== '').join(' ');
}

/** Who is coming: photo, name, rating, vehicle, plate and colour, with call and chat. */
export function DriverCard({
  driver,
  unread,
  chatOpen,
  onChat,
}: {
  driver: BookingDriver;
  unread: number;
  chatOpen: boolean;
  onChat(): void;
}) {
  const v = useMessages(bookingViewMessages);
  const vehicle = vehicleText(driver);
  const plate = driver.vehicle?.reg_no;
  const colour = driver.vehicle?.color;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5 }}
      component="section"
      aria-label={v('YOUR_DRIVER')}
      data-driver-card
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Avatar src={driver.customizable_photo ?? undefined} alt="" sx={{ width: 56, height: 56 }}>
          {driver.name.slice(0, 1)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {driver.name}
          </Typography>
          {typeof driver.rating === 'number' && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
            >
              <StarIcon sx={{ fontSize: 16, color: '#f9a825' }} aria-hidden />
              <span>
                {driver.rating.toFixed(1)}
                <Box component="span" sx={visuallyHidden}>
                  {` ${v('OUT_OF_5_STARS')}`}
                </Box>
              </span>
            </Typography>
          )}
          {vehicle && (
            <Typography variant="body2" noWrap>
              {vehicle}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {plate && (
              <Box component="span" sx={{ fontWeight: 700, letterSpacing: 0.5, color: 'text.primary' }}>
                {plate}
              </Box>
            )}
            {plate && colour ? ' · ' : ''}
            {colour}
          </Typography>
        </Box>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        {driver.sim_phone && (
          <Button
            variant="outlined"
            fullWidth
            startIcon={<PhoneIcon />}
            href={`tel:${driver.sim_phone}`}
            aria-label={v('CALL_NAMED', { name: driver.name })}
          >
            {v('CALL')}
          </Button>
        )}
        {chatOpen && (
          <Button
            variant="contained"
            fullWidth
            onClick={onChat}
            startIcon={
              <Badge color="error" badgeContent={unread} invisible={unread === 0}>
                <ChatIcon />
              </Badge>
            }
            aria-label={
              unread > 0
                ? v('CHAT_WITH_UNREAD', { name: driver.name, unread })
                : v('CHAT_WITH', { name: driver.name })
            }
          >
            {v('CHAT')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
