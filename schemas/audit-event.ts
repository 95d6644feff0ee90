import type { FromSchema } from 'json-schema-to-ts';

/** One recorded change to an account (identity fields, roles, blocking), read-only in the console. */
export const auditEventSchema = {
  type: 'object',
  title: 'Audit event',
  properties: {
    id: { type: 'integer', title: 'ID', minimum: 1 },
    created_at: { type: 'string', title: 'When', format: 'date-time' },
    actor_id: { type: ['integer', 'null'], title: 'Changed by' },
    user_id: { type: ['integer', 'null'], title: 'Account' },
    action: { type: 'string', title: 'Action' },
    field: { type: 'string', title: 'Field' },
    old_value: { type: 'string', title: 'Before' },
    new_value: { type: 'string', title: 'After' },
  },
  required: ['id', 'created_at', 'actor_id', 'user_id', 'action', 'field', 'old_value', 'new_value'],
} as const;
export type AuditEvent = FromSchema<typeof auditEventSchema>;
