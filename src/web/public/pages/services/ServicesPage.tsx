import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { WEB_BOOKING_FEE_PHP } from '../../../../../config/constants';
import { PageLayout } from '../../../shared/PageLayout';
import { PageTitle } from '../common/PageTitle';

const SERVICES = [
  {
    title: 'Ride',
    picture: '/vehicles/motorcycle.svg',
    text: `Motorcycle, tricycle and car rides in town and between barangays. Best rates in the app; booking on the website adds PHP ${WEB_BOOKING_FEE_PHP}.`,
    actions: [
      { label: 'Book a ride', href: '/book/ride' },
      { label: 'See prices', href: '/pricing' },
    ],
  },
  {
    title: 'Pautos',
    picture: '/vehicles/tricycle.svg',
    text: 'Our driver buys what you need at the store of your choice with the budget you send, then brings it to you.',
    actions: [
      { label: 'How Pautos works', href: '/pautos-delivery' },
      { label: 'Book Pautos', href: '/book/pasuyo' },
    ],
  },
  {
    title: 'Delivery',
    picture: '/vehicles/car.svg',
    text: 'Food and goods from BRP partner stores, prepared by the store and delivered by a BRP driver.',
    actions: [{ label: 'How delivery works', href: '/delivery' }],
  },
];

/** /services: the three things BRP does. */
export default function ServicesPage() {
  return (
    <PageLayout>
      <PageTitle subtitle="Rides, errands and deliveries across Palawan, from one app.">
        Our services
      </PageTitle>
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
                {service.title}
              </Typography>
              <Typography color="text.secondary">{service.text}</Typography>
            </CardContent>
            <CardActions sx={{ flexWrap: 'wrap' }}>
              {service.actions.map((action) => (
                <Button key={action.href} href={action.href}>
                  {action.label}
                </Button>
              ))}
            </CardActions>
          </Card>
        ))}
      </Box>
    </PageLayout>
  );
}
