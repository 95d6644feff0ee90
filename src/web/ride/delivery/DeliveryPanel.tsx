import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DeliveryOrderView } from '@schemas/delivery-order';
import type { Locale } from '@/shared/i18n';
import { orderStatusMessages } from '@/shared/messages';
import { useState } from 'react';
import { deliveryStatusLabel } from '@/shared/status-labels';
import { AppLink } from '@/web/shared/AppLink';
import { useLocale, useMessages, useMoney } from '@/web/shared/i18n';
import { Loading } from '@/web/shared/Loading';
import { messages } from './messages';
import { isOrderEditable, takeNotice } from './edit-rules';
import { useDelivery } from './useDelivery';

/** The delivery label people see: the booking's end states, otherwise the order's status key. */
export function deliveryLabelFor(
  order: Pick<DeliveryOrderView, 'booking_status' | 'status'>,
  locale: Locale = 'en',
): string {
  if (order.booking_status === 'cancelled') return orderStatusMessages[locale].CANCELLED;
  if (order.booking_status === 'delivered') return orderStatusMessages[locale].DELIVERED;
  return deliveryStatusLabel(order.status.code, locale);
}

export function OrderItems({ order }: { order: DeliveryOrderView }) {
  const money = useMoney();
  const t = useMessages(messages);
  return (
    <Stack spacing={0.5}>
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {order.items_to_purchase.map((item, index) => (
          <Stack
            component="li"
            key={item.id ?? index}
            direction="row"
            sx={{ justifyContent: 'space-between', gap: 1 }}
          >
            <span>
              {item.quantity} × {item.product.name}
              {[
                ...item.selected_required.map((r) => r.option.name),
                ...item.selected_extras.map((e) => e.name),
              ]
                .map((name) => ` · ${name}`)
                .join('')}
            </span>
            <span>{money(item.line_total)}</span>
          </Stack>
        ))}
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <span>{t('subtotal')}</span>
        <span>{money(order.order_sub_total)}</span>
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <span>{t('deliveryFee')}</span>
        <span>{money(order.delivery_fee)}</span>
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'space-between', fontWeight: 700 }}>
        <span>
          {t('payable')} ({t('cash')})
        </span>
        <span>{money(order.payable_amount)}</span>
      </Stack>
    </Stack>
  );
}

/** The customer's delivery in the booking view: the live label, the store, the items and totals, editing. */
export function DeliveryPanel({ bookingId, code }: { bookingId: number; code: string }) {
  const t = useMessages(messages);
  const [locale] = useLocale();
  const { load } = useDelivery(bookingId, code);
  // Arriving from the edit page: say what happened to the order.
  const [notice] = useState(() => takeNotice(bookingId));
  if (load.state === 'loading') return <Loading />;
  if (load.state === 'error') return <Alert severity="error">{load.message}</Alert>;
  const { order } = load;
  const editable = isOrderEditable(order);
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} component="section" aria-labelledby="delivery-title">
      <Stack spacing={1}>
        {notice && (
          <Alert severity={notice === 'updated' ? 'success' : 'info'} data-edit-notice={notice}>
            {notice === 'updated' ? t('orderUpdated') : t('orderLocked')}
          </Alert>
        )}
        <Typography
          id="delivery-title"
          variant="h6"
          component="h2"
          color="primary"
          sx={{ fontWeight: 800 }}
          role="status"
          aria-live="polite"
          data-delivery-status={order.status.code}
        >
          {deliveryLabelFor(order, locale)}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>
          {order.store.store_name} · {order.store.category}
        </Typography>
        <OrderItems order={order} />
        {order.special_instructions && (
          <Typography variant="body2" color="text.secondary">
            {order.special_instructions}
          </Typography>
        )}
        {editable && (
          <Button component={AppLink} to={`/delivery/edit_stores/${order.id}`} variant="outlined">
            {t('editOrder')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
