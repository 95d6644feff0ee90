import type { RoleName } from '@schemas/account';

/** How enum values read on console screens. */
export const ROLE_LABELS: Record<RoleName, string> = {
  client: 'Client',
  driver: 'Driver',
  admin: 'Admin',
  'operations-manager': 'Operations manager',
  'brp-partner-manager': 'BRP partner manager',
  'area-operator': 'Area operator',
  'store-staff': 'Store staff',
};

export const APP_TYPE_LABELS = { customer: 'Customer app', driver: 'Driver app', partner: 'Partner app' };

export const WALLET_TYPE_LABELS = { wallet: 'Wallet (pesos)', point: 'BRP Points' };
