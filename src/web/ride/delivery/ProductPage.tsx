import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useNavigate, useParams } from 'react-router-dom';
import type { ProductView, StoreView } from '@schemas/store-products';
import { useMessages } from '@/web/shared/i18n';
import { Loading } from '@/web/shared/Loading';
import { PageLayout } from '@/web/shared/PageLayout';
import { addToStoredCart } from './cart';
import { messages } from './messages';
import { ProductDetail } from './ProductDetail';
import { OpenBadge } from './StoreParts';
import { numericParam, useStoreData } from './useStore';

/** /delivery/stores/{id}/products/{productId}: the product detail; adding goes back to the store with the cart. */
export default function ProductPage() {
  const t = useMessages(messages);
  const navigate = useNavigate();
  const params = useParams();
  const storeId = numericParam(params.id);
  const productId = numericParam(params.productId);
  const data = useStoreData<{ store: StoreView; product: ProductView }>(
    storeId && productId ? `brp/delivery/stores/${storeId}/products/${productId}` : null,
  );
  const back = () => navigate(`/delivery/stores/${storeId}`);
  return (
    <PageLayout maxWidth="sm">
      <IconButton aria-label={t('back')} onClick={back} sx={{ mb: 1 }}>
        <ArrowBackIcon />
      </IconButton>
      {data.loading && <Loading />}
      {(storeId === null || productId === null || data.status === 404) && (
        <Alert severity="error">{data.error ?? t('storeNotFound')}</Alert>
      )}
      {data.error && data.status !== 404 && (
        <Alert severity="error" action={<Button onClick={data.reload}>{t('retry')}</Button>}>
          {t('loadFailed')} {data.error}
        </Alert>
      )}
      {data.data && storeId && (
        <>
          <OpenBadge open={data.data.store.is_open} />
          <ProductDetail
            product={data.data.product}
            onAdd={(line) => {
              addToStoredCart(storeId, line);
              back();
            }}
          />
        </>
      )}
    </PageLayout>
  );
}
