import { DELIVERY_MAX_QUANTITY, DELIVERY_MIN_QUANTITY } from '@config/constants';
import { manilaWallClock, type DateInput } from './dates';

/**
 * Menu pricing and opening hours, the same on server and browser: the browser shows the running total, the
 * server computes the one that counts from its own copy of the menu.
 */

export type MenuOption = { id: number; name: string; price: number };
export type MenuGroup = { id: number; name: string; options: MenuOption[] };
export type MenuProduct = {
  id: number;
  name: string;
  price: number;
  extras_max: number;
  required: MenuGroup[];
  extras: MenuOption[];
};

export type ItemSelection = {
  product_id: number;
  quantity: number;
  /** One option id per required group. */
  required_option_ids?: readonly number[];
  extra_ids?: readonly number[];
  special_instructions?: string;
};

export const DELIVERY_RULE_MESSAGES = {
  REQUIRED: 'You must select a required before proceeding',
  tooManyExtras: (max: number) => `Select up to ${max}`,
  UNKNOWN_OPTION: 'This option is not on the menu any more. Please choose again.',
  QUANTITY: `The quantity must be from ${DELIVERY_MIN_QUANTITY} to ${DELIVERY_MAX_QUANTITY}.`,
} as const;

export type PricedItem = {
  base_price: number;
  price_per_quantity: number;
  line_total: number;
  selected_required: { group_id: number; group_name: string; option: MenuOption }[];
  selected_extras: MenuOption[];
};

export class MenuRuleError extends Error {}

/** The lowest price the product can be ordered for: its price plus the cheapest option of each required group. */
export function startingPrice(product: Pick<MenuProduct, 'price' | 'required'>): number {
  return (
    product.price +
    product.required.reduce(
      (sum, group) => sum + (group.options.length ? Math.min(...group.options.map((o) => o.price)) : 0),
      0,
    )
  );
}

/**
 * One cart line priced from the menu: exactly one option of every required group, at most extras_max extras,
 * a whole quantity. Anything the menu does not know is refused rather than guessed.
 */
export function priceItem(product: MenuProduct, selection: ItemSelection): PricedItem {
  const quantity = selection.quantity;
  if (!Number.isInteger(quantity) || quantity < DELIVERY_MIN_QUANTITY || quantity > DELIVERY_MAX_QUANTITY) {
    throw new MenuRuleError(DELIVERY_RULE_MESSAGES.QUANTITY);
  }
  const chosen = new Set(selection.required_option_ids ?? []);
  const known = new Set(product.required.flatMap((g) => g.options.map((o) => o.id)));
  for (const id of chosen) if (!known.has(id)) throw new MenuRuleError(DELIVERY_RULE_MESSAGES.UNKNOWN_OPTION);
  const selectedRequired = product.required.map((group) => {
    const picked = group.options.filter((o) => chosen.has(o.id));
    if (picked.length !== 1) throw new MenuRuleError(DELIVERY_RULE_MESSAGES.REQUIRED);
    return { group_id: group.id, group_name: group.name, option: picked[0] };
  });
  const extraIds = [...new Set(selection.extra_ids ?? [])];
  const selectedExtras = extraIds.map((id) => {
    const extra = product.extras.find((e) => e.id === id);
    if (!extra) throw new MenuRuleError(DELIVERY_RULE_MESSAGES.UNKNOWN_OPTION);
    return extra;
  });
  if (selectedExtras.length > Math.max(1, product.extras_max)) {
    throw new MenuRuleError(DELIVERY_RULE_MESSAGES.tooManyExtras(product.extras_max));
  }
  const pricePerQuantity =
    product.price +
    selectedRequired.reduce((sum, r) => sum + r.option.price, 0) +
    selectedExtras.reduce((sum, e) => sum + e.price, 0);
  return {
    base_price: product.price,
    price_per_quantity: pricePerQuantity,
    line_total: pricePerQuantity * quantity,
    selected_required: selectedRequired,
    selected_extras: selectedExtras,
  };
}

/** A partial selection's running total on the product screen (required groups not yet chosen count as 0). */
export function runningTotal(
  product: MenuProduct,
  requiredOptionIds: number[],
  extraIds: number[],
  quantity: number,
): number {
  const options = product.required.flatMap((g) => g.options).filter((o) => requiredOptionIds.includes(o.id));
  const extras = product.extras.filter((e) => extraIds.includes(e.id));
  const each =
    product.price + options.reduce((s, o) => s + o.price, 0) + extras.reduce((s, e) => s + e.price, 0);
  return each * Math.max(0, quantity);
}

/**
 * Ticking an extra: with a limit of one the new extra replaces the old (spec: one extra at a time); with a
 * larger limit it is added while there is room.
 */
export function toggleExtra(current: number[], id: number, max: number): number[] {
  if (current.includes(id)) return current.filter((x) => x !== id);
  if (max <= 1) return [id];
  if (current.length >= max) return current;
  return [...current, id];
}

export type StoreHours = { opens_at: string; closes_at: string; open_days: number[] };

function minutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

/** Open now, in Manila time. A closing time before the opening time runs past midnight. */
export function isOpenAt(hours: StoreHours, at: DateInput = new Date()): boolean {
  const wall = manilaWallClock(at);
  const now = wall.hour() * 60 + wall.minute();
  const day = wall.day();
  const opens = minutes(hours.opens_at);
  const closes = minutes(hours.closes_at);
  if (opens === closes) return hours.open_days.includes(day);
  if (opens < closes) return hours.open_days.includes(day) && now >= opens && now < closes;
  // Past midnight: open late tonight (if today is a day), or still open from yesterday's opening.
  const yesterday = (day + 6) % 7;
  return (
    (hours.open_days.includes(day) && now >= opens) || (hours.open_days.includes(yesterday) && now < closes)
  );
}

function twelveHour(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  const suffix = h < 12 ? 'AM' : 'PM';
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** What a store open around the clock (opening and closing at the same time) shows as its hours. */
export const OPEN_ALL_DAY = 'Open 24 hours';

/** "8:00 AM - 9:00 PM", as the store banner shows the operating hours; "Open 24 hours" for all-day stores. */
export function formatOperatingHours(hours: Pick<StoreHours, 'opens_at' | 'closes_at'>): string {
  if (hours.opens_at.slice(0, 5) === hours.closes_at.slice(0, 5)) return OPEN_ALL_DAY;
  return `${twelveHour(hours.opens_at)} - ${twelveHour(hours.closes_at)}`;
}
