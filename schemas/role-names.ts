/** The account roles, in the order the spec lists them. */
export const ROLE_NAMES = [
  'client',
  'driver',
  'admin',
  'operations-manager',
  'brp-partner-manager',
  'area-operator',
  'store-staff',
] as const;
export type RoleName = (typeof ROLE_NAMES)[number];
