import type { FromSchema } from 'json-schema-to-ts';
import { PRICING_MODES } from '../config/constants';
import { CENTAVOS_NOTE, moneyCentavos } from './money';

/** The pautos and delivery fares are optional: without them the zone falls back to the base fare plus a fee. */
const optionalMoneyCentavos = {
  ...moneyCentavos,
  type: ['integer', 'null'],
  description: `Empty: the ride fare plus the pautos or delivery fee is used. ${CENTAVOS_NOTE}`,
} as const;

const zoneId = { type: 'integer', title: 'Zone', minimum: 1, errorMessage: 'Please choose a zone.' } as const;
const vehicleTypeId = {
  type: 'integer',
  title: 'Vehicle type',
  minimum: 1,
  errorMessage: 'Please choose a vehicle type.',
} as const;
const mode = {
  type: 'string',
  title: 'Mode',
  description: 'Day, Sunny or Night: which time of day these fares apply to.',
  enum: PRICING_MODES,
  errorMessage: 'Please choose day, sunny or night.',
} as const;
const triggerType = {
  type: 'string',
  title: 'Trigger type',
  description: 'How the row is chosen; time_at compares the Manila time with the trigger value.',
  enum: ['time_at'],
  errorMessage: 'The only trigger type is time_at.',
} as const;
const triggerValue = {
  type: 'string',
  title: 'Trigger value',
  description: 'Manila time ranges, e.g. 05:00-10:00,16:00-22:00.',
  maxLength: 200,
  pattern:
    '^$|^([01]\\d|2[0-3]):[0-5]\\d-([01]\\d|2[0-4]):[0-5]\\d(,([01]\\d|2[0-3]):[0-5]\\d-([01]\\d|2[0-4]):[0-5]\\d)*$',
  errorMessage: 'Write the time ranges like 05:00-10:00,16:00-22:00.',
} as const;
const baseFare = {
  ...moneyCentavos,
  // One name per field everywhere: /pricing and the ride wizard call this the flagfall fare and min_fare the
  // base fare (spec part 1 §2 Pricing, §4 "base fare (min_fare)").
  title: 'Flagfall fare',
  description: `The starting fare; it covers the base distance. ${CENTAVOS_NOTE}`,
} as const;
const baseKmLimit = {
  type: 'number',
  title: 'Base distance (km)',
  description: 'Kilometres covered by the base fare.',
  minimum: 0,
  maximum: 1000,
  errorMessage: 'The base distance must be between 0 and 1000 km.',
} as const;
const distanceFare = {
  ...moneyCentavos,
  title: 'Succeeding rate per km',
  description: `Metered rate per km after the base distance. ${CENTAVOS_NOTE}`,
} as const;
const minFare = {
  ...moneyCentavos,
  title: 'Base fare',
  description: `Lowest fare charged. ${CENTAVOS_NOTE}`,
} as const;
const additionalPercentageFee = {
  type: 'number',
  title: 'Markup (%)',
  description: 'Percentage added to the fare, e.g. 20 for tourist towns at night.',
  minimum: 0,
  maximum: 1000,
  errorMessage: 'The markup must be a percentage from 0 to 1000.',
} as const;
const pautosBaseFare = { ...optionalMoneyCentavos, title: 'Pautos flagfall fare' } as const;
const pautosDistanceFare = { ...optionalMoneyCentavos, title: 'Pautos rate per km' } as const;
const deliveryBaseFare = { ...optionalMoneyCentavos, title: 'Delivery flagfall fare' } as const;
const deliveryDistanceFare = { ...optionalMoneyCentavos, title: 'Delivery rate per km' } as const;

/** Pricing row (spec part 1 §3): one zone × vehicle type × mode; money in whole centavos. */
export const pricingRowSchema = {
  type: 'object',
  title: 'Pricing row',
  properties: {
    id: { type: 'integer', title: 'ID', minimum: 1 },
    zone_id: zoneId,
    vehicle_type_id: vehicleTypeId,
    mode,
    trigger_type: triggerType,
    trigger_value: triggerValue,
    base_fare: baseFare,
    base_km_limit: baseKmLimit,
    distance_fare: distanceFare,
    min_fare: minFare,
    additional_percentage_fee: additionalPercentageFee,
    pautos_base_fare: pautosBaseFare,
    pautos_distance_fare: pautosDistanceFare,
    delivery_base_fare: deliveryBaseFare,
    delivery_distance_fare: deliveryDistanceFare,
  },
  required: [
    'id',
    'zone_id',
    'vehicle_type_id',
    'mode',
    'trigger_type',
    'trigger_value',
    'base_fare',
    'base_km_limit',
    'distance_fare',
    'min_fare',
    'additional_percentage_fee',
    'pautos_base_fare',
    'pautos_distance_fare',
    'delivery_base_fare',
    'delivery_distance_fare',
  ],
} as const;
export type PricingRowRecord = FromSchema<typeof pricingRowSchema>;

export const pricingRowCreateSchema = {
  type: 'object',
  title: 'New pricing row',
  properties: {
    zone_id: zoneId,
    vehicle_type_id: vehicleTypeId,
    mode,
    trigger_type: { ...triggerType, default: 'time_at' },
    trigger_value: { ...triggerValue, default: '' },
    base_fare: baseFare,
    base_km_limit: baseKmLimit,
    distance_fare: distanceFare,
    min_fare: minFare,
    additional_percentage_fee: { ...additionalPercentageFee, default: 0 },
    pautos_base_fare: pautosBaseFare,
    pautos_distance_fare: pautosDistanceFare,
    delivery_base_fare: deliveryBaseFare,
    delivery_distance_fare: deliveryDistanceFare,
  },
  required: ['zone_id', 'vehicle_type_id', 'mode', 'base_fare', 'base_km_limit', 'distance_fare', 'min_fare'],
  additionalProperties: false,
  errorMessage: {
    required:
      'Please fill in the zone, vehicle type, mode, base fare, base distance, rate per km and minimum fare.',
  },
} as const;
export type PricingRowCreate = FromSchema<
  typeof pricingRowCreateSchema,
  { keepDefaultedPropertiesOptional: true }
>;

export const pricingRowUpdateSchema = {
  type: 'object',
  title: 'Pricing row changes',
  properties: {
    zone_id: zoneId,
    vehicle_type_id: vehicleTypeId,
    mode,
    trigger_type: triggerType,
    trigger_value: triggerValue,
    base_fare: baseFare,
    base_km_limit: baseKmLimit,
    distance_fare: distanceFare,
    min_fare: minFare,
    additional_percentage_fee: additionalPercentageFee,
    pautos_base_fare: pautosBaseFare,
    pautos_distance_fare: pautosDistanceFare,
    delivery_base_fare: deliveryBaseFare,
    delivery_distance_fare: deliveryDistanceFare,
  },
  additionalProperties: false,
} as const;
export type PricingRowUpdate = FromSchema<typeof pricingRowUpdateSchema>;
