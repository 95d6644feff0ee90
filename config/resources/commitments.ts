import {
  commitmentBlockCreateSchema,
  commitmentBlockSchema,
  commitmentBlockUpdateSchema,
  driverCommitmentCreateSchema,
  driverCommitmentSchema,
  driverCommitmentUpdateSchema,
} from '@schemas/commitment';
import { ADMIN_ROLES, defineResource } from './define';

export const commitmentBlocksResource = defineResource({
  name: 'commitment-blocks',
  label: 'Commitment blocks',
  recordLabel: 'commitment block',
  schema: commitmentBlockSchema,
  createSchema: commitmentBlockCreateSchema,
  updateSchema: commitmentBlockUpdateSchema,
  recordRepresentation: 'label',
  table: 'commitment_blocks',
  idColumn: 'id',
  list: {
    columns: ['id', 'label', 'start_time', 'end_time', 'branch_id', 'drivers_count', 'is_active'],
    sort: { field: 'start_time', order: 'ASC' },
  },
  filters: { q: ['label'], exact: ['branch_id', 'is_active'] },
  form: {
    sections: [{ title: 'Block', fields: ['label', 'start_time', 'end_time', 'branch_id', 'is_active'] }],
  },
  widgets: { branch_id: 'reference:branches', drivers_count: 'readonly' },
  access: { read: ADMIN_ROLES, write: ADMIN_ROLES },
  capabilities: { create: true, edit: true, delete: true },
});

export const driverCommitmentsResource = defineResource({
  name: 'driver-commitments',
  label: 'Driver commitments',
  recordLabel: 'driver commitment',
  schema: driverCommitmentSchema,
  createSchema: driverCommitmentCreateSchema,
  updateSchema: driverCommitmentUpdateSchema,
  recordRepresentation: 'driver_name',
  table: 'driver_commitments',
  idColumn: 'id',
  list: { columns: ['id', 'block_id', 'driver_id', 'note'], sort: { field: 'id', order: 'DESC' } },
  filters: { q: ['note'], exact: ['block_id', 'driver_id'] },
  form: { sections: [{ title: 'Commitment', fields: ['block_id', 'driver_id', 'note'] }] },
  widgets: { block_id: 'reference:commitment-blocks', driver_id: 'reference:users', driver_name: 'readonly' },
  access: { read: ADMIN_ROLES, write: ADMIN_ROLES },
  capabilities: { create: true, edit: true, delete: true },
});
