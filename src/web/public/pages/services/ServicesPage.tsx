import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { WEB_BOOKING_FEE_PHP } from '@config/constants';
import { PageLayout } from '@/web/shared/PageLayout';
import { PageTitle } from '../common/PageTitle';
import { useMessages } from '@/web/shared/i18n';
import { serviceMessages } from './messages';

const SERVICES = [
  {
    title: 'RIDE',
    picture: '/vehicles/motorcycle.svg',
    text: 'RIDE_TEXT',
    actions: [
      { label: 'BOOK_A_RIDE', href: '/book/ride' },
      { label: 'SEE_PRICES', href: '/pricing' },
    ],
  },
  {
    title: 'PAUTOS',
    picture: '/vehicles/tricycle.svg',
    text: 'PAUTOS_TEXT',
    actions: [
      { label: 'HOW_PAUTOS_WORKS', href: '/pautos-delivery' },
      { label: 'BOOK_PAUTOS', href: '/book/pasuyo' },
    ],
  },
  {
    title: 'DELIVERY',
    picture: '/vehicles/car.svg',
    text: 'DELIVERY_TEXT',
    actions: [{ label: 'HOW_DELIVERY_WORKS', href: '/delivery' }],
  },
] as const;

/** /services: the three things BRP does. */
export default function ServicesPage() {
  const t = useMessages(serviceMessages);
  return (
    <PageLayout>
      <PageTitle subtitle={t('SERVICES_SUBTITLE')}>{t('SERVICES_TITLE')}</PageTitle>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(3, 1fr)' }, mt: 2 }}>
        {SERVICES.map((service) => (
          <Card
            key={service.title}
            variant="outlined"
            sx={{ borderRadius: 3, display: 'flex', flexDirection: 'column' }}
          >
            <Box
              component="img"
              src={service.picture}
              alt=""
              sx={{ height: 120, objectFit: 'contain', bgcolor: '#cfe0da', p: 2 }}
            />
            <CardContent sx={{ flexGrow: 1 }}>
              <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                {t(service.title)}
              </Typography>
              <Typography color="text.secondary">{t(service.text, { fee: WEB_BOOKING_FEE_PHP })}</Typography>
            </CardContent>
            <CardActions sx={{ flexWrap: 'wrap' }}>
              {service.actions.map((action) => (
                <Button key={action.href} href={action.href}>
                  {t(action.label)}
                </Button>
              ))}
            </CardActions>
          </Card>
        ))}
      </Box>
    </PageLayout>
  );
}
