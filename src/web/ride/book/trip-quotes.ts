import { useEffect, useRef } from 'react';
import { genericMessages, pricingMessages } from '@/shared/messages';
import { errorMessage } from '@/web/shared/api';
import { useDialogs } from '@/web/shared/dialogs';
import { translateNow } from '@/web/shared/i18n';
import { useServerData } from '@/web/shared/server-data';
import type { GeoRoute, LatLng, PricingResponse } from '../logic/types';
import type { PricingState } from './VehicleStep';

const pointText = (at: LatLng) => `${at.lat},${at.lng}`;

/** Vehicle prices for the trip, asked once both ends are set (and again when either moves). */
export function usePricing(pickup: LatLng | null, dropoff: LatLng | null): PricingState {
  const dialogs = useDialogs();
  const both = Boolean(pickup && dropoff);
  const prices = useServerData<PricingResponse>('pricing', {
    byLanguage: false,
    query: both && pickup && dropoff ? { pickup: pointText(pickup), destination: pointText(dropoff) } : {},
    enabled: both,
    // While the prices of moved ends are on their way, the last ones stay on the screen.
    placeholderData: (previous) => previous,
    // Without signal the rider sees the failure (and its Try again) as before, not a wait.
    networkMode: 'always',
  });
  const failure = prices.isError && !prices.isFetching ? prices.error : null;
  // Each failed answer is told once in a dialog (not again when the wizard comes back to an old failure).
  const toldAt = useRef(prices.errorUpdatedAt);
  useEffect(() => {
    if (!failure || prices.errorUpdatedAt === toldAt.current) return;
    toldAt.current = prices.errorUpdatedAt;
    const text = translateNow(pricingMessages, 'fetchError', { error: errorMessage(failure) });
    void dialogs.alert('error', translateNow(genericMessages, 'ERROR_TITLE'), text);
  }, [failure, prices.errorUpdatedAt, dialogs]);
  return {
    data: both && !failure ? (prices.data ?? null) : null,
    loading: both && prices.isFetching,
    error:
      both && failure ? translateNow(pricingMessages, 'fetchError', { error: errorMessage(failure) }) : null,
    retry: () => void prices.refetch(),
  };
}

/** The road between the two ends, drawn on the picker once both are set (a straight line when none is known). */
export function useRoute(pickup: LatLng | null, dropoff: LatLng | null): LatLng[] | null {
  const road = useServerData<GeoRoute>('geo/route', {
    byLanguage: false,
    query: pickup && dropoff ? { origin: pointText(pickup), destination: pointText(dropoff) } : {},
    enabled: Boolean(pickup && dropoff),
    // Asked even when the browser says it is offline: the app's offline map may answer it.
    networkMode: 'always',
  });
  if (!pickup || !dropoff) return null;
  if (road.data) return road.data.polyline;
  return road.isError ? [pickup, dropoff] : null;
}
