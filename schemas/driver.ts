import type { FromSchema } from 'json-schema-to-ts';

/** The three vehicle kinds as the map and its filters name them. */
export const DRIVER_VEHICLE_SLUGS = ['motorcycle', 'tricycle', 'car'] as const;
export const DRIVER_SERVICES = ['ride', 'pautos', 'delivery'] as const;
export const TRIKE_COLOR_NAMES = ['Blue', 'White', 'Green', 'Yellow'] as const;

const latitude = {
  type: 'number',
  minimum: -85,
  maximum: 85,
  errorMessage: 'Please send a latitude from -85 to 85.',
} as const;
const longitude = {
  type: 'number',
  minimum: -180,
  maximum: 180,
  errorMessage: 'Please send a longitude from -180 to 180.',
} as const;

export const driverServicesSchema = {
  type: 'object',
  title: 'Services',
  description: 'Which kinds of job the driver takes while online.',
  properties: {
    ride: { type: 'boolean' },
    pautos: { type: 'boolean' },
    delivery: { type: 'boolean' },
  },
  required: ['ride', 'pautos', 'delivery'],
  additionalProperties: false,
} as const;
export type DriverServices = FromSchema<typeof driverServicesSchema>;

/** POST /api/driver/status: going online needs a position; going offline takes the driver off the map. */
export const driverStatusBodySchema = {
  type: 'object',
  properties: {
    is_online: { type: 'boolean' },
    lat: latitude,
    lng: longitude,
    services: driverServicesSchema,
  },
  required: ['is_online'],
  additionalProperties: false,
  dependencies: { lat: ['lng'], lng: ['lat'] },
} as const;
export type DriverStatusBody = FromSchema<typeof driverStatusBodySchema>;

export const driverLocationBodySchema = {
  type: 'object',
  properties: {
    lat: latitude,
    lng: longitude,
    accuracy: {
      type: 'number',
      minimum: 0,
      maximum: 100000,
      description: "The phone's accuracy radius of the position, in metres (kept with the trip's trace).",
    },
    recorded_at: {
      type: 'string',
      format: 'date-time',
      description:
        'When the phone took this position (ISO 8601), for a position kept while the signal was gone. At most ' +
        '30 minutes old and not in the future; older than the last position it goes to the trip trace only.',
    },
  },
  required: ['lat', 'lng'],
  additionalProperties: false,
} as const;
export type DriverLocationBody = FromSchema<typeof driverLocationBodySchema>;

export const driverLocationResponseSchema = {
  type: 'object',
  properties: {
    lat: { type: 'number' },
    lng: { type: 'number' },
    location: { type: 'string', description: 'The readable place the driver is at.' },
  },
  required: ['lat', 'lng', 'location'],
} as const;

/** GET /api/driver/me: the driver's own profile, vehicle, online state and services. */
export const driverProfileSchema = {
  type: 'object',
  title: 'Driver',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    phone: { type: ['string', 'null'] },
    customizable_photo: { type: ['string', 'null'] },
    note: { type: 'string' },
    branch_id: { type: 'integer' },
    branch_name: { type: ['string', 'null'] },
    vehicle_type_id: { type: 'integer' },
    vehicle_type: { type: 'string', enum: DRIVER_VEHICLE_SLUGS },
    vehicle_make: { type: 'string' },
    vehicle_model: { type: 'string' },
    color: { type: 'string' },
    tricycle_color: { type: ['string', 'null'], enum: [...TRIKE_COLOR_NAMES, null] },
    reg_no: { type: 'string' },
    rating: { type: 'number' },
    is_approved: { type: 'boolean' },
    is_online: { type: 'boolean' },
    services: driverServicesSchema,
    lat: { type: ['number', 'null'] },
    lng: { type: ['number', 'null'] },
    location: { type: 'string' },
    last_seen_at: { type: ['string', 'null'], format: 'date-time' },
  },
  required: [
    'id',
    'name',
    'phone',
    'customizable_photo',
    'note',
    'branch_id',
    'branch_name',
    'vehicle_type_id',
    'vehicle_type',
    'vehicle_make',
    'vehicle_model',
    'color',
    'tricycle_color',
    'reg_no',
    'rating',
    'is_approved',
    'is_online',
    'services',
    'lat',
    'lng',
    'location',
    'last_seen_at',
  ],
} as const;
export type DriverProfile = FromSchema<typeof driverProfileSchema>;

/**
 * GET /api/online-drivers: around a point (nearby, about 15 km) or inside a map view (all four bounds).
 * vehicle_types is a comma-separated list of motorcycle, tricycle and car.
 */
export const onlineDriversQuerySchema = {
  type: 'object',
  properties: {
    lat: latitude,
    lng: longitude,
    north: latitude,
    south: latitude,
    east: longitude,
    west: longitude,
    radius_km: {
      type: 'number',
      minimum: 0.1,
      maximum: 50,
      errorMessage: 'The radius must be 0.1 to 50 km.',
    },
    vehicle_types: {
      type: 'string',
      maxLength: 60,
      pattern: '^(motorcycle|tricycle|car)(,(motorcycle|tricycle|car))*$',
      errorMessage: 'vehicle_types is a comma-separated list of motorcycle, tricycle and car.',
    },
    branch_id: { type: 'integer', minimum: 1 },
    service: {
      type: 'string',
      enum: DRIVER_SERVICES,
      errorMessage: 'The service is ride, pautos or delivery.',
    },
    services: {
      type: 'string',
      maxLength: 40,
      pattern: '^(ride|pautos|delivery)(,(ride|pautos|delivery))*$',
      errorMessage: 'services is a comma-separated list of ride, pautos and delivery.',
    },
  },
  additionalProperties: false,
  dependencies: {
    lat: ['lng'],
    lng: ['lat'],
    north: ['south', 'east', 'west'],
    south: ['north', 'east', 'west'],
    east: ['north', 'south', 'west'],
    west: ['north', 'south', 'east'],
  },
} as const;
export type OnlineDriversQuery = FromSchema<typeof onlineDriversQuerySchema>;

/** A driver on the public map (spec part 1 §3 "Online driver", part 2 §3 "Map driver"). */
export const onlineDriverSchema = {
  type: 'object',
  title: 'Online driver',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    phone: {
      type: ['string', 'null'],
      description: 'Only for drivers of the branch whose drivers take calls from the map (branch 2).',
    },
    lat: { type: 'number' },
    lng: { type: 'number' },
    icon: { type: 'string', description: 'Vehicle marker picture.' },
    vehicle_type: { type: 'string', enum: DRIVER_VEHICLE_SLUGS },
    vehicle_make_model: { type: 'string' },
    color: { type: 'string', description: 'The tricycle colour for trikes, else the vehicle colour.' },
    customizable_photo: { type: ['string', 'null'] },
    note: { type: 'string' },
    branch_id: { type: 'integer' },
    current_services: { type: 'array', items: { type: 'string', enum: [...DRIVER_SERVICES, 'other'] } },
    is_online: { type: 'boolean' },
    location: { type: 'string' },
    rank: {
      type: ['object', 'null'],
      properties: { photo: { type: 'string' }, short_title: { type: 'string' } },
      required: ['photo', 'short_title'],
    },
    leaderboardData: {
      type: 'object',
      properties: {
        ranking: { type: ['integer', 'null'] },
        finished: { type: 'integer', description: 'Rides finished this month.' },
        photo: { type: ['string', 'null'] },
        full_title: { type: ['string', 'null'] },
      },
      required: ['ranking', 'finished', 'photo', 'full_title'],
    },
  },
  required: [
    'id',
    'name',
    'phone',
    'lat',
    'lng',
    'icon',
    'vehicle_type',
    'vehicle_make_model',
    'color',
    'customizable_photo',
    'note',
    'branch_id',
    'current_services',
    'is_online',
    'location',
    'rank',
    'leaderboardData',
  ],
} as const;
export type OnlineDriver = FromSchema<typeof onlineDriverSchema>;

export const onlineDriversResponseSchema = {
  type: 'object',
  properties: {
    data: { type: 'array', items: onlineDriverSchema },
    count: { type: 'integer' },
  },
  required: ['data', 'count'],
} as const;
export type OnlineDriversResponse = FromSchema<typeof onlineDriversResponseSchema>;

/**
 * What `drivers:{branchId}` carries: positions (the moves of about a second sent together as a list), or that
 * the driver left the map (on its own, at once). Nothing else about the driver travels on this public topic.
 */
export type DriverMoveEvent = { id: number; lat: number; lng: number } | { id: number; is_online: false };

/** GET /api/au: where accounts active within 24 hours were last seen (heatmap points). */
export const activeUsersResponseSchema = {
  type: 'object',
  properties: {
    data: {
      type: 'array',
      items: {
        type: 'object',
        properties: { lat: { type: 'number' }, lng: { type: 'number' } },
        required: ['lat', 'lng'],
      },
    },
    count: { type: 'integer', description: 'Accounts active within the window, located or not.' },
  },
  required: ['data', 'count'],
} as const;
export type ActiveUsersResponse = FromSchema<typeof activeUsersResponseSchema>;
