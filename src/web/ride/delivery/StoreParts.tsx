import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProductView, StoreView } from '@schemas/store-products';
import { OPEN_ALL_DAY } from '@/shared/delivery';
import { useMessages, useMoney } from '@/web/shared/i18n';
import { messages } from './messages';

/** "Operating hours: 8:00 AM - 9:00 PM", or "Open 24 hours" for a store open around the clock. */
export function useHoursText(): (hours: string) => string {
  const t = useMessages(messages);
  return (hours) => (hours === OPEN_ALL_DAY ? t('openAllDay') : t('operatingHours', { hours }));
}

export function OpenBadge({ open }: { open: boolean }) {
  const t = useMessages(messages);
  return <Chip size="small" color={open ? 'success' : 'default'} label={open ? t('open') : t('closed')} />;
}

/** Cover, logo, name, category, open/closed badge, rating to one decimal, hours and ETA. */
export function StoreHeader({ store }: { store: StoreView }) {
  const t = useMessages(messages);
  const hoursText = useHoursText();
  return (
    <Box component="header">
      <Box
        role="img"
        aria-label={store.store_name}
        sx={{
          height: 140,
          borderRadius: 2,
          bgcolor: store.hex_color,
          backgroundImage: store.cover_url ? `url(${store.cover_url})` : undefined,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
      />
      <Stack direction="row" spacing={2} sx={{ mt: -4, px: 2, alignItems: 'flex-end' }}>
        <Avatar
          src={store.image_url}
          alt={t('storeLogo', { name: store.store_name })}
          variant="rounded"
          sx={{ width: 72, height: 72, border: '3px solid #fff', bgcolor: store.hex_color }}
        />
        <OpenBadge open={store.is_open} />
      </Stack>
      <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
        {store.store_name}
      </Typography>
      <Typography color="text.secondary">{store.category}</Typography>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', color: 'text.secondary', mt: 0.5 }}>
        <Typography variant="body2">{t('rating', { rating: store.rating.toFixed(1) })}</Typography>
        <Typography variant="body2">{hoursText(store.operating_hours)}</Typography>
        <Typography variant="body2">{t('eta', { eta: store.eta })}</Typography>
      </Stack>
    </Box>
  );
}

/** Products with name, description and 'starts at' price. */
export function ProductList({
  products,
  onChoose,
}: {
  products: ProductView[];
  onChoose(product: ProductView): void;
}) {
  const t = useMessages(messages);
  const money = useMoney();
  if (products.length === 0) return <Typography>{t('noProducts')}</Typography>;
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {products.map((product) => (
        <Card component="li" key={product.id} variant="outlined">
          <CardActionArea
            onClick={() => onChoose(product)}
            sx={{ display: 'flex', justifyContent: 'flex-start', p: 1 }}
          >
            <Box
              component="img"
              src={product.image_url}
              alt=""
              sx={{ width: 88, height: 66, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
            />
            <Box sx={{ ml: 1.5, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{product.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {product.description}
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {t('startsAt', { price: money(product.starting_price) })}
              </Typography>
            </Box>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}
