import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import GetAppIcon from '@mui/icons-material/GetApp';
import LanguageIcon from '@mui/icons-material/Language';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BOOKING_METHODS, type BookingMethod, type BookingMethodId } from './booking-methods';
import { homeMessages } from '../../../shared/messages';
import { bookingMethodMessages, homePageMessages } from './messages';
import { useEnglishText, useMessages } from '../../shared/i18n';

const ICONS: Record<BookingMethodId, ReactNode> = {
  web: <LanguageIcon fontSize="large" />,
  app: <GetAppIcon fontSize="large" />,
  phone: <PhoneInTalkIcon fontSize="large" />,
};

function MethodCard({ method, onChoose }: { method: BookingMethod; onChoose(): void }) {
  const headingId = `method-${method.id}`;
  const t = useMessages(homePageMessages);
  const english = useEnglishText(bookingMethodMessages, homeMessages);
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        borderWidth: method.highlight ? 2 : 1,
        borderColor: method.highlight ? 'primary.main' : 'divider',
      }}
    >
      {method.highlight && (
        <Chip
          label={english(method.highlight)}
          color="primary"
          size="small"
          sx={{ position: 'absolute', top: 12, right: 12, fontWeight: 700 }}
        />
      )}
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ color: 'primary.main', mb: 1 }} aria-hidden>
          {ICONS[method.id]}
        </Box>
        <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {english(method.title)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {english(method.description)}
        </Typography>
        <Typography variant="subtitle1" sx={{ fontWeight: 700, color: 'secondary.main', mb: 1 }}>
          {english(method.fee)}
        </Typography>
        <Box component="ul" aria-label={t('FEATURES')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {method.features.map((feature) => (
            <Box
              component="li"
              key={feature}
              sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 0.25 }}
            >
              <CheckCircleIcon fontSize="small" color="success" aria-hidden />
              <Typography variant="body2">{english(feature)}</Typography>
            </Box>
          ))}
        </Box>
        <Box component="ul" aria-label={t('DRAWBACKS')} sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
          {method.cons.map((con) => (
            <Box component="li" key={con} sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 0.25 }}>
              <RemoveCircleOutlineIcon fontSize="small" sx={{ color: 'text.disabled' }} aria-hidden />
              <Typography variant="body2" color="text.secondary">
                {english(con)}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button
          fullWidth
          size="large"
          variant={method.highlight ? 'contained' : 'outlined'}
          onClick={onChoose}
          aria-describedby={headingId}
        >
          {english(method.button)}
        </Button>
      </CardActions>
    </Card>
  );
}

/** View 1 of the home page: how to book (web, app, or calling a driver seen on the map). */
export function Chooser({ onChoose }: { onChoose(method: BookingMethodId): void }) {
  const t = useMessages(homePageMessages);
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 26, sm: 34 } }}>
        {t('HOW_TO_BOOK')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('HOME_INTRO')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {BOOKING_METHODS.map((method) => (
          <MethodCard key={method.id} method={method} onChoose={() => onChoose(method.id)} />
        ))}
      </Box>
    </>
  );
}
