import type { FromSchema } from 'json-schema-to-ts';
import { email, fullName, localPhone, ROLE_NAMES } from './account';

const roles = {
  type: 'array',
  title: 'Roles',
  description: 'What the account may do; only an admin may change them.',
  items: { type: 'string', enum: ROLE_NAMES },
  uniqueItems: true,
  minItems: 1,
  maxItems: ROLE_NAMES.length,
  errorMessage: 'Please choose at least one role from the list, each once.',
} as const;

const branchId = {
  type: ['integer', 'null'],
  title: 'Branch',
  description: 'The branch a driver or staff member belongs to.',
  minimum: 1,
  errorMessage: 'Please choose a branch.',
} as const;

const isBlocked = {
  type: 'boolean',
  title: 'Blocked',
  description: 'A blocked account cannot log in, and its open sessions end at once.',
} as const;

/** An account as the operations console shows it: never its password hash, Firebase uid or documents. */
export const userAdminSchema = {
  type: 'object',
  title: 'User',
  properties: {
    id: { type: 'integer', title: 'ID', minimum: 1 },
    code: { type: 'string', title: 'Referral code' },
    name: { ...fullName, title: 'Name' },
    email: { type: ['string', 'null'], title: 'Email', format: 'email' },
    phone: { type: ['string', 'null'], title: 'Phone' },
    roles,
    branch_id: branchId,
    is_blocked: isBlocked,
    created_at: { type: 'string', title: 'Registered', format: 'date-time' },
  },
  required: ['id', 'code', 'name', 'email', 'phone', 'roles', 'branch_id', 'is_blocked', 'created_at'],
} as const;
export type UserAdmin = FromSchema<typeof userAdminSchema>;

/** Console accounts are created by registration, so only changes have a body. */
export const userAdminUpdateSchema = {
  type: 'object',
  title: 'User changes',
  properties: {
    name: { ...fullName, title: 'Name' },
    email: { ...email, title: 'Email' },
    phone: { ...localPhone, title: 'Phone' },
    roles,
    branch_id: branchId,
    is_blocked: isBlocked,
  },
  additionalProperties: false,
} as const;
export type UserAdminUpdate = FromSchema<typeof userAdminUpdateSchema>;
