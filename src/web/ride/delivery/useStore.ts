import type { ProductView, StoreView } from '@schemas/store-products';
import { useApiData } from '@/web/public/pages/common/use-api-data';

export type StoreWithProducts = { store: StoreView; products: ProductView[] };

export function useStoreProducts(storeId: number | null) {
  return useApiData<StoreWithProducts>(storeId ? `brp/delivery/stores/${storeId}/products` : null);
}

export function numericParam(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}
