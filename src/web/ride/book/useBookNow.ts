import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bookingMessages, genericMessages } from '@/shared/messages';
import { ApiError, api, errorMessage } from '@/web/shared/api';
import { useDialogs } from '@/web/shared/dialogs';
import { translateNow } from '@/web/shared/i18n';
import { bookingAttemptKey, bookingAttemptMessages, endBookingAttempt } from '../logic/booking-attempt';
import { bookingPath } from '../logic/booking-ref';
import type { AvailabilityResult, OrderRef, PricingOption } from '../logic/types';
import { bookingRequest, type WizardState } from '../logic/wizard';
import { rideMessages } from '../messages';
import { forgetWizard } from './wizard-session';

export type Receipt = { availability: AvailabilityResult; resolve(ok: boolean): void };

/**
 * Book Now: a driver nearby is checked first (with the pickup fee to accept when the driver is far), then the
 * booking is made with a key that makes a repeated tap safe, and the rider goes straight to the booking view.
 */
export function useBookNow(state: WizardState, option: PricingOption | null) {
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [booking, setBooking] = useState(false);
  const [processing, setProcessing] = useState(false);

  function confirmReceipt(availability: AvailabilityResult): Promise<boolean> {
    return new Promise((resolve) => setReceipt({ availability, resolve }));
  }

  async function bookNow() {
    if (booking || !option) return;
    const body = bookingRequest(state, option);
    if (!body) return;
    setBooking(true);
    let succeeded = false;
    try {
      let availability: AvailabilityResult;
      try {
        availability = await api<AvailabilityResult>('booking/available-driver', {
          method: 'POST',
          body: {
            vehicle_type_id: option.vehicle_type_id,
            pickup: { lat: body.pickup.lat, lng: body.pickup.lng },
          },
        });
      } catch {
        await dialogs.alert(
          'error',
          translateNow(genericMessages, 'ERROR_TITLE'),
          translateNow(bookingMessages, 'AVAILABILITY_CHECK_FAILED'),
        );
        return;
      }
      if (!availability.available_driver) {
        await dialogs.alert(
          'info',
          translateNow(bookingMessages, 'DRIVER_AVAILABILITY'),
          availability.message || translateNow(rideMessages, 'NO_DRIVER_NOW'),
        );
        return;
      }
      const fee = availability.pickup_charge_fee ?? 0;
      const exceed = availability.pickup_exceed_km ?? 0;
      if (fee > 0 && exceed > 0 && !(await confirmReceipt(availability))) return;

      setProcessing(true);
      // The same trip tapped again (after a dropped signal, even after a reload) goes with the same key: the
      // server answers with the booking it made, never a second one.
      const result = await api<{ order: OrderRef }>('booking', {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': bookingAttemptKey('ride', body) },
      });
      endBookingAttempt();
      succeeded = true;
      forgetWizard();
      // Straight to the booking view: the rider follows dispatch there (and may cancel) from the first second.
      navigate(bookingPath(result.order), { replace: true });
    } catch (failure) {
      setProcessing(false);
      const order = failure instanceof ApiError ? (failure.body.order as OrderRef | undefined) : undefined;
      if (order?.id && order.code) {
        endBookingAttempt();
        await dialogs.alert(
          'info',
          translateNow(rideMessages, 'YOU_HAVE_BOOKING'),
          failure instanceof Error ? failure.message : '',
        );
        navigate(bookingPath(order), { replace: true });
        return;
      }
      if (failure instanceof ApiError && failure.status === 0) {
        await dialogs.alert(
          'warning',
          translateNow(bookingAttemptMessages, 'NO_SIGNAL_TITLE'),
          translateNow(bookingAttemptMessages, 'NO_SIGNAL_TEXT'),
        );
        return;
      }
      if (failure instanceof ApiError && failure.status >= 400 && failure.status < 500) endBookingAttempt();
      const message =
        failure instanceof ApiError && failure.status > 0
          ? failure.message
          : errorMessage(failure, translateNow(bookingMessages, 'UNKNOWN_BOOKING_ERROR'));
      await dialogs.alert(
        'error',
        translateNow(bookingMessages, 'BOOKING_ERROR'),
        message || translateNow(bookingMessages, 'UNKNOWN_BOOKING_ERROR'),
      );
    } finally {
      if (!succeeded) setBooking(false);
    }
  }

  /** The rider's answer to the pickup-fee receipt. */
  function answerReceipt(ok: boolean) {
    receipt?.resolve(ok);
    setReceipt(null);
  }

  return { booking, processing, receipt, bookNow, answerReceipt };
}
