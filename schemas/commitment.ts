import type { FromSchema } from 'json-schema-to-ts';

const time = (title: string) =>
  ({
    type: 'string',
    title,
    description: 'Manila time, 24-hour, e.g. 07:00.',
    pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
    errorMessage: `${title} must be a time like 07:00 or 18:30.`,
  }) as const;
const label = { type: 'string', title: 'Name', description: 'e.g. Morning rush.', maxLength: 80 } as const;
const branchId = { type: ['integer', 'null'], title: 'Branch', minimum: 1 } as const;
const isActive = { type: 'boolean', title: 'Active' } as const;

/** A schedule block drivers commit to (spec part 2 §3 "Commitment schedule": start_time, end_time). */
export const commitmentBlockSchema = {
  type: 'object',
  title: 'Commitment block',
  properties: {
    id: { type: 'integer', title: 'ID' },
    label,
    branch_id: branchId,
    start_time: time('Start time'),
    end_time: time('End time'),
    is_active: isActive,
    drivers_count: { type: 'integer', title: 'Drivers committed' },
  },
  required: ['id', 'label', 'branch_id', 'start_time', 'end_time', 'is_active', 'drivers_count'],
} as const;

const blockEditable = {
  label,
  branch_id: branchId,
  start_time: time('Start time'),
  end_time: time('End time'),
  is_active: isActive,
} as const;

export const commitmentBlockCreateSchema = {
  type: 'object',
  title: 'New commitment block',
  properties: { ...blockEditable, is_active: { ...isActive, default: true } },
  required: ['start_time', 'end_time'],
  additionalProperties: false,
  errorMessage: { required: 'Please fill in the start and end time.' },
} as const;

export const commitmentBlockUpdateSchema = {
  type: 'object',
  title: 'Commitment block changes',
  properties: blockEditable,
  additionalProperties: false,
} as const;

const blockId = {
  type: 'integer',
  title: 'Block',
  minimum: 1,
  errorMessage: 'Please choose a block.',
} as const;
const driverId = {
  type: 'integer',
  title: 'Driver',
  minimum: 1,
  errorMessage: 'Please choose a driver.',
} as const;
const note = { type: 'string', title: 'Note', maxLength: 200 } as const;

/** One driver's commitment to a block. */
export const driverCommitmentSchema = {
  type: 'object',
  title: 'Driver commitment',
  properties: {
    id: { type: 'integer', title: 'ID' },
    block_id: blockId,
    driver_id: driverId,
    driver_name: { type: 'string', title: 'Driver name' },
    note,
  },
  required: ['id', 'block_id', 'driver_id', 'driver_name', 'note'],
} as const;

export const driverCommitmentCreateSchema = {
  type: 'object',
  title: 'New driver commitment',
  properties: { block_id: blockId, driver_id: driverId, note },
  required: ['block_id', 'driver_id'],
  additionalProperties: false,
  errorMessage: { required: 'Please choose the block and the driver.' },
} as const;

export const driverCommitmentUpdateSchema = {
  type: 'object',
  title: 'Driver commitment changes',
  properties: { block_id: blockId, driver_id: driverId, note },
  additionalProperties: false,
} as const;

export const COMMITMENT_STATUSES = ['Offline', 'Online', 'Has ongoing booking', 'Unknown'] as const;

const committedDriver = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    photo: { type: ['string', 'null'] },
    status: { type: 'string', enum: COMMITMENT_STATUSES },
    updated_at: { type: ['string', 'null'], format: 'date-time', description: 'Last activity.' },
    accepts_ride: { type: 'boolean' },
    accepts_pautos: { type: 'boolean' },
    accepts_delivery: { type: 'boolean' },
  },
  required: [
    'id',
    'name',
    'photo',
    'status',
    'updated_at',
    'accepts_ride',
    'accepts_pautos',
    'accepts_delivery',
  ],
} as const;
export type CommittedDriver = FromSchema<typeof committedDriver>;

/** GET driver/commitments/current: today's blocks with their drivers, and other online pautos/delivery drivers. */
export const commitmentsCurrentSchema = {
  type: 'object',
  properties: {
    schedules: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          label: { type: 'string' },
          start_time: { type: 'string' },
          end_time: { type: 'string' },
          is_current: { type: 'boolean' },
          overview: {
            type: 'object',
            properties: {
              online: { type: 'integer' },
              offline: { type: 'integer' },
              ongoing: { type: 'integer' },
              total: { type: 'integer' },
            },
            required: ['online', 'offline', 'ongoing', 'total'],
          },
          drivers: { type: 'array', items: committedDriver },
        },
        required: ['id', 'label', 'start_time', 'end_time', 'is_current', 'overview', 'drivers'],
      },
    },
    others: { type: 'array', items: committedDriver },
  },
  required: ['schedules', 'others'],
} as const;
export type CommitmentsCurrent = FromSchema<typeof commitmentsCurrentSchema>;
