import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { goTo } from '@/web/shared/AppLink';
import { useMessages } from '@/web/shared/i18n';
import { Loading } from '@/web/shared/Loading';
import { PageLayout } from '@/web/shared/PageLayout';
import { useCart } from './cart';
import { Checkout } from './Checkout';
import { messages } from './messages';
import { ProductList, StoreHeader } from './StoreParts';
import { numericParam, useStoreProducts } from './useStore';

/** /delivery/stores/{id}: the store, its products, the cart and checkout. */
export default function StorePage() {
  const t = useMessages(messages);
  const navigate = useNavigate();
  const storeId = numericParam(useParams().id);
  const data = useStoreProducts(storeId);
  const cart = useCart(storeId ?? 0);
  const [cartOpen, setCartOpen] = useState(false);
  const count = cart.lines.reduce((sum, line) => sum + line.quantity, 0);

  return (
    <PageLayout maxWidth="sm">
      <IconButton aria-label={t('back')} onClick={() => goTo('/delivery', navigate)} sx={{ mb: 1 }}>
        <ArrowBackIcon />
      </IconButton>
      {data.loading && <Loading />}
      {(storeId === null || data.status === 404) && <Alert severity="error">{t('storeNotFound')}</Alert>}
      {data.error && data.status !== 404 && (
        <Alert severity="error" action={<Button onClick={data.reload}>{t('retry')}</Button>}>
          {t('loadFailed')} {data.error}
        </Alert>
      )}
      {data.data && (
        <Stack spacing={2} sx={{ pb: 10 }}>
          <StoreHeader store={data.data.store} />
          {!data.data.store.is_open && <Alert severity="warning">{t('storeClosedNotice')}</Alert>}
          <Typography variant="h6" component="h2">
            {t('products')}
          </Typography>
          <ProductList
            products={data.data.products}
            onChoose={(product) => navigate(`/delivery/stores/${storeId}/products/${product.id}`)}
          />
          <Checkout
            store={data.data.store}
            lines={cart.lines}
            open={cartOpen}
            onClose={() => setCartOpen(false)}
            onLines={cart.update}
            onPlaced={cart.clear}
          />
        </Stack>
      )}
      {data.data && count > 0 && (
        <Box
          sx={{
            position: 'fixed',
            left: 0,
            right: 0,
            bottom: 0,
            p: 2,
            bgcolor: 'background.paper',
            boxShadow: 6,
          }}
        >
          <Button
            variant="contained"
            fullWidth
            startIcon={<ShoppingCartIcon />}
            onClick={() => setCartOpen(true)}
          >
            {t('viewCart', { count })}
          </Button>
        </Box>
      )}
    </PageLayout>
  );
}
