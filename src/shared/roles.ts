import { ID_GENERATOR_ROLES, ROLE_SEPARATOR } from '../../config/constants';
import { LOGIN_RETURN_CODES } from '../../config/routes';
import { ROLE_NAMES, type RoleName } from '../../schemas/account';

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

export function canUseAttendanceScanner(roles: RolesInput): boolean {
  return isAdminLevel(roles);
}

export function canViewInvoices(roles: RolesInput): boolean {
  return isDriver(roles);
}

export function canViewTracking(roles: RolesInput): boolean {
  return isDriver(roles) || isAdminLevel(roles) || hasAny(roles, [ROLE.brpPartnerManager]);
}

export const HOME_PATH = '/';
export const EDIT_STORES_RETURN_PREFIX = 'delivery/edit_stores_';

/** Where login sends someone back to for the query's r code; unknown codes go home rather than anywhere typed. */
export function resolveReturnPath(r: string | null | undefined, roles: RolesInput): string {
  if (!r) return HOME_PATH;
  if (r.startsWith(EDIT_STORES_RETURN_PREFIX)) {
    const id = r.slice(EDIT_STORES_RETURN_PREFIX.length);
    return /^[A-Za-z0-9-]+$/.test(id) ? `/delivery/edit_stores/${id}` : HOME_PATH;
  }
  if (!Object.hasOwn(LOGIN_RETURN_CODES, r)) return HOME_PATH;
  const target = LOGIN_RETURN_CODES[r];
  if (target.roles && !hasAny(roles, target.roles)) return HOME_PATH;
  return target.path;
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
