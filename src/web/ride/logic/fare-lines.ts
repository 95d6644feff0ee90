import { LUGGAGE_FEE_CENTAVOS, LUGGAGE_VEHICLE_SLUGS, WEB_BOOKING_FEE_CENTAVOS } from '@config/constants';
import { formatKm, formatPeso } from '@/shared/fare';
import type { PricingOption } from './types';

export type FareLineKey =
  | 'distance'
  | 'base-distance'
  | 'base-fare'
  | 'per-km'
  | 'fare'
  | 'pickup-fee'
  | 'luggage-fee'
  | 'coupon'
  | 'web-fee'
  | 'tip'
  | 'total';

export type FareLine = {
  key: FareLineKey;
  label: string;
  /** What the line shows on the right. */
  value: string;
  /** Centavos the line adds to the total (negative for discounts); null for lines that only inform. */
  amount: number | null;
};

export type FareContext = {
  /** Trip distance in km as the pricing call measured it. */
  distanceKm: number;
  hasLuggage?: boolean;
  /** Percent off the trip fare from a coupon the server said is valid. */
  couponPercent?: number | null;
  /** Centavos. */
  tip?: number;
  /** Centavos, from the availability check when the nearest driver is beyond the free pickup distance. */
  pickupChargeFee?: number | null;
  pickupExceedKm?: number | null;
};

/** Luggage over 20 kg is offered for tricycles and cars only. */
export function luggageAllowed(slug: string | null | undefined): boolean {
  return slug != null && (LUGGAGE_VEHICLE_SLUGS as readonly string[]).includes(slug);
}

export function webFeeOf(option: Pick<PricingOption, 'web_fee'> | null | undefined): number {
  const fee = option?.web_fee;
  return typeof fee === 'number' && Number.isFinite(fee) && fee >= 0 ? fee : WEB_BOOKING_FEE_CENTAVOS;
}

export function luggageFeeOf(option: Pick<PricingOption, 'luggage_fee'> | null | undefined): number {
  const fee = option?.luggage_fee;
  return typeof fee === 'number' && Number.isFinite(fee) && fee > 0 ? fee : LUGGAGE_FEE_CENTAVOS;
}

export function couponDiscount(tripTotal: number, percent: number | null | undefined): number {
  if (!percent || !Number.isFinite(percent) || percent <= 0) return 0;
  return Math.round((tripTotal * Math.min(100, percent)) / 100);
}

/** The trip fare with the zone markup, before any fee. */
export function tripFareOf(option: PricingOption): number {
  return Number.isFinite(option.fare) ? option.fare : option.total - webFeeOf(option);
}

/** What a vehicle card shows: the fare plus the web fee, plus the luggage fee when ticked (spec §2). */
export function vehicleCardTotal(option: PricingOption, hasLuggage = false): number {
  const base = tripFareOf(option) + webFeeOf(option);
  return hasLuggage && luggageAllowed(option.slug) ? base + luggageFeeOf(option) : base;
}

/**
 * The fare lines of the vehicle page, top to bottom: the rates that explain the fare (distances to one
 * decimal), the fare, each extra, the web fee, the tip and the total the rider pays.
 */
export function fareLines(option: PricingOption, context: FareContext): FareLine[] {
  const fare = tripFareOf(option);
  const lines: FareLine[] = [
    { key: 'distance', label: 'Trip distance', value: formatKm(context.distanceKm), amount: null },
    {
      key: 'base-distance',
      label: 'Base distance',
      value: formatKm(option.base_km_limit),
      amount: null,
    },
    { key: 'base-fare', label: 'Base fare', value: formatPeso(option.min_fare), amount: null },
    { key: 'per-km', label: 'Per km', value: `${formatPeso(option.distance_fare)}/km`, amount: null },
    { key: 'fare', label: 'Fare', value: formatPeso(fare), amount: fare },
  ];
  const pickupFee = Math.max(0, Math.round(context.pickupChargeFee ?? 0));
  if (pickupFee > 0) {
    const exceed = context.pickupExceedKm ? ` (${formatKm(context.pickupExceedKm)} beyond 1 km)` : '';
    lines.push({
      key: 'pickup-fee',
      label: `Pickup fee${exceed}`,
      value: formatPeso(pickupFee),
      amount: pickupFee,
    });
  }
  if (context.hasLuggage && luggageAllowed(option.slug)) {
    const fee = luggageFeeOf(option);
    lines.push({ key: 'luggage-fee', label: 'Luggage fee', value: formatPeso(fee), amount: fee });
  }
  const discount = couponDiscount(fare, context.couponPercent);
  if (discount > 0) {
    lines.push({
      key: 'coupon',
      label: `Coupon (${context.couponPercent}% off)`,
      value: `-${formatPeso(discount)}`,
      amount: -discount,
    });
  }
  const webFee = webFeeOf(option);
  lines.push({ key: 'web-fee', label: 'Web fee', value: formatPeso(webFee), amount: webFee });
  const tip = Math.max(0, Math.round(context.tip ?? 0));
  if (tip > 0) lines.push({ key: 'tip', label: 'Tip', value: formatPeso(tip), amount: tip });
  const total = lines.reduce((sum, line) => sum + (line.amount ?? 0), 0);
  lines.push({ key: 'total', label: 'Total', value: formatPeso(total), amount: total });
  return lines;
}

export function fareTotal(lines: FareLine[]): number {
  return lines.find((line) => line.key === 'total')?.amount ?? 0;
}
