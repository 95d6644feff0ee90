import {
  PRICING_DEFAULT_VEHICLE_SLUG,
  PRICING_DEFAULT_VEHICLE_TYPE_ID,
  PRICING_DEFAULT_ZONE_ID,
  PRICING_MODE_HOURS,
  PRICING_MODES,
} from '@config/constants';
import { type DateInput, manilaHour } from './dates';
import type { PricingQuery } from './pricing-query';

export type PricingMode = (typeof PRICING_MODES)[number];

export const PRICING_PAGE_DEFAULTS = {
  zoneId: PRICING_DEFAULT_ZONE_ID,
  vehicleTypeId: PRICING_DEFAULT_VEHICLE_TYPE_ID,
  vehicleSlug: PRICING_DEFAULT_VEHICLE_SLUG,
} as const;

function inWindows(hour: number, windows: readonly (readonly [number, number])[]): boolean {
  return windows.some(([start, end]) => hour >= start && hour < end);
}

export function pricingModeForHour(hour: number): PricingMode {
  if (inWindows(hour, PRICING_MODE_HOURS.sunny)) return 'sunny';
  if (inWindows(hour, PRICING_MODE_HOURS.day)) return 'day';
  return 'night';
}

/** A number is an hour of the Manila day (0-23); anything else is a moment, read on the Manila clock. */
export function pricingModeAt(dateOrHour: DateInput | number = new Date()): PricingMode {
  if (typeof dateOrHour === 'number' && dateOrHour >= 0 && dateOrHour < 24)
    return pricingModeForHour(dateOrHour);
  return pricingModeForHour(manilaHour(dateOrHour));
}

export function isPricingMode(value: unknown): value is PricingMode {
  return typeof value === 'string' && (PRICING_MODES as readonly string[]).includes(value);
}

export { PRICING_QUERY_PARAMS, type PricingQuery } from './pricing-query';
export type PricingSelection = {
  zoneId: number;
  vehicleTypeId: number;
  vehicleSlug: string | null;
  mode: PricingMode;
};

function positiveInt(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/** The pricing page's chips from its query string; what is missing or unreadable takes the defaults. */
export function resolvePricingQuery(query: PricingQuery, now: DateInput = new Date()): PricingSelection {
  const vehicleTypeId = positiveInt(query.vid);
  return {
    zoneId: positiveInt(query.branch_id) ?? PRICING_PAGE_DEFAULTS.zoneId,
    vehicleTypeId: vehicleTypeId ?? PRICING_PAGE_DEFAULTS.vehicleTypeId,
    // A vid without a slug names some other vehicle, so the default slug would be wrong for it.
    vehicleSlug: query.slug || (vehicleTypeId ? null : PRICING_PAGE_DEFAULTS.vehicleSlug),
    mode: isPricingMode(query.mode) ? query.mode : pricingModeAt(now),
  };
}
