import { PRICING_BANDS, PRICING_DEFAULT_VEHICLE_SLUG, PRICING_DEFAULT_ZONE_ID } from '@config/constants';
import type { PricingTable } from '@schemas/pricing-table';
import { formatPeso } from '@/shared/fare';
import type { PricingMode, PricingSelection } from '@/shared/pricing-mode';

type Option = { id: number; slug?: string };
type Band = PricingTable['services'][number]['bands'][number];

/**
 * The vehicle chip to select. A slug names the vehicle the same way in every zone, so it wins over `vid`;
 * the default is chosen by slug (motorcycle) because vehicle ids differ between installations.
 */
export function chooseVehicle<T extends Option>(selection: PricingSelection, types: T[]): T | null {
  const bySlug = selection.vehicleSlug
    ? types.find((type) => type.slug === selection.vehicleSlug)
    : undefined;
  return (
    bySlug ??
    types.find((type) => type.id === selection.vehicleTypeId) ??
    types.find((type) => type.slug === PRICING_DEFAULT_VEHICLE_SLUG) ??
    types[0] ??
    null
  );
}

export function chooseZone<T extends Option>(selection: PricingSelection, zones: T[]): T | null {
  return (
    zones.find((zone) => zone.id === selection.zoneId) ??
    zones.find((zone) => zone.id === PRICING_DEFAULT_ZONE_ID) ??
    zones[0] ??
    null
  );
}

/** The query string that reproduces a choice, so a chosen table can be shared as a link. */
export function pricingSearch(zoneId: number, vehicle: { id: number; slug: string }, mode: PricingMode) {
  return new URLSearchParams({
    branch_id: String(zoneId),
    vid: String(vehicle.id),
    slug: vehicle.slug,
    mode,
  });
}

/** "₱40.00 – ₱70.00" for a band with an end, "₱120.00 and up" for the last one. */
export function bandFareText(
  band: Pick<Band, 'fare_at_start' | 'fare_at_end'>,
  andUp: (fare: string) => string = (fare) => `${fare} and up`,
): string {
  if (band.fare_at_end === null) return andUp(formatPeso(band.fare_at_start));
  if (band.fare_at_end === band.fare_at_start) return formatPeso(band.fare_at_start);
  return `${formatPeso(band.fare_at_start)} – ${formatPeso(band.fare_at_end)}`;
}

export function perKmText(centavos: number): string {
  return `${formatPeso(centavos)} / km`;
}

export function kmText(km: number): string {
  return `${Number.isInteger(km) ? km : km.toFixed(1)} km`;
}

/**
 * A distance band's label as the reader sees it: the spec's "0-5 KM" as is; a band the spec calls "above …"
 * through `above` (Filipino says "lampas …"), from the band's own entry in PRICING_BANDS.
 */
export function bandLabel(label: string, above: (range: string) => string): string {
  const band = PRICING_BANDS.find((entry) => entry.label === label);
  return band?.above ? above(band.above) : label;
}
