import { type AnyResource, RESOURCE_LIST, type ResourceName } from '@config/resources';
import type { ResourceOverrides } from '../schema-admin/overrides';
import { type ResourceViews, resourceViews } from '../schema-admin/resource-views';
import giftCertificates from './gift-certificates';
import pricingRows from './pricing-rows';
import users from './users';
import zones from './zones';

/** Hand-written parts per resource; a resource without an entry is generated entirely. */
export const OVERRIDES: Partial<Record<ResourceName, ResourceOverrides>> = {
  users,
  'pricing-rows': pricingRows,
  'gift-certificates': giftCertificates,
  zones,
};

export type ConsoleResource = { definition: AnyResource; views: ResourceViews };

export const CONSOLE_RESOURCES: readonly ConsoleResource[] = RESOURCE_LIST.map((definition) => ({
  definition,
  views: resourceViews(definition, OVERRIDES[definition.name as ResourceName]),
}));
