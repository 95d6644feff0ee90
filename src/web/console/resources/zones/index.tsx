import { lazy } from 'react';
import { zonesResource } from '../../../../../config/resources/zones';
import { defineOverrides } from '../../schema-admin/overrides';

const ZoneShow = lazy(() => import('./ZoneShow'));

export default defineOverrides(zonesResource, { show: () => <ZoneShow /> });
