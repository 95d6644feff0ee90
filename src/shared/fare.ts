import {
  CENTAVOS_PER_PESO,
  CURRENCY,
  CURRENCY_SYMBOL,
  FREE_PICKUP_DISTANCE_KM,
  LUGGAGE_FEE_CENTAVOS,
  PAUTOS_DELIVERY_DISTANCE_FARE_REDUCTION_CENTAVOS,
  PRICING_BANDS,
  WEB_BOOKING_FEE_CENTAVOS,
} from '@config/constants';

export type FareService = 'ride' | 'pautos' | 'delivery';

/** One row of the pricing table. Money in centavos, distances in km, the markup in percent. */
export type PricingRow = {
  base_fare: number;
  base_km_limit: number;
  distance_fare: number;
  min_fare: number;
  additional_percentage_fee: number;
  pautos_base_fare?: number | null;
  pautos_distance_fare?: number | null;
  delivery_base_fare?: number | null;
  delivery_distance_fare?: number | null;
};

/** The home settings' pautosFee and deliveryFee, in centavos. */
export type ServiceFees = { pautosFee: number; deliveryFee: number };

export type FareExtras = {
  serviceFees?: ServiceFees;
  pickupDistanceKm?: number;
  pickupFreeKm?: number;
  /** Centavos per km of pickup beyond the free distance (the server's pickup_per_exceed_km). */
  pickupPerExceedKm?: number;
  hasLuggage?: boolean;
  isWeb?: boolean;
  /** Centavos; defaults to the web booking fee when isWeb. */
  webFee?: number;
  /** Centavos. */
  tip?: number;
  couponPercent?: number;
};

export type ServiceRates = {
  baseFare: number;
  distanceFare: number;
  baseKmLimit: number;
  minFare: number;
  markupPercent: number;
};

export type FareBreakdown = {
  service: FareService;
  distanceKm: number;
  meteredKm: number;
  baseFare: number;
  distanceFare: number;
  minFareTopUp: number;
  tripFare: number;
  markupPercent: number;
  markup: number;
  pickupExceedKm: number;
  pickupCharge: number;
  luggageFee: number;
  discountPercent: number;
  discount: number;
  subtotal: number;
  webFee: number;
  tip: number;
  total: number;
};

const NO_SERVICE_FEES: ServiceFees = { pautosFee: 0, deliveryFee: 0 };

/** Distances are charged as shown (one decimal), so the km a person reads times the rate is what they pay. */
export function roundKm(km: number): number {
  return Math.round((km + Number.EPSILON) * 10) / 10;
}

export function formatKm(km: number): string {
  return `${roundKm(km).toFixed(1)} km`;
}

function clampPercent(percent: number | undefined): number {
  if (!percent || !Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, percent));
}

function percentOf(centavos: number, percent: number): number {
  return Math.round((centavos * percent) / 100);
}

/**
 * Pautos and delivery rows often carry no rates of their own; the spec then prices them as a ride plus the
 * service fee on the flag-down, with the per-km rate 5 PHP cheaper (never below zero).
 */
export function serviceRates(
  row: PricingRow,
  service: FareService,
  fees: ServiceFees = NO_SERVICE_FEES,
): ServiceRates {
  const common = {
    baseKmLimit: row.base_km_limit,
    minFare: row.min_fare,
    markupPercent: clampPercent(row.additional_percentage_fee),
  };
  if (service === 'ride') return { ...common, baseFare: row.base_fare, distanceFare: row.distance_fare };
  const ownBase = service === 'pautos' ? row.pautos_base_fare : row.delivery_base_fare;
  const ownDistance = service === 'pautos' ? row.pautos_distance_fare : row.delivery_distance_fare;
  const fee = service === 'pautos' ? fees.pautosFee : fees.deliveryFee;
  const baseFare = ownBase ?? row.base_fare + fee;
  return {
    ...common,
    // The ride's minimum is a ride's floor: a zone's own errand or delivery flag-down is never lifted by it.
    minFare: Math.min(row.min_fare, baseFare),
    baseFare,
    distanceFare:
      ownDistance ?? Math.max(0, row.distance_fare - PAUTOS_DELIVERY_DISTANCE_FARE_REDUCTION_CENTAVOS),
  };
}

/**
 * The one fare formula of server and browser, so the price quoted is the price charged:
 * - trip fare = max(min_fare, base fare + km beyond base_km_limit × per-km rate). The base fare covers the
 *   first base_km_limit km; min_fare is the zone's floor so very short trips still pay the driver's trip.
 * - the zone's markup (additional_percentage_fee, e.g. tourist areas) is added on the trip fare only, because
 *   fees below are flat charges that must read the same everywhere.
 * - the pickup charge pays the driver's empty km beyond the free pickup distance; the luggage fee is flat.
 * - a coupon's percent comes off the marked-up trip fare, never off fees or the tip.
 * - subtotal is what the booking costs before the web fee and the tip; total is what the rider pays.
 * Every money line is rounded to whole centavos, so the lines add up to the total exactly.
 */
export function computeFare(
  row: PricingRow,
  service: FareService,
  distanceKm: number,
  extras: FareExtras = {},
): FareBreakdown {
  const rates = serviceRates(row, service, extras.serviceFees);
  const distance = roundKm(Math.max(0, distanceKm));
  const meteredKm = roundKm(Math.max(0, distance - rates.baseKmLimit));
  const distanceFare = Math.round(meteredKm * rates.distanceFare);
  const metered = rates.baseFare + distanceFare;
  const tripFare = Math.max(rates.minFare, metered);
  const markup = percentOf(tripFare, rates.markupPercent);

  const pickupFreeKm = extras.pickupFreeKm ?? FREE_PICKUP_DISTANCE_KM;
  const pickupExceedKm = roundKm(Math.max(0, (extras.pickupDistanceKm ?? 0) - pickupFreeKm));
  const pickupCharge = Math.round(pickupExceedKm * (extras.pickupPerExceedKm ?? 0));
  const luggageFee = extras.hasLuggage ? LUGGAGE_FEE_CENTAVOS : 0;

  const discountPercent = clampPercent(extras.couponPercent);
  const discount = percentOf(tripFare + markup, discountPercent);
  const subtotal = tripFare + markup + pickupCharge + luggageFee - discount;

  const webFee = extras.isWeb ? (extras.webFee ?? WEB_BOOKING_FEE_CENTAVOS) : 0;
  const tip = Math.max(0, Math.round(extras.tip ?? 0));

  return {
    service,
    distanceKm: distance,
    meteredKm,
    baseFare: rates.baseFare,
    distanceFare,
    minFareTopUp: tripFare - metered,
    tripFare,
    markupPercent: rates.markupPercent,
    markup,
    pickupExceedKm,
    pickupCharge,
    luggageFee,
    discountPercent,
    discount,
    subtotal,
    webFee,
    tip,
    total: subtotal + webFee + tip,
  };
}

export type FareBand = {
  label: (typeof PRICING_BANDS)[number]['label'];
  fromKm: number;
  toKm: number | null;
  /** Marked-up fare at the band's lower edge. */
  fareAtStart: number;
  /** Marked-up fare at the band's upper edge; null for the open-ended band. */
  fareAtEnd: number | null;
  /** Marked-up charge per km beyond the base distance. */
  perKm: number;
};

/** The pricing page's three bands, quoted without any booking extras. */
export function fareBands(row: PricingRow, service: FareService, fees?: ServiceFees): FareBand[] {
  const rates = serviceRates(row, service, fees);
  const fareAt = (km: number) => {
    const fare = computeFare(row, service, km, { serviceFees: fees });
    return fare.tripFare + fare.markup;
  };
  const perKm = rates.distanceFare + percentOf(rates.distanceFare, rates.markupPercent);
  return PRICING_BANDS.map((band) => ({
    label: band.label,
    fromKm: band.fromKm,
    toKm: band.toKm,
    fareAtStart: fareAt(band.fromKm),
    fareAtEnd: band.toKm === null ? null : fareAt(band.toKm),
    perKm,
  }));
}

export function pesosToCentavos(pesos: number): number {
  return Math.round(pesos * CENTAVOS_PER_PESO);
}

export function centavosToPesos(centavos: number): number {
  return centavos / CENTAVOS_PER_PESO;
}

/** '1,234.50' for 123450 centavos. */
export function formatPesoAmount(centavos: number): string {
  const rounded = Math.round(centavos);
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  const whole = Math.floor(abs / CENTAVOS_PER_PESO)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = String(abs % CENTAVOS_PER_PESO).padStart(2, '0');
  return `${sign}${whole}.${cents}`;
}

function withCurrency(centavos: number, prefix: string): string {
  const amount = formatPesoAmount(centavos);
  return amount.startsWith('-') ? `-${prefix}${amount.slice(1)}` : `${prefix}${amount}`;
}

/** '₱55.00': money on screens. */
export function formatPeso(centavos: number): string {
  return withCurrency(centavos, CURRENCY_SYMBOL);
}

/** 'PHP 55.00': where the spec writes the currency code. */
export function formatPhp(centavos: number): string {
  return withCurrency(centavos, `${CURRENCY} `);
}

/** 'Php 55.00': the Pasuyo vehicle cards' spelling. */
export function formatPhpTitleCase(centavos: number): string {
  return withCurrency(centavos, 'Php ');
}
