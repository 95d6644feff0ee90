import { ID_GENERATOR_ROLES, ROLE_SEPARATOR } from '@config/site-constants';
import { LOGIN_RETURN_CODES } from '@config/routes';
import { ROLE_NAMES, type RoleName } from '@schemas/role-names';

export { ROLE_NAMES, type RoleName };

export const ROLE = {
  client: 'client',
  driver: 'driver',
  admin: 'admin',
  operationsManager: 'operations-manager',
  brpPartnerManager: 'brp-partner-manager',
  areaOperator: 'area-operator',
} as const satisfies Record<string, RoleName>;

/** Role names as stored ('admin|driver') or as a list; both shapes reach the checks below. */
export type RolesInput = string | readonly string[] | null | undefined;

export function parseRoleNames(stored: RolesInput): string[] {
  if (!stored) return [];
  const parts = typeof stored === 'string' ? stored.split(ROLE_SEPARATOR) : stored;
  return parts.map((name) => name.trim()).filter((name) => name.length > 0);
}

export function joinRoleNames(roles: readonly string[]): string {
  return roles.join(ROLE_SEPARATOR);
}

function hasAny(roles: RolesInput, wanted: readonly string[]): boolean {
  return parseRoleNames(roles).some((name) => wanted.includes(name));
}

/** The spec's driver checks compare the stored value with 'driver' exactly, so a driver who is also staff is staff. */
export function isDriver(roles: RolesInput): boolean {
  const names = parseRoleNames(roles);
  return names.length === 1 && names[0] === ROLE.driver;
}

export function isAdminLevel(roles: RolesInput): boolean {
  return hasAny(roles, [ROLE.admin, ROLE.operationsManager]);
}

export function isClient(roles: RolesInput): boolean {
  return hasAny(roles, [ROLE.client]);
}

export function canUseIdGenerator(roles: RolesInput): boolean {
  return hasAny(roles, ID_GENERATOR_ROLES);
}

export function canPrintCertificates(roles: RolesInput): boolean {
  return hasAny(roles, [ROLE.admin, ROLE.operationsManager, ROLE.brpPartnerManager]);
}

export function canEditPartners(roles: RolesInput): boolean {
  return hasAny(roles, [ROLE.brpPartnerManager, ROLE.admin]);
}

/** The staff maps' active-users heatmap (spec: admin toggle; operations managers see the rest of the staff tools). */
export function canSeeActiveUsers(roles: RolesInput): boolean {
  return hasAny(roles, [ROLE.admin]);
}

export function canUseAttendanceScanner(roles: RolesInput): boolean {
  return isAdminLevel(roles);
}

export function canViewInvoices(roles: RolesInput): boolean {
  return isDriver(roles);
}

export function canViewTracking(roles: RolesInput): boolean {
  return isDriver(roles) || isAdminLevel(roles) || hasAny(roles, [ROLE.brpPartnerManager]);
}

/**
 * The staff topic of every booking's changes (the console's live tracking and charts): the staff who see
 * tracking. Others who open the charts (area operators) reload them on a timer instead.
 */
export function canFollowBookingEvents(roles: RolesInput): boolean {
  return hasAny(roles, [ROLE.admin, ROLE.operationsManager, ROLE.brpPartnerManager]);
}

export const HOME_PATH = '/';
export const EDIT_STORES_RETURN_PREFIX = 'delivery/edit_stores_';
export const DELIVERY_STORE_RETURN_PREFIX = 'delivery-store_';

/**
 * Return codes that carry the screen's own reference (an order id, a booking code): the prefix, and the path
 * the reference goes back into. Codes the spec lists have no such part (LOGIN_RETURN_CODES).
 */
const REFERENCE_RETURN_CODES: readonly { prefix: string; path(reference: string): string }[] = [
  { prefix: EDIT_STORES_RETURN_PREFIX, path: (id) => `/delivery/edit_stores/${id}` },
  { prefix: DELIVERY_STORE_RETURN_PREFIX, path: (id) => `/delivery/stores/${id}` },
  { prefix: 'booking-chat_', path: (code) => `/booking/${code}/chat` },
  { prefix: 'booking_', path: (ref) => `/booking/${ref}` },
  { prefix: 'orders_', path: (id) => `/orders/${id}` },
];

/** Where login sends someone back to for the query's r code; unknown codes go home rather than anywhere typed. */
export function resolveReturnPath(r: string | null | undefined, roles: RolesInput): string {
  if (!r) return HOME_PATH;
  const withReference = REFERENCE_RETURN_CODES.find(({ prefix }) => r.startsWith(prefix));
  if (withReference) {
    const reference = r.slice(withReference.prefix.length);
    return /^[A-Za-z0-9-]+$/.test(reference) ? withReference.path(reference) : HOME_PATH;
  }
  if (!Object.hasOwn(LOGIN_RETURN_CODES, r)) return HOME_PATH;
  const target = LOGIN_RETURN_CODES[r];
  if (target.roles && !hasAny(roles, target.roles)) return HOME_PATH;
  return target.path;
}

/** The r code that brings a customer back to a partner store (with the cart kept on the device) after login. */
export function deliveryStoreReturnCode(storeId: number | string): string {
  return `${DELIVERY_STORE_RETURN_PREFIX}${storeId}`;
}

/** The r code that brings a rider back to a booking's chat after login. */
export function chatReturnCode(bookingCode: string): string {
  return `booking-chat_${bookingCode}`;
}

/** The r code that brings someone back to a booking view (/booking/{ref} or /orders/{id}) after login. */
export function bookingReturnCode(view: { orderId: string } | { ref: string }): string {
  return 'orderId' in view ? `orders_${view.orderId}` : `booking_${view.ref}`;
}

/** The r code that brings someone back to an edit-order page after login. */
export function editStoresReturnCode(orderId: number | string): string {
  return `${EDIT_STORES_RETURN_PREFIX}${orderId}`;
}

/** How much an account may do, highest role counts: admin 3, operations-manager 2, other staff 1, others 0. */
export function privilegeRank(roles: RolesInput): number {
  const names = parseRoleNames(roles);
  if (names.includes(ROLE.admin)) return 3;
  if (names.includes(ROLE.operationsManager)) return 2;
  if (names.includes(ROLE.brpPartnerManager) || names.includes(ROLE.areaOperator)) return 1;
  return 0;
}

/** Staff accounts: any role that opens the operations console. */
export function isStaff(roles: RolesInput): boolean {
  return privilegeRank(roles) > 0;
}
