import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import type { DeliveryOrderView } from '@schemas/delivery-order';
import type { StoreView } from '@schemas/store-products';
import { storeStatusSentence } from '@/shared/order-words';
import { api, errorMessage } from '@/web/shared/api';
import { setServerData, useServerData } from '@/web/shared/server-data';
import { useDialogs } from '@/web/shared/dialogs';
import { useLocale, useMessages, useMoney } from '@/web/shared/i18n';
import { Loading } from '@/web/shared/Loading';
import { PageLayout } from '@/web/shared/PageLayout';
import { realtime } from '@/web/shared/realtime';
import { RequireLogin } from '@/web/shared/RequireLogin';
import { storeMessages } from './store-messages';

type StoreAction =
  | 'STORE-PARTNER-AGREE'
  | 'STORE-PARTNER-INSUFFICIENT'
  | 'STORE-PARTNER-DISAGREE'
  | 'STORE-PARTNER-READY';

/**
 * What the store may do at each step of its own track, from the moment the order is placed (the server's table
 * decides; this only offers the buttons).
 */
const ACTIONS: Record<string, StoreAction[]> = {
  pending: ['STORE-PARTNER-AGREE', 'STORE-PARTNER-DISAGREE'],
  'STORE-PARTNER-AGREE': ['STORE-PARTNER-READY', 'STORE-PARTNER-INSUFFICIENT', 'STORE-PARTNER-DISAGREE'],
  'STORE-PARTNER-INSUFFICIENT': ['STORE-PARTNER-DISAGREE'],
  'STORE-DRIVER-AGREE': ['STORE-PARTNER-READY', 'STORE-PARTNER-DISAGREE'],
};

const ACTION_LABEL = {
  'STORE-PARTNER-AGREE': 'accept',
  'STORE-PARTNER-INSUFFICIENT': 'insufficient',
  'STORE-PARTNER-DISAGREE': 'decline',
  'STORE-PARTNER-READY': 'ready',
} as const;

const REFRESH_MS = 10_000;

function OrderCard({
  order,
  onAct,
}: {
  order: DeliveryOrderView;
  onAct(action: StoreAction): Promise<void>;
}) {
  const t = useMessages(storeMessages);
  const [locale] = useLocale();
  const money = useMoney();
  const [busy, setBusy] = useState(false);
  const storeCode = order.status.store_status;
  const live = !['delivered', 'cancelled'].includes(order.booking_status);
  const actions = live ? (ACTIONS[storeCode] ?? []) : [];
  return (
    <Card component="li" variant="outlined" aria-label={t('order', { code: order.code })}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography component="h2" variant="h6">
            {t('order', { code: order.code })}
          </Typography>
          <Chip
            label={storeStatusSentence(order, locale)}
            color={live ? 'primary' : 'default'}
            data-testid={`store-order-status-${order.code}`}
          />
        </Stack>
        <Typography variant="body2">{t('customer', { name: order.customer_name })}</Typography>
        <Typography variant="body2">
          {order.driver_name ? t('driver', { name: order.driver_name }) : t('noDriver')}
        </Typography>
        <Stack component="ul" sx={{ pl: 2, my: 1 }}>
          {order.items_to_purchase.map((item, index) => (
            <li key={item.id ?? index}>
              <Typography variant="body2">
                {item.quantity} × {item.product.name}
                {[
                  ...item.selected_required.map((r) => r.option.name),
                  ...item.selected_extras.map((e) => e.name),
                ]
                  .filter(Boolean)
                  .map((name) => ` · ${name}`)
                  .join('')}
                {item.special_instructions ? ` — “${item.special_instructions}”` : ''}
              </Typography>
            </li>
          ))}
        </Stack>
        {order.special_instructions && (
          <Typography variant="body2">{t('instructions', { text: order.special_instructions })}</Typography>
        )}
        <Typography sx={{ fontWeight: 600 }}>
          {t('subtotal', { amount: money(order.order_sub_total) })}
        </Typography>
        {live && actions.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {storeCode === 'STORE-PARTNER-INSUFFICIENT'
              ? t('waitingForDriverAgree')
              : t('waitingForDriver', { code: order.code })}
          </Typography>
        )}
        {actions.length > 0 && (
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
            {actions.map((action) => (
              <Button
                key={action}
                variant={action === 'STORE-PARTNER-DISAGREE' ? 'outlined' : 'contained'}
                color={action === 'STORE-PARTNER-DISAGREE' ? 'error' : 'primary'}
                disabled={busy}
                onClick={async () => {
                  setBusy(true);
                  await onAct(action);
                  setBusy(false);
                }}
              >
                {t(ACTION_LABEL[action])}
              </Button>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

type StoreOrderList = { store: StoreView; orders: DeliveryOrderView[] };

function StoreOrders() {
  const t = useMessages(storeMessages);
  const dialogs = useDialogs();
  // Every REFRESH_MS while the tab is shown, and at once on the store's realtime topic.
  const orders = useServerData<StoreOrderList>('store/orders', {
    byLanguage: false,
    refetchInterval: REFRESH_MS,
    networkMode: 'always',
  });
  const data = orders.data ?? null;
  const error = orders.isError ? errorMessage(orders.error) : null;
  const { refetch } = orders;
  const load = useCallback(async () => {
    await refetch();
  }, [refetch]);

  const storeId = data?.store.id;
  useEffect(() => {
    if (!storeId) return;
    return realtime().subscribe(`store:${storeId}`, () => void load());
  }, [storeId, load]);

  async function act(order: DeliveryOrderView, action: StoreAction) {
    if (action === 'STORE-PARTNER-DISAGREE') {
      const yes = await dialogs.confirm(t('decline'), t('declineConfirm'), { yes: t('yes'), no: t('no') });
      if (!yes) return;
    }
    try {
      await api(`delivery/orders/${order.id}/store-status`, { method: 'POST', body: { status_key: action } });
    } catch (e) {
      await dialogs.alert('error', t('failed'), errorMessage(e));
    }
    await load();
  }

  async function setOnline(isOnline: boolean) {
    if (!data) return;
    try {
      const store = await api<StoreView>(`brp/delivery/v2/stores/${data.store.id}`, {
        method: 'POST',
        body: { is_online: isOnline },
      });
      setServerData<StoreOrderList>('store/orders', {}, { ...data, store }, { byLanguage: false });
    } catch (e) {
      await dialogs.alert('error', t('failed'), errorMessage(e));
    }
  }

  if (error && !data) {
    return (
      <Alert severity="error" action={<Button onClick={() => void load()}>{t('retry')}</Button>}>
        {t('loadFailed')} {error}
      </Alert>
    );
  }
  if (!data) return <Loading />;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('title')} · {data.store.store_name}
      </Typography>
      <FormControlLabel
        control={<Switch checked={data.store.is_online} onChange={(_, on: boolean) => void setOnline(on)} />}
        label={t('takingOrders')}
      />
      {data.orders.length === 0 ? (
        <Typography>{t('noOrders')}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.orders.map((order) => (
            <OrderCard key={order.id} order={order} onAct={(action) => act(order, action)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** /store/orders: a partner store's own small order screen (store-staff accounts, scoped to their store). */
export default function StoreOrdersPage() {
  return (
    <PageLayout maxWidth="sm">
      <RequireLogin returnCode="store-orders">
        <StoreOrders />
      </RequireLogin>
    </PageLayout>
  );
}
