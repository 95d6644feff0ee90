import { useCallback, useEffect, useState } from 'react';
import type { ProductView } from '@schemas/store-products';
import { runningTotal } from '@/shared/delivery';

/**
 * The cart of one store, kept in this browser until the order is placed. Prices here are for display only:
 * the server prices every line again from the menu at checkout.
 */
export type CartLine = {
  key: string;
  product_id: number;
  name: string;
  image_url: string;
  quantity: number;
  required_option_ids: number[];
  extra_ids: number[];
  special_instructions: string;
  /** What the product screen showed; the checkout shows the server's numbers. */
  price_per_quantity: number;
  summary: string;
};

const storageKey = (storeId: number) => `brp-delivery-cart-${storeId}`;

export function readCart(storeId: number): CartLine[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(storageKey(storeId)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as CartLine[]) : [];
  } catch {
    return [];
  }
}

function writeCart(storeId: number, lines: CartLine[]) {
  if (lines.length === 0) localStorage.removeItem(storageKey(storeId));
  else localStorage.setItem(storageKey(storeId), JSON.stringify(lines));
}

export function lineFor(
  product: ProductView,
  selection: {
    required_option_ids: number[];
    extra_ids: number[];
    quantity: number;
    special_instructions: string;
  },
): CartLine {
  const chosen = [
    ...product.required.flatMap((g) => g.options.filter((o) => selection.required_option_ids.includes(o.id))),
    ...product.extras.filter((e) => selection.extra_ids.includes(e.id)),
  ].map((o) => o.name);
  return {
    key: `${product.id}:${[...selection.required_option_ids].sort().join(',')}:${[...selection.extra_ids].sort().join(',')}:${selection.special_instructions}`,
    product_id: product.id,
    name: product.name,
    image_url: product.image_url,
    quantity: selection.quantity,
    required_option_ids: selection.required_option_ids,
    extra_ids: selection.extra_ids,
    special_instructions: selection.special_instructions,
    price_per_quantity: runningTotal(product, selection.required_option_ids, selection.extra_ids, 1),
    summary: chosen.join(', '),
  };
}

/** Adds a line; the same product with the same choices adds to the quantity. */
export function addLine(lines: CartLine[], line: CartLine): CartLine[] {
  const same = lines.find((l) => l.key === line.key);
  if (!same) return [...lines, line];
  return lines.map((l) =>
    l.key === line.key ? { ...l, quantity: Math.min(99, l.quantity + line.quantity) } : l,
  );
}

export function addToStoredCart(storeId: number, line: CartLine) {
  writeCart(storeId, addLine(readCart(storeId), line));
}

export function useCart(storeId: number) {
  const [lines, setLines] = useState<CartLine[]>(() => readCart(storeId));
  useEffect(() => setLines(readCart(storeId)), [storeId]);
  const update = useCallback(
    (next: CartLine[]) => {
      writeCart(storeId, next);
      setLines(next);
    },
    [storeId],
  );
  return { lines, update, clear: () => update([]) };
}

/** The body lines the server prices. */
export function selections(lines: CartLine[]) {
  return lines.map((l) => ({
    product_id: l.product_id,
    quantity: l.quantity,
    required_option_ids: l.required_option_ids,
    extra_ids: l.extra_ids,
    special_instructions: l.special_instructions || undefined,
  }));
}
