import PaymentsIcon from '@mui/icons-material/Payments';
import { pricingRowsResource } from '../../../../../config/resources/pricing-rows';
import { defineOverrides } from '../../schema-admin/overrides';
import { ModeField } from './ModeField';

export default defineOverrides(pricingRowsResource, { icon: PaymentsIcon, fields: { mode: ModeField } });
