import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { DeliveryOrderView } from '@schemas/delivery-order';
import { deliveryStatusWords, storeProgressWordKey } from '@/shared/order-words';
import { defineMessages } from '@/shared/i18n';
import { errorMessage } from '@/web/shared/api';
import { useDialogs } from '@/web/shared/dialogs';
import { useLocale, useMessages } from '@/web/shared/i18n';
import { Loading } from '@/web/shared/Loading';
import { deliveryLabelFor, OrderItems } from '@/web/ride/delivery/DeliveryPanel';
import { useDelivery } from '@/web/ride/delivery/useDelivery';
import { onActionSent, submitAction, useQueuedFor } from './action-queue';

export const deliveryJobMessages = defineMessages(
  {
    'IDENTITY-INITIAL': "Check the customer's identity",
    'IDENTITY-DRIVER-VERIFY': 'Identity verified',
    'BUDGET-DRIVER-AGREE': 'Go to the store',
    'STORE-DRIVER-ARRIVED': 'Arrived at the store',
    'STORE-DRIVER-AGREE': 'Agree to the amount',
    'STORE-DRIVER-PURCHASED': 'Picked up the order',
    'DELIVERY-DRIVER-START': 'Start delivery',
    'DELIVERY-DRIVER-ARRIVED': 'Arrived at the customer',
    'DELIVERY-DRIVER-COMPLETED': 'Delivered',
    store: 'Store',
    waitingForStore: 'Waiting for the store to make the order ready.',
    storeInsufficient: 'The store says your cash is not enough for this order.',
    failed: 'Could not update the delivery',
    newDelivery: 'New delivery booking',
    identityNeeded: "This order needs the customer's identity checked first.",
  },
  {
    'IDENTITY-INITIAL': 'Suriin ang pagkakakilanlan ng customer',
    'IDENTITY-DRIVER-VERIFY': 'Napatunayan ang pagkakakilanlan',
    'BUDGET-DRIVER-AGREE': 'Pumunta sa tindahan',
    'STORE-DRIVER-ARRIVED': 'Nasa tindahan na',
    'STORE-DRIVER-AGREE': 'Pumayag sa halaga',
    'STORE-DRIVER-PURCHASED': 'Nakuha na ang order',
    'DELIVERY-DRIVER-START': 'Simulan ang delivery',
    'DELIVERY-DRIVER-ARRIVED': 'Nasa customer na',
    'DELIVERY-DRIVER-COMPLETED': 'Naihatid na',
    store: 'Tindahan',
    waitingForStore: 'Hinihintay na ihanda ng tindahan ang order.',
    storeInsufficient: 'Sabi ng tindahan, kulang ang dala mong pera para sa order na ito.',
    failed: 'Hindi ma-update ang delivery',
    newDelivery: 'Bagong delivery booking',
    identityNeeded: 'Kailangang suriin muna ang pagkakakilanlan ng customer sa order na ito.',
  },
);

/** The driver's steps in the order they are pressed; the server's `next` decides which show. */
const DRIVER_STEPS = [
  'IDENTITY-INITIAL',
  'IDENTITY-DRIVER-VERIFY',
  'BUDGET-DRIVER-AGREE',
  'STORE-DRIVER-ARRIVED',
  'STORE-DRIVER-AGREE',
  'STORE-DRIVER-PURCHASED',
  'DELIVERY-DRIVER-START',
  'DELIVERY-DRIVER-ARRIVED',
  'DELIVERY-DRIVER-COMPLETED',
] as const;

function DeliverySteps({
  order,
  next,
  onDone,
}: {
  order: DeliveryOrderView;
  next: string[];
  onDone(): void;
}) {
  const t = useMessages(deliveryJobMessages);
  const dialogs = useDialogs();
  const [busy, setBusy] = useState(false);
  // A step tapped without signal waits on the phone; the next steps come from the server once it is sent.
  const stepWaiting = useQueuedFor(order.id).some((action) => action.kind === 'delivery-step');
  useEffect(
    () =>
      onActionSent((action) => {
        if (action.kind === 'delivery-step' && action.bookingId === order.id) onDone();
      }),
    [order.id, onDone],
  );
  const w = useMessages(deliveryStatusWords);
  // The server offers the identity check only for orders that need it (cash from ₱1,000, after every edit).
  const needsIdentity = order.needs_identity_check && next.includes('IDENTITY-INITIAL');
  const steps = DRIVER_STEPS.filter((key) => next.includes(key));
  const storeProgress =
    order.status.code.startsWith('DELIVERY-') || order.status.code === 'STORE-DRIVER-PURCHASED'
      ? null
      : storeProgressWordKey(order.status.store_status);
  async function press(key: (typeof DRIVER_STEPS)[number]) {
    setBusy(true);
    try {
      await submitAction({
        kind: 'delivery-step',
        bookingId: order.id,
        path: `delivery/orders/${order.id}/driver-status`,
        body: { status_key: key },
        label: t(key),
      });
    } catch (error) {
      await dialogs.alert('error', t('failed'), errorMessage(error));
    }
    setBusy(false);
    onDone();
  }
  return (
    <Stack spacing={1}>
      {order.status.store_status === 'STORE-PARTNER-INSUFFICIENT' && (
        <Alert severity="warning">{t('storeInsufficient')}</Alert>
      )}
      {storeProgress && (
        <Typography color="text.secondary" data-store-progress={order.status.store_status}>
          {w(storeProgress)}
        </Typography>
      )}
      {steps.length === 0 && order.status.code === 'STORE-DRIVER-ARRIVED' && (
        <Typography color="text.secondary">{t('waitingForStore')}</Typography>
      )}
      {steps.map((key, index) => (
        <Button
          key={key}
          variant={index === 0 ? 'contained' : 'outlined'}
          size="large"
          fullWidth
          disabled={busy || stepWaiting}
          onClick={() => void press(key)}
        >
          {t(key)}
        </Button>
      ))}
      {needsIdentity && (
        <Typography variant="body2" color="text.secondary">
          {t('identityNeeded')}
        </Typography>
      )}
    </Stack>
  );
}

/** A delivery on the driver's job screen: the store, the items to pick up, the label and the next steps. */
export function DeliveryJob({ bookingId, code }: { bookingId: number; code: string }) {
  const t = useMessages(deliveryJobMessages);
  const [locale] = useLocale();
  const { load, refresh } = useDelivery(bookingId, code);
  if (load.state === 'loading') return <Loading />;
  if (load.state === 'error') return <Alert severity="error">{load.message}</Alert>;
  const { order, next } = load;
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="delivery-job-title">
      <Typography
        id="delivery-job-title"
        variant="h6"
        component="h2"
        color="primary"
        sx={{ fontWeight: 800 }}
        data-delivery-status={order.status.code}
      >
        {deliveryLabelFor(order, locale)}
      </Typography>
      <Box>
        <Typography variant="caption" color="text.secondary">
          {t('store')}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{order.store.store_name}</Typography>
        <Typography variant="body2">{order.store.address_text}</Typography>
      </Box>
      <OrderItems order={order} />
      <DeliverySteps order={order} next={next} onDone={() => void refresh()} />
    </Stack>
  );
}

/** What a delivery offer shows before accepting: the store and the items. */
export function DeliveryOfferDetails({ bookingId, code }: { bookingId: number; code: string }) {
  const { load } = useDelivery(bookingId, code);
  if (load.state !== 'ready') return null;
  return (
    <Box data-delivery-offer>
      <Typography sx={{ fontWeight: 600 }}>{load.order.store.store_name}</Typography>
      <OrderItems order={load.order} />
    </Box>
  );
}
