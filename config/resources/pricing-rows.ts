import { pricingRowCreateSchema, pricingRowSchema, pricingRowUpdateSchema } from '@schemas/pricing-row';
import { PRICING_MODE_LABELS } from '../constants';
import { ADMIN_ROLES, defineResource } from './define';

export const pricingRowsResource = defineResource({
  name: 'pricing-rows',
  label: 'Pricing',
  recordLabel: 'pricing row',
  schema: pricingRowSchema,
  createSchema: pricingRowCreateSchema,
  updateSchema: pricingRowUpdateSchema,
  recordRepresentation: 'id',
  table: 'pricing_rows',
  idColumn: 'id',
  list: {
    columns: [
      'zone_id',
      'vehicle_type_id',
      'mode',
      'base_fare',
      'base_km_limit',
      'distance_fare',
      'min_fare',
      'additional_percentage_fee',
    ],
    sort: { field: 'zone_id', order: 'ASC' },
    perPage: 25,
  },
  filters: { exact: ['zone_id', 'vehicle_type_id', 'mode'] },
  form: {
    sections: [
      {
        title: 'When these fares apply',
        fields: ['zone_id', 'vehicle_type_id', 'mode', 'trigger_type', 'trigger_value'],
      },
      {
        title: 'Ride',
        fields: ['base_fare', 'base_km_limit', 'distance_fare', 'min_fare', 'additional_percentage_fee'],
      },
      { title: 'Pautos', fields: ['pautos_base_fare', 'pautos_distance_fare'] },
      { title: 'Delivery', fields: ['delivery_base_fare', 'delivery_distance_fare'] },
    ],
  },
  widgets: {
    zone_id: 'reference:zones',
    vehicle_type_id: 'reference:vehicle-types',
    base_fare: 'money-centavos',
    distance_fare: 'money-centavos',
    min_fare: 'money-centavos',
    additional_percentage_fee: 'percent',
    pautos_base_fare: 'money-centavos',
    pautos_distance_fare: 'money-centavos',
    delivery_base_fare: 'money-centavos',
    delivery_distance_fare: 'money-centavos',
  },
  choiceLabels: { mode: PRICING_MODE_LABELS },
  access: { read: ADMIN_ROLES, write: ADMIN_ROLES },
  capabilities: { create: true, edit: true, delete: true },
});
