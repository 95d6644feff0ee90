import type { FromSchema } from 'json-schema-to-ts';
import { BOOKING_STATUSES } from '../src/shared/status-labels';
import { lat, latLngSchema, lng } from './geo';
import { walkInPointsSchema } from './walk-in';

const nullableNumber = { type: ['number', 'null'] } as const;
const nullableString = { type: ['string', 'null'] } as const;
const isoTime = { type: 'string', format: 'date-time' } as const;

export const bookingStatusSchema = { type: 'string', enum: BOOKING_STATUSES } as const;

export const bookingPointSchema = {
  type: 'object',
  properties: {
    lat,
    lng,
    address: {
      type: 'string',
      minLength: 1,
      maxLength: 300,
      errorMessage: 'Please set both the pickup and the destination.',
    },
  },
  required: ['lat', 'lng', 'address'],
} as const;

/** The ride wizard's booking request (spec part 1 §3 "Booking request"); amounts in centavos. */
export const bookingRequestSchema = {
  type: 'object',
  title: 'Booking request',
  properties: {
    payment_method_id: {
      type: 'integer',
      description: '1 cash; 8 e-wallet (not available on web booking).',
      errorMessage: 'Please choose a payment method.',
    },
    vehicle_type_id: { type: 'integer', minimum: 1, errorMessage: 'Please choose a vehicle.' },
    pickup: bookingPointSchema,
    dropoff: bookingPointSchema,
    is_web: { enum: [0, 1, true, false], default: 1 },
    tip: {
      type: 'integer',
      minimum: 0,
      maximum: 100_000,
      description: 'Centavos; 0 or omitted for no tip.',
      errorMessage: 'The tip must be a whole amount from ₱1 to ₱1,000.',
    },
    coupon_code: { type: 'string', maxLength: 40 },
    note: { type: 'string', maxLength: 300, errorMessage: 'The note can be at most 300 characters.' },
    has_luggage: { enum: [0, 1, true, false] },
  },
  required: ['payment_method_id', 'vehicle_type_id', 'pickup', 'dropoff'],
  errorMessage: {
    required: {
      pickup: 'Please set both the pickup and the destination.',
      dropoff: 'Please set both the pickup and the destination.',
      vehicle_type_id: 'Please choose a vehicle.',
      payment_method_id: 'Please choose a payment method.',
    },
  },
} as const;
export type BookingRequest = FromSchema<typeof bookingRequestSchema>;

export const orderRefSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, code: { type: 'string' } },
  required: ['id', 'code'],
} as const;

const statusEntrySchema = {
  type: 'object',
  properties: { name: { type: 'string' }, updated_at: isoTime },
  required: ['name', 'updated_at'],
} as const;

const vehicleSchema = {
  type: 'object',
  properties: {
    reg_no: { type: 'string' },
    color: { type: 'string' },
    car_model: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        car_make: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
      },
      required: ['name', 'car_make'],
    },
  },
  required: ['reg_no', 'color', 'car_model'],
} as const;

const vehicleTypeRefSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' }, slug: { type: 'string' } },
  required: ['id', 'name', 'slug'],
} as const;

export const bookingDriverSchema = {
  type: ['object', 'null'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    lat: nullableNumber,
    lng: nullableNumber,
    rating: { type: 'number' },
    sim_phone: nullableString,
    customizable_photo: nullableString,
    vehicle: vehicleSchema,
    vehicle_type: vehicleTypeRefSchema,
  },
  required: ['id', 'name', 'lat', 'lng', 'rating', 'sim_phone', 'customizable_photo', 'vehicle'],
} as const;

export const tripDetailsSchema = {
  type: 'object',
  properties: {
    eta: { type: 'number', description: 'Minutes from pickup to drop-off.' },
    km_distance: { type: 'number' },
    pickup_distance: { type: 'number', description: 'Road km from the nearest driver at booking time.' },
    pickup_exceed_km: { type: 'number' },
    pickup_charge_fee: { type: 'integer' },
    pickup_per_exceed_km: { type: 'integer' },
    pickup_dropoff_subtotal: { type: 'integer', description: 'Trip fare with markup, before extras.' },
    cancel_initiator_id: { type: ['integer', 'null'] },
    original_pickup_latlng: { type: 'string' },
    original_dropoff_latlng: { type: 'string' },
  },
  required: [
    'eta',
    'km_distance',
    'pickup_distance',
    'pickup_exceed_km',
    'pickup_charge_fee',
    'pickup_per_exceed_km',
    'pickup_dropoff_subtotal',
    'cancel_initiator_id',
    'original_pickup_latlng',
    'original_dropoff_latlng',
  ],
} as const;
export type TripDetails = FromSchema<typeof tripDetailsSchema>;

export const taxiOrderSchema = {
  type: 'object',
  properties: {
    order_id: { type: 'integer' },
    pickup_address: { type: 'string' },
    dropoff_address: { type: 'string' },
    pickup_latitude: { type: 'number' },
    pickup_longitude: { type: 'number' },
    dropoff_latitude: { type: 'number' },
    dropoff_longitude: { type: 'number' },
    driver_accept_latitude: nullableNumber,
    driver_accept_longitude: nullableNumber,
    driver_accept_latlng: nullableString,
    is_quick_book: { type: 'boolean' },
    is_walk_in: { type: 'boolean' },
    luggage_fee: { type: 'integer' },
    web_fee: { type: 'integer' },
    vehicle_type: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        slug: { type: 'string' },
        photo: { type: 'string' },
        base_fare: { type: 'integer' },
        base_km_limit: { type: 'number' },
        min_fare: { type: 'integer' },
        distance_fare: { type: 'integer' },
        pickup_km_limit: { type: 'number' },
      },
      required: ['id', 'name', 'slug', 'base_km_limit', 'min_fare', 'distance_fare', 'pickup_km_limit'],
    },
    trip_details: tripDetailsSchema,
  },
  required: [
    'order_id',
    'pickup_address',
    'dropoff_address',
    'pickup_latitude',
    'pickup_longitude',
    'dropoff_latitude',
    'dropoff_longitude',
    'driver_accept_latitude',
    'driver_accept_longitude',
    'driver_accept_latlng',
    'is_quick_book',
    'is_walk_in',
    'luggage_fee',
    'web_fee',
    'vehicle_type',
    'trip_details',
  ],
} as const;

/** Booking details (spec part 1 §3); verification_code and share_token only reach the rider (and staff). */
export const bookingDetailsSchema = {
  type: 'object',
  title: 'Booking',
  properties: {
    id: { type: 'integer' },
    code: { type: 'string' },
    status: bookingStatusSchema,
    statuses: { type: 'array', items: statusEntrySchema },
    total: { type: 'integer', description: 'What the rider pays (centavos).' },
    sub_total: { type: 'integer', description: 'Before the web fee and the tip (centavos).' },
    tip: { type: 'integer' },
    discount: { type: 'integer' },
    discount_percent: { type: 'integer' },
    coupon_code: nullableString,
    note: { type: 'string' },
    has_luggage: { type: 'boolean' },
    verification_code: nullableString,
    is_delivery: { type: 'boolean' },
    is_pautos: { type: 'boolean' },
    is_affiliate: { type: 'boolean' },
    is_sub_affiliate: { type: 'boolean' },
    from_qr_code: { type: 'boolean' },
    cancelled_by_who: { type: ['string', 'null'], enum: ['user', 'driver', 'admin', 'system', null] },
    reason: nullableString,
    cancelled_at: { type: ['string', 'null'], format: 'date-time' },
    payment_method: {
      type: 'object',
      properties: { id: { type: 'integer' }, name: { type: 'string' }, photo: { type: 'string' } },
      required: ['id', 'name', 'photo'],
    },
    driver: bookingDriverSchema,
    user: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        customizable_photo: nullableString,
      },
      required: ['id', 'name', 'customizable_photo'],
    },
    taxi_order: taxiOrderSchema,
    walk_in_points: walkInPointsSchema,
    share_token: nullableString,
    still_looking: {
      type: 'boolean',
      description: 'Pending, and dispatch found nobody free in its first round: it keeps looking, wider.',
    },
    created_at: isoTime,
    updated_at: isoTime,
  },
  required: [
    'id',
    'code',
    'status',
    'statuses',
    'total',
    'sub_total',
    'tip',
    'discount',
    'discount_percent',
    'coupon_code',
    'note',
    'has_luggage',
    'verification_code',
    'is_delivery',
    'is_pautos',
    'is_affiliate',
    'is_sub_affiliate',
    'from_qr_code',
    'cancelled_by_who',
    'reason',
    'cancelled_at',
    'payment_method',
    'driver',
    'user',
    'taxi_order',
    'share_token',
    'still_looking',
    'created_at',
    'updated_at',
  ],
} as const;
export type BookingDetails = FromSchema<typeof bookingDetailsSchema>;

export const createBookingResponseSchema = {
  type: 'object',
  properties: { order: orderRefSchema, booking: bookingDetailsSchema },
  required: ['order', 'booking'],
} as const;

export const activeBookingConflictSchema = {
  type: 'object',
  properties: { message: { type: 'string' }, order: orderRefSchema },
  required: ['message'],
} as const;

export const currentOrderResponseSchema = {
  type: 'object',
  properties: { order: { ...orderRefSchema, type: ['object', 'null'] } },
  required: ['order'],
} as const;

export const bookingRefParamsSchema = {
  type: 'object',
  properties: { ref: { type: 'string', minLength: 1, maxLength: 40 } },
  required: ['ref'],
} as const;

export const availabilityRequestSchema = {
  type: 'object',
  properties: {
    vehicle_type_id: { type: 'integer', minimum: 1, errorMessage: 'Please choose a vehicle.' },
    pickup: latLngSchema,
    service: {
      type: 'string',
      enum: ['ride', 'pautos', 'delivery'],
      description: 'Only drivers with this service on count; ride when omitted.',
    },
  },
  required: ['vehicle_type_id', 'pickup'],
} as const;

/** The availability check (spec part 1 §3 "Availability result"); the fee in centavos. */
export const availabilityResponseSchema = {
  type: 'object',
  properties: {
    available_driver: { type: 'boolean' },
    pickup_charge_fee: { type: 'integer' },
    pickup_exceed_km: { type: 'number' },
    pickup_distance: { type: 'number' },
    message: { type: 'string' },
  },
  required: ['available_driver', 'pickup_charge_fee', 'pickup_exceed_km', 'message'],
} as const;

export const cancelQuerySchema = {
  type: 'object',
  properties: { reason: { type: 'string', maxLength: 500 } },
} as const;

export const cancelResponseSchema = {
  type: 'object',
  properties: { message: { type: 'string' }, booking: bookingDetailsSchema },
  required: ['message', 'booking'],
} as const;

export const bookingIdParamsSchema = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
  required: ['id'],
} as const;

export const offerParamsSchema = {
  type: 'object',
  properties: { bookingId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
  required: ['bookingId'],
} as const;

/** What the driver may move a trip to, in this order only. */
export const DRIVER_STATUS_STEPS = ['arrived', 'enroute', 'delivered'] as const;

export const driverTripStatusBodySchema = {
  type: 'object',
  properties: {
    status: {
      type: 'string',
      enum: DRIVER_STATUS_STEPS,
      errorMessage: 'The status must be arrived, enroute or delivered.',
    },
  },
  required: ['status'],
} as const;

const offerSchema = {
  type: 'object',
  properties: {
    booking_id: { type: 'integer' },
    expires_at: isoTime,
    booking: bookingDetailsSchema,
  },
  required: ['booking_id', 'expires_at', 'booking'],
} as const;

/** `offer` is null when there is none; `booking` and `expires_at` repeat the offer's at the top level. */
export const driverOfferResponseSchema = {
  type: 'object',
  properties: {
    offer: { ...offerSchema, type: ['object', 'null'] },
    booking: bookingDetailsSchema,
    expires_at: isoTime,
  },
  required: ['offer'],
} as const;

export const driverCurrentBookingResponseSchema = {
  type: 'object',
  properties: { booking: { ...bookingDetailsSchema, type: ['object', 'null'] } },
  required: ['booking'],
} as const;

export const shareParamsSchema = {
  type: 'object',
  properties: { token: { type: 'string', minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' } },
  required: ['token'],
} as const;

/** What a shared link shows: where the trip goes and who drives; no phones, codes or documents. */
export const sharedBookingSchema = {
  type: 'object',
  title: 'Shared booking',
  properties: {
    status: bookingStatusSchema,
    statuses: { type: 'array', items: statusEntrySchema },
    pickup_address: { type: 'string' },
    dropoff_address: { type: 'string' },
    pickup: latLngSchema,
    dropoff: latLngSchema,
    vehicle_type: vehicleTypeRefSchema,
    driver: {
      type: ['object', 'null'],
      properties: {
        first_name: { type: 'string' },
        lat: nullableNumber,
        lng: nullableNumber,
        vehicle: vehicleSchema,
      },
      required: ['first_name', 'lat', 'lng', 'vehicle'],
    },
    updated_at: isoTime,
  },
  required: [
    'status',
    'statuses',
    'pickup_address',
    'dropoff_address',
    'pickup',
    'dropoff',
    'vehicle_type',
    'driver',
    'updated_at',
  ],
} as const;
export type SharedBooking = FromSchema<typeof sharedBookingSchema>;
