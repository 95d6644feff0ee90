import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { DeliveryOrderView } from '@schemas/delivery-order';
import type { ProductView } from '@schemas/store-products';
import { editStoresReturnCode } from '@/shared/roles';
import { api } from '@/web/shared/api';
import { useServerData } from '@/web/shared/server-data';
import { goTo } from '@/web/shared/AppLink';
import { useDialogs } from '@/web/shared/dialogs';
import { useMessages, useMoney } from '@/web/shared/i18n';
import { Loading } from '@/web/shared/Loading';
import { PageLayout } from '@/web/shared/PageLayout';
import { RequireLogin } from '@/web/shared/RequireLogin';
import { addLine, type CartLine, selections } from './cart';
import { CartLines } from './CartLines';
import { bookingViewPath, isOrderEditable, leaveFor } from './edit-rules';
import { messages } from './messages';
import { ProductDetail } from './ProductDetail';
import { ProductList, StoreHeader, useHoursText } from './StoreParts';
import { numericParam, useQuote, useStoreProducts } from './useStore';

type View = { name: 'summary' } | { name: 'products' } | { name: 'product'; product: ProductView };

function linesOf(order: DeliveryOrderView): CartLine[] {
  return order.items_to_purchase.map((item, index) => ({
    key: `item-${item.id ?? index}`,
    product_id: item.product_id ?? 0,
    name: item.product.name,
    image_url: item.product.image_url,
    quantity: item.quantity,
    required_option_ids: item.selected_required.map((r) => r.option.id),
    extra_ids: item.selected_extras.map((e) => e.id),
    special_instructions: item.special_instructions,
    price_per_quantity: item.price_per_quantity,
    summary: [
      ...item.selected_required.map((r) => r.option.name),
      ...item.selected_extras.map((e) => e.name),
    ].join(', '),
  }));
}

function Editor({ orderId }: { orderId: number }) {
  const t = useMessages(messages);
  const money = useMoney();
  const hoursText = useHoursText();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const [order, setOrder] = useState<DeliveryOrderView | null>(null);
  const [lines, setLines] = useState<CartLine[]>([]);
  const [view, setView] = useState<View>({ name: 'summary' });
  const [saving, setSaving] = useState(false);
  const menu = useStoreProducts(order && view.name !== 'summary' ? order.store.id : null);
  const loaded = useServerData<DeliveryOrderView>(`delivery/orders/${orderId}`, { byLanguage: false });
  const loadError = loaded.isError;

  useEffect(() => {
    if (!loaded.data) return;
    // An order the store started preparing (or that has ended) cannot change: back to the order, saying so.
    if (!isOrderEditable(loaded.data)) {
      leaveFor(loaded.data, 'locked');
      goTo(bookingViewPath(loaded.data), navigate, true);
      return;
    }
    setOrder(loaded.data);
    setLines(linesOf(loaded.data));
  }, [loaded.data, navigate]);

  const body =
    order && lines.length > 0 ? JSON.stringify({ store_id: order.store.id, items: selections(lines) }) : null;
  const quote = useQuote(body).data ?? null;

  if (loadError) return <Alert severity="error">{t('errorFetching')}</Alert>;
  if (!order) return <Loading />;

  async function update() {
    if (!order) return;
    setSaving(true);
    try {
      await api(`orders/${order.id}/edit`, {
        method: 'POST',
        body: {
          items_to_purchase: selections(lines),
          special_instructions: order.special_instructions,
          payment_method: order.payment_method,
          // The status goes back as it was read; the server keeps it and recomputes every amount.
          status: order.status.code,
          store: { id: order.store.id },
          total_budget: quote?.order_sub_total ?? order.total_budget,
          order_sub_total: quote?.order_sub_total ?? order.order_sub_total,
          delivery_fee: order.delivery_fee,
          payable_amount: (quote?.order_sub_total ?? order.order_sub_total) + order.delivery_fee,
        },
      });
      leaveFor(order, 'updated');
      goTo(bookingViewPath(order), navigate);
    } catch (error) {
      setSaving(false);
      await dialogs.alert('error', t('errorEditing'), (error as Error).message);
    }
  }

  if (view.name === 'product') {
    return (
      <Stack spacing={1}>
        <IconButton
          aria-label={t('back')}
          onClick={() => setView({ name: 'products' })}
          sx={{ alignSelf: 'flex-start' }}
        >
          <ArrowBackIcon />
        </IconButton>
        <ProductDetail
          product={view.product}
          onAdd={(line) => {
            setLines((current) => addLine(current, line));
            setView({ name: 'summary' });
          }}
        />
      </Stack>
    );
  }

  if (view.name === 'products') {
    return (
      <Stack spacing={2}>
        <IconButton
          aria-label={t('back')}
          onClick={() => setView({ name: 'summary' })}
          sx={{ alignSelf: 'flex-start' }}
        >
          <ArrowBackIcon />
        </IconButton>
        {menu.loading && <Loading />}
        {menu.error && <Alert severity="error">{menu.error}</Alert>}
        {menu.data && (
          <>
            <StoreHeader store={menu.data.store} />
            <Typography variant="h6" component="h2">
              {t('products')}
            </Typography>
            <ProductList
              products={menu.data.products}
              onChoose={(product) => setView({ name: 'product', product })}
            />
          </>
        )}
      </Stack>
    );
  }

  const lineTotals = new Map(
    quote?.items_to_purchase.map((item, i) => [lines[i]?.key, item.line_total]) ?? [],
  );
  const subTotal = quote?.order_sub_total ?? order.order_sub_total;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('orderSummary')}
      </Typography>
      <Box
        role="img"
        aria-label={order.store.store_name}
        sx={{
          height: 110,
          borderRadius: 2,
          bgcolor: order.store.hex_color,
          backgroundImage: order.store.cover_url ? `url(${order.store.cover_url})` : undefined,
          backgroundSize: 'cover',
        }}
      />
      <Box>
        <Typography variant="h6" component="h2">
          {order.store.store_name}
        </Typography>
        <Typography color="text.secondary">{order.store.category}</Typography>
        <Typography variant="body2">{hoursText(order.store.operating_hours)}</Typography>
        <Typography variant="body2">{t('eta', { eta: order.store.eta })}</Typography>
      </Box>
      <Button
        variant="outlined"
        onClick={() => setView({ name: 'products' })}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('addProducts')}
      </Button>
      <CartLines
        lines={lines.map((line) => ({
          ...line,
          line_total: lineTotals.get(line.key) ?? line.price_per_quantity * line.quantity,
        }))}
        onQuantity={(key, quantity) =>
          setLines((current) => current.map((l) => (l.key === key ? { ...l, quantity } : l)))
        }
        onRemove={(key) => setLines((current) => current.filter((l) => l.key !== key))}
      />
      <Stack spacing={0.5}>
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <span>{t('subtotal')}</span>
          <span data-testid="order-subtotal">{money(subTotal)}</span>
        </Stack>
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <span>{t('deliveryFee')}</span>
          <span>{money(order.delivery_fee)}</span>
        </Stack>
        <Stack direction="row" sx={{ justifyContent: 'space-between', fontWeight: 700 }}>
          <span>{t('payable')}</span>
          <span data-testid="payable-amount">{money(subTotal + order.delivery_fee)}</span>
        </Stack>
      </Stack>
      <Button variant="contained" disabled={saving || lines.length === 0} onClick={update}>
        {saving ? t('updating') : t('updateDetails')}
      </Button>
    </Stack>
  );
}

/** /delivery/edit_stores/{id}: the customer changes the items of a delivery order before it is picked up. */
export default function EditOrderPage() {
  const id = numericParam(useParams().id);
  const t = useMessages(messages);
  return (
    <PageLayout maxWidth="sm">
      <RequireLogin returnCode={editStoresReturnCode(useParams().id ?? '')}>
        {id === null ? <Alert severity="error">{t('errorFetching')}</Alert> : <Editor orderId={id} />}
      </RequireLogin>
    </PageLayout>
  );
}
