import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { forwardRef, type ReactNode } from 'react';
import { ID_CARD_HEIGHT_IN, ID_CARD_WIDTH_IN, PRIMARY_COLOR } from '@config/constants';
import { useMessages } from '@/web/shared/i18n';
import { messages } from './messages';

/** CSS pixels per inch: the card is drawn at its printed size and rendered at 3× for the PNG. */
const PX_PER_IN = 96;
export const CARD_WIDTH_PX = Math.round(ID_CARD_WIDTH_IN * PX_PER_IN);
export const CARD_HEIGHT_PX = Math.round(ID_CARD_HEIGHT_IN * PX_PER_IN);

const Card = forwardRef<HTMLDivElement, { label: string; children: ReactNode }>(function Card(
  { label, children },
  ref,
) {
  return (
    <Box
      ref={ref}
      role="img"
      aria-label={label}
      sx={{
        width: CARD_WIDTH_PX,
        height: CARD_HEIGHT_PX,
        flexShrink: 0,
        bgcolor: '#ffffff',
        color: '#163042',
        border: '1px solid #cfe0da',
        borderRadius: '10px',
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        fontFamily: 'Arial, Helvetica, sans-serif',
      }}
    >
      {children}
    </Box>
  );
});

type Images = { onImage(): void };

export type FrontProps = Images & {
  name: string;
  branch: string;
  idNumber: string;
  photoUrl: string;
  referralQr: string;
};

export const IdCardFront = forwardRef<HTMLDivElement, FrontProps>(function IdCardFront(props, ref) {
  const t = useMessages(messages);
  return (
    <Card ref={ref} label={t('front')}>
      <Box
        sx={{ width: '100%', bgcolor: PRIMARY_COLOR, py: '6px', display: 'flex', justifyContent: 'center' }}
      >
        <img
          src="/brand/logo.svg"
          alt={t('logoAlt')}
          height={26}
          onLoad={props.onImage}
          onError={props.onImage}
        />
      </Box>
      <img
        src={props.photoUrl}
        alt={t('photoAlt', { name: props.name })}
        width={92}
        height={92}
        style={{ objectFit: 'cover', borderRadius: 46, marginTop: 10, border: `3px solid ${PRIMARY_COLOR}` }}
        onLoad={props.onImage}
        onError={props.onImage}
      />
      <Typography
        sx={{ fontWeight: 700, fontSize: 14, mt: '6px', textAlign: 'center', px: 1, lineHeight: 1.2 }}
      >
        {props.name}
      </Typography>
      <Typography sx={{ fontSize: 10, fontWeight: 700, color: PRIMARY_COLOR }}>{t('driver')}</Typography>
      <Typography sx={{ fontSize: 10 }}>
        {t('branch')}: {props.branch}
      </Typography>
      <Typography sx={{ fontSize: 11, fontWeight: 700, letterSpacing: 0.5, mt: '2px' }} data-id-number>
        {props.idNumber}
      </Typography>
      <img
        src={props.referralQr}
        alt={t('referralAlt')}
        width={84}
        height={84}
        style={{ marginTop: 6 }}
        onLoad={props.onImage}
        onError={props.onImage}
      />
      <Typography sx={{ fontSize: 8 }}>{t('scanToRide')}</Typography>
    </Card>
  );
});

export type BackProps = Images & {
  person: string;
  phone: string;
  bloodType: string;
  gcashQr: string;
};

export const IdCardBack = forwardRef<HTMLDivElement, BackProps>(function IdCardBack(props, ref) {
  const t = useMessages(messages);
  const line = (label: string, value: string) => (
    <Typography sx={{ fontSize: 10, textAlign: 'center' }}>
      <b>{label}:</b> {value}
    </Typography>
  );
  return (
    <Card ref={ref} label={t('back')}>
      <Box sx={{ width: '100%', bgcolor: '#163042', color: '#fff', py: '6px', textAlign: 'center' }}>
        <Typography sx={{ fontSize: 11, fontWeight: 700 }}>{t('inCaseOfEmergency')}</Typography>
      </Box>
      <Box sx={{ mt: 1, px: 1 }}>
        {line(t('contact'), props.person)}
        {line(t('number'), props.phone)}
        {line(t('bloodType'), props.bloodType)}
      </Box>
      <Typography sx={{ fontSize: 11, fontWeight: 700, mt: 1 }}>{t('gcash')}</Typography>
      <img
        src={props.gcashQr}
        alt={t('gcashAlt')}
        width={120}
        height={120}
        onLoad={props.onImage}
        onError={props.onImage}
      />
      <Typography sx={{ fontSize: 7, textAlign: 'center', px: 1.5, mt: 'auto', mb: 1 }}>
        {t('property')}
      </Typography>
    </Card>
  );
});
