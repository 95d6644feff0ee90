import type { FromSchema } from 'json-schema-to-ts';
import { CENTAVOS_NOTE } from './money';

export const SERVICES = ['ride', 'pautos', 'delivery'] as const;
export type Service = (typeof SERVICES)[number];
export const TRACKING_TYPES = ['all', 'ongoing', 'finished', 'canceled'] as const;
export type TrackingType = (typeof TRACKING_TYPES)[number];

const ymd = {
  type: 'string',
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  errorMessage: 'The date must be written as YYYY-MM-DD.',
} as const;

/** Today's numbers on the console's dashboard (Asia/Manila day). */
export const opsTodaySchema = {
  type: 'object',
  properties: {
    date: { type: 'string' },
    bookings: { type: 'integer', description: 'Bookings made today, every service.' },
    ongoing: { type: 'integer', description: 'Bookings with a driver on the way or on the trip now.' },
    online_drivers: { type: 'integer' },
    failed_bookings: { type: 'integer', description: 'Bookings today no driver took.' },
    cancellations: { type: 'integer', description: 'Bookings cancelled today by riders, drivers or staff.' },
    finished: { type: 'integer' },
  },
  required: ['date', 'bookings', 'ongoing', 'online_drivers', 'failed_bookings', 'cancellations', 'finished'],
  additionalProperties: false,
} as const;
export type OpsToday = FromSchema<typeof opsTodaySchema>;

export const dayQuerySchema = {
  type: 'object',
  properties: { date: ymd },
  additionalProperties: false,
} as const;

const hourlyRow = (kind: 'online' | 'ongoing' | 'failed') =>
  ({
    type: 'object',
    properties: {
      hour: { type: 'integer', minimum: 0, maximum: 23 },
      [`total_${kind}_ride`]: { type: 'integer' },
      [`total_${kind}_pautos`]: { type: 'integer' },
      [`total_${kind}_delivery`]: { type: 'integer' },
      ...(kind === 'online'
        ? {
            total_online_drivers: {
              type: 'integer',
              description: 'Drivers online in the hour for any service, each counted once.',
            },
          }
        : {}),
    },
    required: [
      'hour',
      `total_${kind}_ride`,
      `total_${kind}_pautos`,
      `total_${kind}_delivery`,
      ...(kind === 'online' ? ['total_online_drivers'] : []),
    ],
    additionalProperties: false,
  }) as const;

/** Hourly count rows (spec part 2 §3): one per hour of the day, 0 to 23. */
export const hourlyResponseSchema = (kind: 'online' | 'ongoing' | 'failed') =>
  ({
    type: 'object',
    properties: { date: { type: 'string' }, data: { type: 'array', items: hourlyRow(kind) } },
    required: ['date', 'data'],
  }) as const;
export type HourlyRow = { hour: number } & Record<string, number>;

export const trackingQuerySchema = {
  type: 'object',
  properties: {
    type: { type: 'string', enum: TRACKING_TYPES, default: 'all' },
    page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
    per_page: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    branch_id: { type: 'integer', minimum: 1 },
    service: { type: 'string', enum: SERVICES },
    date: ymd,
    driver_id: { type: 'integer', minimum: 1 },
  },
  additionalProperties: false,
} as const;
export type TrackingQuery = FromSchema<typeof trackingQuerySchema>;

const statusEntry = {
  type: 'object',
  properties: {
    name: { type: 'string', description: 'The status key (a booking status, or an order status code).' },
    label: { type: 'string', description: "The status as people read it (the spec's label)." },
    role: {
      type: 'string',
      enum: ['customer', 'driver', 'store', 'staff', 'system'],
      description: 'Who made an order status change (pautos and delivery); absent on booking statuses.',
    },
    updated_at: { type: 'string', format: 'date-time' },
  },
  required: ['name', 'label', 'updated_at'],
} as const;

/** A tracking item (spec part 2 §3), plus the service, branch and the labels the list shows. */
export const trackingItemSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    code: { type: 'string' },
    service: { type: 'string', enum: SERVICES },
    status: { type: 'string' },
    status_label: { type: 'string' },
    label: { type: 'string', description: 'Web booking, Walk-in or Quick book.' },
    statuses: { type: 'array', items: statusEntry, description: 'Newest first.' },
    driver_id: { type: ['integer', 'null'] },
    driver: {
      type: ['object', 'null'],
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        photoUrl: { type: ['string', 'null'] },
        customizable_photo: { type: ['string', 'null'], description: "The driver's photo (the same link)." },
        vehicle: {
          type: 'object',
          properties: {
            car_model: { type: 'string' },
            car_make: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
            vehicle_type: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
          },
          required: ['car_model', 'car_make', 'vehicle_type'],
        },
      },
      required: ['id', 'name', 'photoUrl', 'customizable_photo', 'vehicle'],
    },
    rider_name: { type: 'string' },
    total: { type: 'integer', description: CENTAVOS_NOTE },
    branch_id: { type: ['integer', 'null'] },
    branch_name: { type: ['string', 'null'] },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
    is_delivery: { type: 'boolean' },
    is_pautos: { type: 'boolean' },
    cancelled_by_who: { type: ['string', 'null'] },
    taxi_order: {
      type: 'object',
      properties: {
        is_walk_in: { type: 'boolean' },
        is_quick_book: { type: 'boolean' },
        pickup_address: { type: 'string' },
        dropoff_address: { type: 'string' },
        trip_details: {
          type: 'object',
          properties: {
            km_distance: { type: ['number', 'null'] },
            pickup_distance: {
              type: ['number', 'null'],
              description: 'Km from the driver to the pickup when the booking was priced.',
            },
            pickup_charge_fee: { type: ['integer', 'null'], description: `Pickup fee. ${CENTAVOS_NOTE}` },
            pickup_per_exceed_km: {
              type: ['integer', 'null'],
              description: `Pickup fee per km past the free pickup distance. ${CENTAVOS_NOTE}`,
            },
          },
          required: ['km_distance', 'pickup_distance', 'pickup_charge_fee', 'pickup_per_exceed_km'],
        },
        vehicle_type: {
          type: 'object',
          properties: {
            pickup_km_limit: {
              type: ['number', 'null'],
              description: 'Free pickup distance (km) of the vehicle type.',
            },
          },
          required: ['pickup_km_limit'],
        },
      },
      required: [
        'is_walk_in',
        'is_quick_book',
        'pickup_address',
        'dropoff_address',
        'trip_details',
        'vehicle_type',
      ],
    },
  },
  required: [
    'id',
    'code',
    'service',
    'status',
    'status_label',
    'label',
    'statuses',
    'driver_id',
    'driver',
    'rider_name',
    'total',
    'branch_id',
    'branch_name',
    'created_at',
    'updated_at',
    'is_delivery',
    'is_pautos',
    'cancelled_by_who',
    'taxi_order',
  ],
} as const;
export type TrackingItem = FromSchema<typeof trackingItemSchema>;

export const trackingListSchema = {
  type: 'object',
  properties: {
    data: { type: 'array', items: trackingItemSchema },
    current_page: { type: 'integer' },
    last_page: { type: 'integer' },
    per_page: { type: 'integer' },
    total: { type: 'integer' },
  },
  required: ['data', 'current_page', 'last_page', 'per_page', 'total'],
} as const;
export type TrackingList = FromSchema<typeof trackingListSchema>;

export const driverInfoQuerySchema = {
  type: 'object',
  properties: { driver_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
  required: ['driver_id'],
  additionalProperties: false,
} as const;

/** Driver details (spec part 2 §3): cancel count today, earned today, online activity entries. */
export const driverInfoSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    phone: { type: ['string', 'null'] },
    photoUrl: { type: ['string', 'null'] },
    is_online: { type: 'boolean' },
    cancel_count_today: { type: 'integer' },
    earned_today: { type: 'integer', description: CENTAVOS_NOTE },
    online_activities: {
      type: 'object',
      properties: {
        data: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              is_online: { type: 'boolean' },
              data: {
                type: 'object',
                properties: {
                  ride: { type: 'boolean' },
                  pautos: { type: 'boolean' },
                  delivery: { type: 'boolean' },
                },
                required: ['ride', 'pautos', 'delivery'],
              },
              created_at: { type: 'string', format: 'date-time' },
            },
            required: ['is_online', 'data', 'created_at'],
          },
        },
      },
      required: ['data'],
    },
  },
  required: [
    'id',
    'name',
    'phone',
    'photoUrl',
    'is_online',
    'cancel_count_today',
    'earned_today',
    'online_activities',
  ],
} as const;
export type DriverInfo = FromSchema<typeof driverInfoSchema>;

/** A web-booking entry: a visitor's contact with a driver from the map, and the driver's first booking after. */
export const webBookingSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    timestamp: { type: 'string', format: 'date-time' },
    actionSlug: { type: 'string' },
    driver: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        photoUrl: { type: ['string', 'null'] },
      },
      required: ['id', 'name', 'photoUrl'],
    },
    time_ago: { type: 'string', description: 'How long ago, in the caller\'s language ("5 minutes ago").' },
    user_name: { type: ['string', 'null'] },
    first_booking_id: { type: ['integer', 'null'] },
    first_booking_code: { type: ['string', 'null'] },
    first_booking_is_walk_in: { type: ['boolean', 'null'] },
  },
  required: [
    'id',
    'timestamp',
    'actionSlug',
    'driver',
    'time_ago',
    'user_name',
    'first_booking_id',
    'first_booking_code',
    'first_booking_is_walk_in',
  ],
} as const;
export type WebBooking = FromSchema<typeof webBookingSchema>;

export const webBookingListSchema = {
  type: 'object',
  properties: { data: { type: 'array', items: webBookingSchema } },
  required: ['data'],
} as const;

/** Recent tricycle bookings for the staff trike map (spec part 2 §3 "Trike booking": driver, created_at, status, total). */
export const trikeBookingListSchema = {
  type: 'object',
  properties: {
    data: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          code: { type: 'string' },
          driver: {
            type: ['object', 'null'],
            properties: {
              id: { type: 'integer' },
              name: { type: 'string' },
              photoUrl: { type: ['string', 'null'] },
            },
            required: ['id', 'name', 'photoUrl'],
          },
          created_at: { type: 'string', format: 'date-time' },
          status: { type: 'string' },
          status_label: { type: 'string' },
          total: { type: 'integer', description: 'Centavos.' },
        },
        required: ['id', 'code', 'driver', 'created_at', 'status', 'status_label', 'total'],
      },
    },
  },
  required: ['data'],
} as const;
export type TrikeBookingList = FromSchema<typeof trikeBookingListSchema>;
