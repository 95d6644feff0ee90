import { lazy } from 'react';
import { zonesResource } from '@config/resources/zones';
import { defineOverrides } from '@/web/console/schema-admin/overrides';

const ZoneShow = lazy(() => import('./ZoneShow'));

export default defineOverrides(zonesResource, { show: () => <ZoneShow /> });
