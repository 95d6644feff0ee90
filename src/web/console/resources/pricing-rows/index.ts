import { pricingRowsResource } from '@config/resources/pricing-rows';
import { defineOverrides } from '@/web/console/schema-admin/overrides';
import { ModeField } from './ModeField';

export default defineOverrides(pricingRowsResource, { fields: { mode: ModeField } });
