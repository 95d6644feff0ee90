import type { UseQueryResult } from '@tanstack/react-query';
import type { DeliveryQuote } from '@schemas/delivery-order';
import type { ProductView, StoreView } from '@schemas/store-products';
import { ApiError, api, errorMessage } from '@/web/shared/api';
import { useServerData } from '@/web/shared/server-data';

export type StoreWithProducts = { store: StoreView; products: ProductView[] };

/** A store page's data as its screens show it: the answer, the failure's text and HTTP status (0 offline). */
export type StoreData<T> = {
  data: T | null;
  error: string | null;
  status: number | null;
  loading: boolean;
  reload(): void;
};

/** `result` as a store page shows it; the last answer stays while a new one is on its way. */
export function storeData<T>(result: UseQueryResult<T, Error>): StoreData<T> {
  const failure = result.isError && !result.isFetching ? result.error : null;
  return {
    data: failure ? null : (result.data ?? null),
    error: failure ? errorMessage(failure) : null,
    status: failure ? (failure instanceof ApiError ? failure.status : 0) : result.isSuccess ? 200 : null,
    loading: result.isFetching,
    reload: () => void result.refetch(),
  };
}

/** `GET path` for a store page (null waits); the previous answer shows while the next path loads. */
export function useStoreData<T>(path: string | null): StoreData<T> {
  return storeData(useServerData<T>(path, { placeholderData: (previous) => previous }));
}

export function useStoreProducts(storeId: number | null) {
  return useStoreData<StoreWithProducts>(storeId ? `brp/delivery/stores/${storeId}/products` : null);
}

export function numericParam(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/**
 * The server's totals for a cart (`body`: the quote request as JSON; null asks nothing). Each new body asks
 * again, dropping the answer on its way for the last one.
 */
export function useQuote(body: string | null) {
  return useServerData<DeliveryQuote>(body === null ? null : 'delivery/quote', {
    byLanguage: false,
    query: body === null ? {} : { body },
    // The last totals stay on the screen while the new ones are on their way.
    placeholderData: (previous) => previous,
    ask: (signal) =>
      api<DeliveryQuote>('delivery/quote', { method: 'POST', body: JSON.parse(body ?? '{}'), signal }),
  });
}
