import type { FromSchema } from 'json-schema-to-ts';

/** A branch's hiring page (spec part 2 §2, hiring page). */
export const jobSchema = {
  type: 'object',
  title: 'Job opening',
  properties: {
    id: { type: 'integer', minimum: 1 },
    slug: { type: 'string', title: 'Branch address', description: 'e.g. el-nido for /hiring/el-nido.' },
    branch_id: { type: 'integer', title: 'Branch' },
    branch_name: { type: 'string', title: 'Branch name' },
    title: { type: 'string', title: 'Title' },
    summary: { type: 'string', title: 'Summary' },
    banner: { type: 'string', title: 'Banner picture' },
    vehicle_types: { type: 'array', title: 'Vehicles wanted', items: { type: 'string' } },
    how_to_apply: { type: 'array', title: 'How to apply', items: { type: 'string' } },
    requirements: { type: 'array', title: 'Requirements', items: { type: 'string' } },
    facebook_url: { type: 'string', title: 'Facebook page' },
    messenger_group_url: { type: 'string', title: 'Messenger group' },
    is_open: { type: 'boolean', title: 'Accepting applications' },
  },
  required: [
    'id',
    'slug',
    'branch_id',
    'branch_name',
    'title',
    'summary',
    'banner',
    'vehicle_types',
    'how_to_apply',
    'requirements',
    'facebook_url',
    'messenger_group_url',
    'is_open',
  ],
} as const;
export type Job = FromSchema<typeof jobSchema>;

export const jobListSchema = {
  type: 'object',
  properties: { data: { type: 'array', items: jobSchema } },
  required: ['data'],
} as const;
export type JobList = FromSchema<typeof jobListSchema>;

export const jobDetailSchema = {
  type: 'object',
  properties: { data: jobSchema },
  required: ['data'],
} as const;
export type JobDetail = FromSchema<typeof jobDetailSchema>;

export const jobSlugParamsSchema = {
  type: 'object',
  properties: { slug: { type: 'string', maxLength: 80 } },
  required: ['slug'],
} as const;
