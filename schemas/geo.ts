import type { FromSchema } from 'json-schema-to-ts';

export const lat = {
  type: 'number',
  // Points the maps and the driver index (Redis GEO) can hold: the poles cannot be mapped.
  minimum: -85,
  maximum: 85,
  errorMessage: 'Latitude must be a number between -85 and 85.',
} as const;

export const lng = {
  type: 'number',
  minimum: -180,
  maximum: 180,
  errorMessage: 'Longitude must be a number between -180 and 180.',
} as const;

export const latLngSchema = {
  type: 'object',
  title: 'Point',
  properties: { lat, lng },
  required: ['lat', 'lng'],
} as const;
export type LatLngValue = FromSchema<typeof latLngSchema>;

/** A point written the spec's way in query strings: 'lat,lng'. */
export const latLngText = {
  type: 'string',
  maxLength: 60,
  pattern: '^\\s*-?\\d{1,2}(\\.\\d+)?\\s*,\\s*-?\\d{1,3}(\\.\\d+)?\\s*$',
  errorMessage: "Write the point as 'lat,lng', e.g. 9.7392,118.7353.",
} as const;

/** The spec's Address object (part 1 §3): a main line, a secondary line and the point. */
export const placeSchema = {
  type: 'object',
  title: 'Place',
  properties: {
    text: { type: 'string' },
    subText: { type: 'string' },
    coords: latLngSchema,
  },
  required: ['text', 'subText', 'coords'],
} as const;
export type PlaceValue = FromSchema<typeof placeSchema>;

export const geoSearchQuerySchema = {
  type: 'object',
  properties: {
    q: { type: 'string', maxLength: 200, default: '' },
    lat,
    lng,
  },
} as const;

export const geoReverseQuerySchema = {
  type: 'object',
  properties: { lat, lng },
  required: ['lat', 'lng'],
} as const;

export const geoRouteQuerySchema = {
  type: 'object',
  properties: { origin: latLngText, destination: latLngText },
  required: ['origin', 'destination'],
} as const;

export const routeSchema = {
  type: 'object',
  title: 'Route',
  properties: {
    distance_km: { type: 'number', description: 'Road distance, one decimal.' },
    duration_min: { type: 'number', description: 'Driving time in whole minutes.' },
    polyline: { type: 'array', items: latLngSchema, description: 'The way to draw, following the streets.' },
    estimated: {
      type: 'boolean',
      description:
        'True when no road is near an end (or none joins them) and the distance is the straight line × 1.3.',
    },
  },
  required: ['distance_km', 'duration_min', 'polyline'],
} as const;
export type RouteValue = FromSchema<typeof routeSchema>;

export const pricingQuerySchema = {
  type: 'object',
  properties: { pickup: latLngText, destination: latLngText },
  required: ['pickup', 'destination'],
} as const;

/** One vehicle card of the ride wizard; every amount in centavos, computed by the server's computeFare. */
export const vehiclePriceOptionSchema = {
  type: 'object',
  title: 'Vehicle price option',
  properties: {
    vehicle_type_id: { type: 'integer' },
    name: { type: 'string' },
    slug: { type: 'string' },
    photo: { type: 'string' },
    base_fare: { type: 'integer', description: 'Flagfall fare (centavos).' },
    distance_fare: { type: 'integer', description: 'Per km beyond base_km_limit (centavos).' },
    base_km_limit: { type: 'number' },
    min_fare: { type: 'integer' },
    markup_percent: { type: 'number', description: 'Zone markup already included in fare and total.' },
    max_seat: { type: 'integer' },
    fare: { type: 'integer', description: 'Trip fare with the zone markup, before the web fee (centavos).' },
    web_fee: { type: 'integer' },
    luggage_fee: {
      type: 'integer',
      description: 'Added when has_luggage is ticked; 0 where luggage is not offered (motorcycle).',
    },
    total: { type: 'integer', description: 'fare + web_fee: what a booking without extras costs.' },
    total_with_luggage: {
      type: ['integer', 'null'],
      description: 'total + luggage_fee; null where luggage is not offered.',
    },
  },
  required: [
    'vehicle_type_id',
    'name',
    'slug',
    'photo',
    'base_fare',
    'distance_fare',
    'base_km_limit',
    'min_fare',
    'markup_percent',
    'max_seat',
    'fare',
    'web_fee',
    'luggage_fee',
    'total',
    'total_with_luggage',
  ],
} as const;
export type VehiclePriceOption = FromSchema<typeof vehiclePriceOptionSchema>;

export const pricingResponseSchema = {
  type: 'object',
  properties: {
    zone_id: { type: 'integer' },
    mode: { type: 'string', enum: ['day', 'sunny', 'night'] },
    distance_km: { type: 'number' },
    duration_min: { type: 'number' },
    estimated: {
      type: 'boolean',
      description:
        'True when no road is near an end (or none joins them) and the distance is the straight line × 1.3.',
    },
    options: { type: 'array', items: vehiclePriceOptionSchema },
  },
  required: ['zone_id', 'mode', 'distance_km', 'duration_min', 'options'],
} as const;
export type PricingResponse = FromSchema<typeof pricingResponseSchema>;
