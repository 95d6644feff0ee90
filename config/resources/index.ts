import type { RoleName } from '@schemas/account';
import { appSettingsResource } from './app-settings';
import { auditEventsResource } from './audit-events';
import { appUpdatesResource } from './app-updates';
import { branchesResource } from './branches';
import { commitmentBlocksResource, driverCommitmentsResource } from './commitments';
import { couponsResource } from './coupons';
import type { AnyResource, WidgetHint } from './define';
import { giftCertificatesResource } from './gift-certificates';
import { guidesResource } from './guides';
import { jobsResource } from './jobs';
import { driverApplicationsResource } from './driver-applications';
import { driverInvoicesResource } from './driver-invoices';
import { idChangeRequestsResource } from './id-change-requests';
import { meetingSchedulesResource, meetingsResource } from './meetings';
import {
  partnersResource,
  productExtrasResource,
  productOptionGroupsResource,
  productOptionsResource,
  productsResource,
} from './partners';
import { pricingRowsResource } from './pricing-rows';
import { ranksResource } from './ranks';
import { usersResource } from './users';
import { vehicleTypesResource } from './vehicle-types';
import { zonesResource } from './zones';

export * from './define';
export * from './labels';

/** Every console resource, in menu order. */
export const RESOURCES = [
  pricingRowsResource,
  zonesResource,
  branchesResource,
  vehicleTypesResource,
  usersResource,
  couponsResource,
  giftCertificatesResource,
  commitmentBlocksResource,
  driverCommitmentsResource,
  guidesResource,
  jobsResource,
  appUpdatesResource,
  ranksResource,
  appSettingsResource,
  partnersResource,
  productsResource,
  productOptionGroupsResource,
  productOptionsResource,
  productExtrasResource,
  driverApplicationsResource,
  idChangeRequestsResource,
  driverInvoicesResource,
  meetingsResource,
  meetingSchedulesResource,
  auditEventsResource,
] as const;

export type ResourceName = (typeof RESOURCES)[number]['name'];

// Every `reference:<name>` hint must name a declared resource; a wrong one makes this line fail to compile.
type HintsOf<R> = R extends { widgets?: infer W } ? Exclude<W[keyof W], undefined> : never;
type ReferencedName<H> = H extends `reference:${infer N}` ? N : never;
type UnknownReference = Exclude<ReferencedName<HintsOf<(typeof RESOURCES)[number]>>, ResourceName>;
export const referencesResolve: [UnknownReference] extends [never] ? true : UnknownReference = true;

export const RESOURCE_LIST: readonly AnyResource[] = RESOURCES;

/** Who may open the console at all; each resource then says who may see it. */
export const CONSOLE_ROLES = [
  'admin',
  'operations-manager',
  'brp-partner-manager',
  'area-operator',
] as const satisfies readonly RoleName[];

export function canOpenConsole(roles: readonly string[]): boolean {
  return roles.some((role) => (CONSOLE_ROLES as readonly string[]).includes(role));
}

export function findResource(name: string): AnyResource | undefined {
  return RESOURCE_LIST.find((resource) => resource.name === name);
}

export function canRead(resource: AnyResource, roles: readonly string[]): boolean {
  return (
    roles.some((role) => (resource.access.read as readonly string[]).includes(role)) ||
    canWrite(resource, roles)
  );
}

export function canWrite(resource: AnyResource, roles: readonly string[]): boolean {
  return roles.some((role) => (resource.access.write as readonly string[]).includes(role));
}

/** Whether these roles may change this property (beyond the resource's write roles). */
export function canWriteField(resource: AnyResource, property: string, roles: readonly string[]): boolean {
  if (!canWrite(resource, roles)) return false;
  const only = resource.access.fields?.[property];
  return !only || roles.some((role) => (only as readonly string[]).includes(role));
}

export type { WidgetHint };
