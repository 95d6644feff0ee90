import CloseIcon from '@mui/icons-material/Close';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import SmsIcon from '@mui/icons-material/Sms';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { CONTACT_REVEAL_DELAY_MS, PHONE_CONTACT_FEE_PHP } from '@config/constants';
import type { OnlineDriver } from '@schemas/driver';
import type { RecentlyBookedAction } from '@schemas/recently-booked';
import { genericMessages, homeMessages } from '@/shared/site-messages';
import { translateNow, useLocale } from '@/web/shared/i18n';
import { track } from '@/web/shared/analytics';
import { api } from '@/web/shared/api';
import { useDialogs } from '@/web/shared/dialogs';
import { StoreButtons } from '../StoreButtons';
import {
  type ContactKind,
  contactHref,
  INITIAL_REVEAL,
  onAnswer,
  onChoose,
  type RevealState,
} from './contact-reveal';
import { ColorDot } from './DriverMarker';
import { canContact, vehicleName } from './map-logic';
import { mapMessages } from '../messages';

function follow(href: string) {
  const link = document.createElement('a');
  link.href = href;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** Every call, text and "don't book" goes to the recently-booked log (which also counts the event). */
function logAction(driver: OnlineDriver, action: RecentlyBookedAction, confirmed: boolean) {
  api('recently-booked', {
    method: 'POST',
    body: { action_slug: action, driver_id: driver.id, confirmed },
  }).catch(() => {});
  track(action, { driver_id: driver.id }, { serverRecorded: true });
}

/**
 * A driver's details (spec part 1 §2 "Driver popup") and, for branch 2 drivers, the contact reveal of
 * spec part 1 §4. It is mounted per opening, so closing it resets the reveal.
 */
export function DriverPopup({ driver, onClose }: { driver: OnlineDriver; onClose(): void }) {
  useLocale(); // re-renders these texts when the language changes
  const dialogs = useDialogs();
  const [reveal, setReveal] = useState<RevealState>(INITIAL_REVEAL);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const contactable = canContact(driver);
  const phone = driver.phone ?? '';

  const choose = async (kind: ContactKind) => {
    const step = onChoose(reveal, kind);
    if (step.kind === 'log-and-follow') {
      logAction(driver, step.action, false);
      follow(contactHref(kind, phone));
      return;
    }
    const yes = await dialogs.confirm(
      translateNow(homeMessages, 'CONFIRM_BOOK_DRIVER'),
      translateNow(mapMessages, 'BOOK_DRIVER_TEXT', { name: driver.name, fee: PHONE_CONTACT_FEE_PHP }),
      { yes: translateNow(genericMessages, 'YES'), no: translateNow(genericMessages, 'NO') },
    );
    const answer = onAnswer(reveal, kind, yes);
    setReveal(answer.state);
    logAction(driver, answer.action, answer.confirmed);
    if (answer.follow) {
      const href = contactHref(kind, phone);
      timer.current = setTimeout(() => follow(href), CONTACT_REVEAL_DELAY_MS);
    }
  };

  const { leaderboardData: board, rank } = driver;
  return (
    <Dialog open onClose={onClose} aria-labelledby="driver-popup-title" maxWidth="xs" fullWidth>
      <DialogTitle id="driver-popup-title" sx={{ pr: 6 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Box sx={{ position: 'relative' }}>
            <Avatar
              src={driver.customizable_photo ?? driver.icon}
              alt=""
              sx={{ width: 64, height: 64, bgcolor: 'primary.light' }}
              slotProps={{ img: { style: { objectFit: driver.customizable_photo ? 'cover' : 'contain' } } }}
            />
            {rank?.photo && (
              <Avatar
                src={rank.photo}
                alt={rank.short_title}
                sx={{
                  width: 26,
                  height: 26,
                  position: 'absolute',
                  right: -4,
                  bottom: -4,
                  border: '2px solid #fff',
                }}
              />
            )}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography
              variant="h6"
              component="span"
              sx={{ display: 'block', lineHeight: 1.2, fontWeight: 700 }}
            >
              {driver.name}
            </Typography>
            {rank && (
              <Chip
                size="small"
                icon={<EmojiEventsIcon />}
                label={rank.short_title}
                color="warning"
                variant="outlined"
                sx={{ mt: 0.5 }}
              />
            )}
          </Box>
        </Stack>
      </DialogTitle>
      <IconButton
        aria-label={translateNow(mapMessages, 'CLOSE')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Stack spacing={1.25}>
          <Box>
            <Typography variant="body1" sx={{ fontWeight: 600 }}>
              {driver.vehicle_make_model || vehicleName(driver.vehicle_type)}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {driver.color && <ColorDot color={driver.color} />}
              <Typography variant="body2" color="text.secondary">
                {[driver.color, vehicleName(driver.vehicle_type)].filter(Boolean).join(' · ')}
              </Typography>
            </Stack>
          </Box>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Chip
              size="small"
              label={
                board.ranking
                  ? translateNow(mapMessages, 'RANK_THIS_MONTH', { rank: board.ranking })
                  : translateNow(mapMessages, 'NOT_RANKED')
              }
            />
            <Chip
              size="small"
              label={translateNow(mapMessages, board.finished === 1 ? 'FINISHED_ONE' : 'FINISHED_MANY', {
                n: board.finished,
              })}
            />
          </Stack>
          {/* The full title only when it says more than the badge's short title ("Rookie" once). */}
          {board.full_title && board.full_title !== rank?.short_title && (
            <Typography variant="body2" color="text.secondary">
              {translateNow(mapMessages, 'RANK_TITLE', { title: board.full_title })}
            </Typography>
          )}
          {driver.note && (
            <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
              “{driver.note}”
            </Typography>
          )}
          {driver.location && (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
              <PlaceIcon fontSize="small" color="action" aria-hidden />
              <Typography variant="body2">{driver.location}</Typography>
            </Stack>
          )}
          <Stack
            direction="row"
            useFlexGap
            aria-label={translateNow(mapMessages, 'SERVICES')}
            sx={{ flexWrap: 'wrap', gap: 0.5 }}
          >
            {driver.current_services.map((service) => (
              <Chip
                key={service}
                size="small"
                color="primary"
                variant="outlined"
                label={translateNow(mapMessages, `SERVICE_${service}`)}
              />
            ))}
          </Stack>
          {contactable ? (
            reveal.open ? (
              <Box>
                {reveal.revealed && (
                  <Typography variant="body2" sx={{ mb: 1 }}>
                    {translateNow(mapMessages, 'PHONE')} <strong>{phone}</strong>
                  </Typography>
                )}
                <Stack direction="row" spacing={1}>
                  <Button
                    fullWidth
                    variant="contained"
                    startIcon={<PhoneIcon />}
                    onClick={() => choose('call')}
                  >
                    {translateNow(mapMessages, 'CALL')}
                  </Button>
                  <Button fullWidth variant="outlined" startIcon={<SmsIcon />} onClick={() => choose('text')}>
                    {translateNow(mapMessages, 'TEXT')}
                  </Button>
                </Stack>
              </Box>
            ) : (
              <Button
                variant="contained"
                size="large"
                onClick={() => setReveal((state) => ({ ...state, open: true }))}
              >
                {translateNow(homeMessages, 'CONTACT_DRIVER')}
              </Button>
            )
          ) : (
            <Box>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translateNow(mapMessages, 'BOOK_AREA_IN_APP')}
              </Typography>
              <StoreButtons size="small" />
            </Box>
          )}
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
