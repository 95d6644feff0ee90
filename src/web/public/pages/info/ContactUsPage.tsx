import EmailIcon from '@mui/icons-material/Email';
import FacebookIcon from '@mui/icons-material/Facebook';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MAP_DEFAULT_CENTER } from '@config/constants';
import { useMessages } from '@/web/shared/i18n';
import { Loading } from '@/web/shared/Loading';
import { MapMarker, MapView } from '@/web/shared/MapView';
import { PageLayout } from '@/web/shared/PageLayout';
import { useSettings } from '@/web/shared/settings';
import { PageTitle } from '../common/PageTitle';
import { infoPageMessages } from './messages';

function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ color: 'primary.main', pt: 0.25 }} aria-hidden>
        {icon}
      </Box>
      <div>
        <Typography variant="subtitle2" component="h2" color="text.secondary">
          {label}
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{children}</Typography>
      </div>
    </Stack>
  );
}

function coordinate(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value && Number.isFinite(number) ? number : fallback;
}

/** Contact details from the app settings (contact.*) and the office on a map. */
export default function ContactUsPage() {
  const t = useMessages(infoPageMessages);
  const settings = useSettings();
  const values = settings?.values ?? {};
  const phone = values['contact.phone'] ?? '';
  const email = values['contact.email'] ?? '';
  const address = values['contact.address'] ?? '';
  const facebook = settings?.website?.social?.fbLink ?? '';
  const at = {
    lat: coordinate(values['contact.lat'], MAP_DEFAULT_CENTER.lat),
    lng: coordinate(values['contact.lng'], MAP_DEFAULT_CENTER.lng),
  };
  const mapsLink = `https://www.google.com/maps/search/?api=1&query=${at.lat},${at.lng}`;

  return (
    <PageLayout>
      <PageTitle subtitle={t('CONTACT_SUBTITLE')}>{t('CONTACT_TITLE')}</PageTitle>
      {!settings ? (
        <Loading />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1.2fr' }, mt: 2 }}>
          <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 3 }}>
            <Stack spacing={2.5}>
              {!phone && !email && !address && (
                <Typography color="text.secondary">{t('NO_DETAILS')}</Typography>
              )}
              {phone && (
                <ContactLine icon={<PhoneIcon />} label={t('PHONE')}>
                  <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Link>
                </ContactLine>
              )}
              {email && (
                <ContactLine icon={<EmailIcon />} label={t('EMAIL')}>
                  <Link href={`mailto:${email}`}>{email}</Link>
                </ContactLine>
              )}
              {facebook && (
                <ContactLine icon={<FacebookIcon />} label={t('FACEBOOK_PAGE')}>
                  <Link href={facebook} target="_blank" rel="noopener">
                    {facebook.replace(/^https?:\/\/(www\.)?/, '')}
                  </Link>
                </ContactLine>
              )}
              {address && (
                <ContactLine icon={<PlaceIcon />} label={t('OFFICE_ADDRESS')}>
                  {address}
                </ContactLine>
              )}
            </Stack>
          </Paper>
          <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
            <MapView
              center={at}
              zoom={16}
              height={280}
              label={address ? t('OFFICE_MAP', { address }) : t('OFFICE_MAP_PLAIN')}
            >
              <MapMarker lat={at.lat} lng={at.lng} label={t('BRP_OFFICE')}>
                <PlaceIcon
                  sx={{ fontSize: 44, color: '#b3261e', filter: 'drop-shadow(0 2px 2px rgba(0,0,0,.35))' }}
                />
              </MapMarker>
            </MapView>
            <Box sx={{ p: 1.5 }}>
              <Link href={mapsLink} target="_blank" rel="noopener">
                {t('OPEN_IN_GOOGLE_MAPS')}
              </Link>
            </Box>
          </Paper>
        </Box>
      )}
    </PageLayout>
  );
}
